import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { componentStories, expectFitsPhone, phoneWide } from "../frame";
import { Badge, LinkButton, Switch, Table, type BadgeTone, type TableColumn } from "../../src/ui";

interface QueueRow {
  uuid: string;
  no: string;
  no_kjp: string;
  no_ktp: string;
  no_kk: string;
  scheduled_date: string;
  scheduled_location: string;
  start: string;
  end: string;
  status: "registered" | "done" | "rejected";
  reason: string | null;
}

const tone: Record<QueueRow["status"], BadgeTone> = { registered: "info", done: "success", rejected: "danger" };

const rows: QueueRow[] = Array.from({ length: 6 }, (_, i) => ({
  uuid: `uuid-${i + 1}`,
  no: `PRB-${String(i + 1).padStart(3, "0")}`,
  no_kjp: `50494885000${String(10000 + i)}`,
  no_ktp: `31710123456789${String(10 + i)}`,
  no_kk: `31710198765432${String(10 + i)}`,
  scheduled_date: "2025-04-25",
  scheduled_location: "Pasar Rebo",
  start: "07:00:00",
  end: "09:00:00",
  status: (["registered", "done", "rejected"] as const)[i % 3]!,
  reason: i % 3 === 2 ? "Dokumen tidak sesuai" : null,
}));

const columns: TableColumn<QueueRow>[] = [
  { id: "no", header: "No. Antrean", cell: (r) => r.no, isRowHeader: true, noWrap: true },
  { id: "kjp", header: "No KJP", cell: (r) => r.no_kjp, noWrap: true },
  { id: "ktp", header: "No KTP", cell: (r) => r.no_ktp, noWrap: true },
  { id: "kk", header: "No KK", cell: (r) => r.no_kk, noWrap: true },
  { id: "date", header: "Tanggal", cell: (r) => r.scheduled_date, noWrap: true },
  { id: "location", header: "Lokasi", cell: (r) => r.scheduled_location },
  { id: "start", header: "Mulai", cell: (r) => r.start, noWrap: true },
  { id: "end", header: "Selesai", cell: (r) => r.end, noWrap: true },
  { id: "status", header: "Status", cell: (r) => <Badge tone={tone[r.status]}>{r.status}</Badge> },
  { id: "reason", header: "Alasan Penolakan", cell: (r) => r.reason ?? "-" },
];

const meta = {
  title: "UI/Table",
  component: Table<QueueRow>,
  args: {
    "aria-label": "Semua antrean",
    columns,
    rows,
    getRowId: (r: QueueRow) => r.uuid,
    emptyText: "Tidak ada data",
    loadingText: "Memuat…",
    retryLabel: "Coba lagi",
    onRetry: fn(),
  },
} satisfies Meta<typeof Table<QueueRow>>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

export const Default = story(async (canvas) => {
  const table = canvas.getByRole("grid", { name: "Semua antrean" });
  await expect(within(table).getAllByRole("columnheader")).toHaveLength(10);
  await expect(within(table).getAllByRole("row")).toHaveLength(7); // header + 6
  await expect(within(table).getByRole("rowheader", { name: "PRB-001" })).toBeInTheDocument();
});

export const Empty = story({ args: { rows: [] } }, async (canvas) => {
  await expect(canvas.getByText("Tidak ada data")).toBeVisible();
});

export const Loading = story({ args: { rows: [], isLoading: true } }, async (canvas) => {
  const status = canvas.getByRole("status");
  await expect(status).toHaveTextContent("Memuat…");
});

/** The previous page stays on screen (aria-busy, a moving bar on top) while the next one loads. */
export const LoadingWithRows = story({ args: { isLoading: true } }, async (canvas) => {
  const grid = canvas.getByRole("grid");
  await expect(grid.parentElement).toHaveAttribute("aria-busy", "true");
  await expect(canvas.getByRole("status")).toHaveTextContent("Memuat…");
  await expect(within(grid).getAllByRole("row")).toHaveLength(7);
});

/** The rows belong to the previous filter while the new answer loads: dimmed, busy, 'Memperbarui…' shown (ADR 620). */
export const StaleRows = story({ args: { isLoading: true, staleText: "Memperbarui…" } }, async (canvas) => {
  const grid = canvas.getByRole("grid");
  await expect(grid.parentElement).toHaveAttribute("aria-busy", "true");
  await expect(canvas.getByRole("status")).toHaveTextContent("Memperbarui…");
  await expect(canvas.getByRole("status")).toBeVisible();
  await expect(within(grid).getAllByRole("row")).toHaveLength(7);
});

/** The record just created, after its create (ADR 620). */
export const HighlightedRow = story({ args: { highlightedRowId: "uuid-2" } }, async (canvas, { canvasElement }) => {
  const header = canvas.getByRole("rowheader", { name: "PRB-002" });
  await expect(header.closest('[role="row"]')).toHaveAttribute("data-highlighted", "true");
  await expect(canvasElement.querySelectorAll("[data-highlighted]")).toHaveLength(1);
});

export const Error = story({ args: { error: "Gagal memuat data: Network Error" } }, async (canvas, { args }) => {
  await expect(canvas.getByRole("alert")).toHaveTextContent("Gagal memuat data: Network Error");
  // rows are replaced by the message
  await expect(canvas.queryByRole("rowheader", { name: "PRB-001" })).toBeNull();
  await userEvent.click(canvas.getByRole("button", { name: "Coba lagi" }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
});

export const ErrorRetryByKeyboard = story({ args: { error: "Gagal memuat data", rows: [] } }, async (canvas, { args }) => {
  const retry = canvas.getByRole("button", { name: "Coba lagi" });
  for (let i = 0; i < 3 && document.activeElement !== retry; i++) await userEvent.tab();
  await expect(retry).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
});

export const RowAction = story({ args: { onRowAction: fn() } }, async (canvas, { args }) => {
  const grid = canvas.getByRole("grid");
  await userEvent.click(within(grid).getByRole("rowheader", { name: "PRB-002" }));
  await expect(args.onRowAction).toHaveBeenCalledWith("uuid-2");
  // keyboard: focus the table, arrow down, Enter
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await waitFor(() => expect(args.onRowAction).toHaveBeenLastCalledWith("uuid-3"));
});

/** Staff tables: links and switches in cells are reached with Tab. */
export const WithActions: Story = {
  args: {
    rows: rows.slice(0, 3),
    columns: [
      { id: "name", header: "Lokasi", cell: (r: QueueRow) => `${r.scheduled_location} ${r.no}`, isRowHeader: true },
      {
        id: "active",
        header: "Aktif",
        cell: (r: QueueRow) => (
          <Switch isLabelHidden isSelected={r.status !== "rejected"} onChange={() => {}}>
            {`Aktif: ${r.no}`}
          </Switch>
        ),
      },
      {
        id: "actions",
        header: "Aksi",
        isHeaderHidden: true,
        cell: (r: QueueRow) => (
          <LinkButton size="sm" variant="secondary" href={`#/queues/locations/${r.uuid}`}>
            View
          </LinkButton>
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole("grid");
    await expect(within(grid).getByRole("columnheader", { name: "Aksi" })).toBeInTheDocument();
    await expect(within(grid).getAllByRole("link", { name: "View" })).toHaveLength(3);
    await expect(within(grid).getByRole("switch", { name: "Aktif: PRB-001" })).toBeChecked();
  },
};

/** At 360 px the wide table scrolls inside its own box; the page does not. */
export const Phone = story({ decorators: [phoneWide(344)] }, async (canvas) => {
  await expectFitsPhone(canvas);
  const box = canvas.getByRole("grid").parentElement!;
  await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
});
