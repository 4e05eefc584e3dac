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

type Session = { id: number; hours: string; quota: number; registered: number; fill: string };
const sessionColumns: TableColumn<Session>[] = [
  { id: "hours", header: "Sesi", isRowHeader: true, cell: (s) => s.hours },
  { id: "quota", header: "Kuota", isCardHalf: true, align: "end", cell: (s) => s.quota },
  { id: "registered", header: "Pendaftar", isCardHalf: true, align: "end", cell: (s) => s.registered },
  { id: "fill", header: "Terisi", cell: (s) => s.fill },
];

/** Each cell's box in the first row, by its column's header. */
function firstRowCells() {
  const cells = [...document.querySelectorAll("tbody tr:first-child > *")];
  return Object.fromEntries(cells.map((cell, i) => [sessionColumns[i]!.header as string, cell.getBoundingClientRect()] as const));
}

it("on a phone's card two half fields share a line where each has room, and take a line each with 200 % text", async () => {
  await page.viewport(360, 640);
  // a location card's width on a 360 px phone (the capacity board, docs/product.md §14.2)
  await render(
    <div style={{ width: 294 }}>
      <Table
        aria-label="Sesi"
        columns={sessionColumns}
        rows={[{ id: 1, hours: "07:00:00–09:00:00 WIB", quota: 100, registered: 3, fill: "3% terisi" }]}
        getRowId={(s) => s.id}
        emptyText="-"
      />
    </div>,
  );
  let cells = firstRowCells();
  expect(cells.Kuota!.top).toBe(cells.Pendaftar!.top);
  expect(cells.Pendaftar!.left).toBeGreaterThanOrEqual(cells.Kuota!.right);
  // a field that is not a half takes the card's whole line
  expect(cells.Terisi!.top).toBeGreaterThanOrEqual(cells.Kuota!.bottom);
  expect(cells.Terisi!.width).toBe(cells.Kuota!.width + (cells.Pendaftar!.left - cells.Kuota!.right) + cells.Pendaftar!.width);

  document.documentElement.style.fontSize = "200%";
  try {
    cells = firstRowCells();
    expect(cells.Pendaftar!.top).toBeGreaterThanOrEqual(cells.Kuota!.bottom);
    expect(cells.Pendaftar!.width).toBe(cells.Terisi!.width);
  } finally {
    document.documentElement.style.fontSize = "";
  }
});
