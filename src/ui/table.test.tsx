import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { Link } from "./link";
import { Table, type TableColumn } from "./table";

type Ticket = { uuid: string; no: string; status: string };
const tickets: Ticket[] = [
  { uuid: "a", no: "KRJ-001", status: "Terdaftar" },
  { uuid: "b", no: "KRJ-002", status: "Selesai" },
];
const columns: TableColumn<Ticket>[] = [
  { id: "no", header: "No Antrean", isRowHeader: true, cell: (ticket) => <Link href={`#${ticket.uuid}`}>{ticket.no}</Link> },
  { id: "status", header: "Status", cell: (ticket) => ticket.status },
  {
    id: "actions",
    header: "Aksi",
    isHeaderHidden: true,
    cell: (ticket) => (
      <span style={{ display: "flex", gap: 8 }}>
        <Link href={`#${ticket.uuid}`}>Lihat</Link>
        <Link href={`#${ticket.uuid}/edit`}>Ubah</Link>
      </span>
    ),
  },
];

afterEach(() => void page.viewport(1280, 800));

/** The links' boxes, width × height in whole CSS px. */
function linkBoxes() {
  return [...document.querySelectorAll("table a")].map((link) => {
    const box = link.getBoundingClientRect();
    return { text: link.textContent, width: Math.round(box.width), height: Math.round(box.height) };
  });
}

it("on a phone's cards every link is a 44 px touch target; the desk's rows stay dense", async () => {
  await page.viewport(360, 640);
  await render(<Table aria-label="Antrean" columns={columns} rows={tickets} getRowId={(t) => t.uuid} emptyText="-" />);
  const onCards = linkBoxes();
  expect(onCards).toHaveLength(6);
  for (const box of onCards) {
    expect(box.height, box.text!).toBeGreaterThanOrEqual(44);
    expect(box.width, box.text!).toBeGreaterThanOrEqual(44);
  }
  await page.viewport(1280, 800);
  for (const box of linkBoxes()) expect(box.height, box.text!).toBeLessThan(44);
});
