import type { Meta } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneWide } from "../frame";
import { absent, called, click, componentCases, count } from "../frame/component-cases";
import { fitsPhone, has, press, shows, type Step } from "../frame/component-cases";
import { LinkButton, Switch, Table, type TableColumn } from "../../src/ui";
import { QueueStatusBadge } from "../../src/tickets";

const statuses = ["registered", "done", "rejected"] as const;
const rows = Array.from({ length: 6 }, (_, i) => ({
  uuid: `uuid-${i + 1}`,
  no: `PRB-00${i + 1}`,
  no_kjp: `50494885000${10000 + i}`,
  no_ktp: `31710123456789${10 + i}`,
  no_kk: `31710198765432${10 + i}`,
  status: statuses[i % 3]!,
  reason: i % 3 === 2 ? "Dokumen tidak sesuai" : null,
}));
type QueueRow = (typeof rows)[number];
const columns: TableColumn<QueueRow>[] = [
  { id: "no", header: "No. Antrean", cell: (r) => r.no, isRowHeader: true, noWrap: true },
  { id: "kjp", header: "No KJP", cell: (r) => r.no_kjp, noWrap: true },
  { id: "ktp", header: "No KTP", cell: (r) => r.no_ktp, noWrap: true },
  { id: "kk", header: "No KK", cell: (r) => r.no_kk, noWrap: true },
  { id: "date", header: "Tanggal", cell: () => "2025-04-25", noWrap: true },
  { id: "location", header: "Lokasi", cell: () => "Pasar Rebo" },
  { id: "start", header: "Mulai", cell: () => "07:00:00", noWrap: true },
  { id: "end", header: "Selesai", cell: () => "09:00:00", noWrap: true },
  { id: "status", header: "Status", cell: (r) => <QueueStatusBadge status={r.status} /> },
  { id: "reason", header: "Alasan Penolakan", cell: (r) => r.reason ?? "-" },
];
const texts = { "aria-label": "Semua antrean", emptyText: "Tidak ada data", loadingText: "Memuat…", retryLabel: "Coba lagi" };
const args = { ...texts, columns, rows, getRowId: (r: QueueRow) => r.uuid, onRetry: fn() };
const meta = { title: "UI/Table", component: Table<QueueRow>, args } satisfies Meta<typeof Table<QueueRow>>;
export default meta;
const story = componentCases(meta);
const prb1 = ["rowheader", "PRB-001"] as const;
const retry = ["button", "Coba lagi"] as const;
/** The previous rows stay on screen (all six and the header), busy under a moving bar, while the next ones load. */
const busyWithRows: Step = async ({ page }) => {
  const table = await page.findByRole("table");
  await expect(table.parentElement).toHaveAttribute("aria-busy", "true");
  await expect(within(table).getAllByRole("row")).toHaveLength(7);
};
export const Default = story({}, [shows(["table", "Semua antrean"], prb1), count(["columnheader"], 10), count(["row"], 7)]);
export const Empty = story({ rows: [] }, [shows("Tidak ada data")]);
export const Loading = story({ rows: [], isLoading: true }, [has(["status"], { text: "Memuat…" })]);
export const LoadingWithRows = story({ isLoading: true }, [busyWithRows, has(["status"], { text: "Memuat…" })]);
/** The rows belong to the previous filter while the new answer loads: dimmed, busy, 'Memperbarui…' shown (ADR 603). */
export const StaleRows = story({ isLoading: true, staleText: "Memperbarui…" }, [
  [busyWithRows, shows(["status"]), has(["status"], { text: "Memperbarui…" })],
]);
/** The record just created, after its create (ADR 603). */
export const HighlightedRow = story({ highlightedRowId: "uuid-2" }, [
  async ({ page, root }) => {
    const row = (await page.findByRole("rowheader", { name: "PRB-002" })).closest("tr");
    await expect(row).toHaveAttribute("data-highlighted", "true");
    await expect(root.querySelectorAll("[data-highlighted]")).toHaveLength(1);
  },
]);
/** The rows are replaced by the message. */
export const Error = story({ error: "Gagal memuat data: Network Error" }, [
  [has(["alert"], { text: "Gagal memuat data: Network Error" }), absent(prb1), click(retry), called("onRetry", 1)],
]);
export const ErrorRetryByKeyboard = story({ error: "Gagal memuat data", rows: [] }, [
  async ({ page }) => {
    const button = await page.findByRole("button", { name: "Coba lagi" });
    for (let i = 0; i < 3 && document.activeElement !== button; i++) await userEvent.tab();
    await expect(button).toHaveFocus();
  },
  [press("{Enter}"), called("onRetry", 1)],
]);
const withActions: TableColumn<QueueRow>[] = [
  { id: "name", header: "Lokasi", cell: (r) => `Pasar Rebo ${r.no}`, isRowHeader: true },
  {
    id: "active",
    header: "Aktif",
    cell: (r) => <Switch isLabelHidden isSelected={r.status !== "rejected"} children={`Aktif: ${r.no}`} />,
  },
  {
    id: "actions",
    header: "Aksi",
    isHeaderHidden: true,
    cell: (r) => (
      <LinkButton size="sm" variant="secondary" href={`#/queues/locations/${r.uuid}`}>
        View
      </LinkButton>
    ),
  },
];
/** Staff tables: every row's switch and link is a Tab stop, in reading order, and back with Shift+Tab (issue 36). */
export const WithActions = story({ rows: rows.slice(0, 3), columns: withActions }, [
  [has(["columnheader", "Aksi"]), count(["link", "View"], 3), has(["switch", "Aktif: PRB-001"], { checked: true })],
  has(["switch", "Aktif: PRB-003"], { checked: false }),
  async ({ page }) => {
    const switches = page.getAllByRole("switch");
    const links = page.getAllByRole("link", { name: "View" });
    const readingOrder = [0, 1, 2].flatMap((i) => [switches[i]!, links[i]!]);
    for (const control of readingOrder) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    for (const control of readingOrder.reverse().slice(1)) {
      await userEvent.tab({ shift: true });
      await expect(control).toHaveFocus();
    }
  },
]);
/** At 360 px the wide table scrolls inside its own box; the page does not. */
export const Phone = story.with({ decorators: [phoneWide(344)] }, [
  fitsPhone,
  async ({ page }) => {
    const box = (await page.findByRole("table")).parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // a box that scrolls is a Tab stop named as its table, so the arrow keys reach the columns past its edge
    await expect(page.getByRole("region", { name: "Semua antrean" })).toBe(box);
    await expect(box).toHaveAttribute("tabindex", "0");
  },
]);
