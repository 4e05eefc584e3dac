import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type AppStory, at, dbOf, PENDING } from "../frame/mock-app";
import { choose, currentUrl, expectToast, requestLog, scene, columnHeaders } from "../frame/play";

/**
 * 'Semua Antrean' (docs/product.md §2) on the seeded mock: 57 tickets, newest pickup date first (tomorrow, 2026-03-11,
 * opens the list with KBL-001).
 */
const story = (route: string, more: Partial<AppStory> = {}) => at(route, "superadmin", { tickets: 57, ...more });
const list = requestLog("/queues/");
const meta = { title: "Screens/Queues/All tickets", ...story("/queues"), beforeEach: list.beforeEach } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const columns = [
  "No Antrean",
  "No KJP",
  "No KTP",
  "No KK",
  "Tanggal",
  "Lokasi",
  "Jam Mulai",
  "Jam Selesai",
  "Status",
  "Alasan Penolakan",
];

export const Loaded: Story = {
  play: scene(async (canvas, { loaded }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Semua Antrean" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Semua Antrean" });
    await within(table).findByText("KBL-001");
    await expect(columnHeaders(table)).toEqual(columns);
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    const first = dbOf(loaded).find("tickets", (t) => t.no === "KBL-001" && t.scheduled_date === "2026-03-11");
    await expect(within(table).getByRole("link", { name: "KBL-001" })).toHaveAttribute("href", `/queues/${first?.uuid}`);
    await expect(canvas.getByText("1–10 of 57")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Export" })).toBeVisible();
  }),
};

/** Badges: done green, rejected red (a past day holds both); the date filter from the URL. */
export const StatusBadges: Story = {
  ...story("/queues?date=2026-03-09&size=20"),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("grid", { name: "Semua Antrean" });
    await expect(within(canvasElement).getByLabelText("Tanggal Pengambilan")).toHaveValue("2026-03-09");
    await expect((await within(table).findAllByText("done"))[0]?.closest("[data-tone]")).toHaveAttribute("data-tone", "success");
    await expect(within(table).getAllByText("rejected")[0]?.closest("[data-tone]")).toHaveAttribute("data-tone", "danger");
  },
};

export const FilteredFromUrl: Story = {
  ...story("/queues?location_id=1&page=2", { tickets: 300 }),
  play: scene(async (canvas) => {
    const table = await canvas.findByRole("grid");
    await within(table).findAllByText("Pasar Jaya Kramat Jati");
    await waitFor(() => expect(list.last()).toEqual({ location_id: "1", page: "2", size: "10" }));
    // the form shows the filters the URL carries
    await waitFor(() => expect(canvas.getByRole("button", { name: /Lokasi/ })).toHaveTextContent("Pasar Jaya Kramat Jati (KRJ)"));
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  }),
};

export const ApplyFilter: Story = {
  play: scene(async (canvas, { canvasElement }) => {
    await canvas.findByText("KBL-001");
    await choose(canvasElement, /Lokasi/, "Pasar Jaya Cengkareng (CKR)");
    // one box finds the queue number, KJP or KTP (docs/product.md §14.3)
    await userEvent.type(canvas.getByLabelText("Cari nomor antrean, KJP atau KTP"), "CKR");
    await userEvent.click(canvas.getByRole("button", { name: "Cari" }));
    await waitFor(() => expect(list.last()).toEqual({ location_id: "2", search: "CKR", page: "1", size: "10" }));
    await expect((await canvas.findAllByText("CKR-002"))[0]).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    // the unfiltered first page is still fresh in the cache: the URL says the filters are gone
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/queues"));
  }),
};

export const NextPageAndSize: Story = {
  play: scene(async (canvas) => {
    await canvas.findByText("KBL-001");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await canvas.findByText("11–20 of 57");
    await userEvent.click(canvas.getByRole("button", { name: /Rows per page/ }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "50" }));
    await canvas.findByText("1–50 of 57");
  }),
};

export const Empty: Story = {
  ...story("/queues", { tickets: 0 }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Tidak ada antrean")).toBeVisible();
  },
};

export const Loading: Story = {
  ...story("/queues", { faults: { queueList: PENDING } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Memuat antrean…")).toBeVisible();
  },
};

export const LoadError: Story = {
  ...story("/queues", { faults: { queueList: { status: 503, message: "Service unavailable" } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Gagal memuat antrean: Service unavailable");
    await expect(within(canvasElement).getByRole("button", { name: "Coba lagi" })).toBeVisible();
  },
};

export const Forbidden: Story = {
  ...story("/queues", { faults: { queueList: { status: 403, message: "You do not have permission access:queue" } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};

const download = requestLog("/queues/download/");
export const Export: Story = {
  ...story("/queues?location_id=1&status=registered&search=50"),
  beforeEach: download.beforeEach,
  play: scene(async (canvas) => {
    await within(await canvas.findByRole("grid")).findAllByText("Pasar Jaya Kramat Jati");
    const clicked: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export" }));
      await waitFor(() => expect(clicked).toEqual(["DaftarAntrean.xlsx"]));
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    // the same filters as the list, without page and size
    await expect(download.last()).toEqual({ location_id: "1", status: "registered", search: "50" });
  }),
};

export const ExportFails: Story = {
  ...story("/queues", { faults: { queueDownload: { status: 503, message: "Export gagal dibuat" } } }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("KBL-001");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Export" }));
    await expectToast("Error", undefined, "destructive");
  },
};

export const WithLayoutOperator: Story = {
  ...story("/queues", { persona: "operator" }),
  play: scene(async (canvas) => {
    await canvas.findByText("KBL-001");
    await expect(canvas.getByRole("link", { name: "Semua Antrean" })).toHaveAttribute("aria-current", "page");
  }),
};
