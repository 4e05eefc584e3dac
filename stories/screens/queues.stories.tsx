import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  expectShown,
  expectStaffTimeLook,
  fill,
  expectToast,
  grid,
  listStates,
  requestLog,
  rowOf,
  screenStories,
  showsText,
} from "../frame";
import { configDialect } from "../frame";

/**
 * 'Semua Antrean' (docs/product.md §2) on the seeded mock: 57 tickets, newest pickup date first (tomorrow, 2026-03-11),
 * then by location and queue number (docs/product.md §2.8).
 */
const list = requestLog("/queues/");
export default { title: "Screens/Queues/All tickets", beforeEach: list.beforeEach } satisfies Meta;
const story = screenStories({ route: "/queues", persona: "superadmin", tickets: 57 });
// the ticket screens speak Indonesian, their read states too (docs/product.md §1.3)
const dialect = configDialect;
const texts = { loading: "Memuat antrean…", empty: "Tidak ada antrean", errorPrefix: "Gagal memuat antrean. " };
const states = listStates({ route: "/queues", persona: "superadmin", list: "queueList", dialect, ...texts });

const columns = [
  "No Antrean",
  "No KJP",
  "No KTP",
  "No KK",
  "Tanggal",
  "Lokasi",
  "Jam Mulai (WIB)",
  "Jam Selesai (WIB)",
  "Status",
];

export const Loaded = story(async (canvas, { db }) => {
  const table = await grid(canvas, "Semua Antrean", "KBL-001");
  await expect(table.getAllByRole("row")).toHaveLength(11);
  const first = rowOf(db, "tickets", (t) => t.no === "KBL-001" && t.scheduled_date === "2026-03-11");
  await expectShown(table, { columnOrder: [...columns, "Alasan Penolakan"], links: { "KBL-001": `/queues/${first.uuid}` } });
  await expectShown(canvas, { heading: "Semua Antrean", text: ["1–10 dari 57"], buttons: ["Export"] });
  // the hours in the one look of a staff screen's times, as on 'Konfigurasi Sesi' (docs/product.md §9)
  await expectStaffTimeLook(table);
});

/** Badges: done green, rejected red (a past day holds both); the date filter from the URL. */
export const StatusBadges = story("/queues?date=2026-03-09&size=20", async (canvas) => {
  const table = within(await canvas.findByRole("table", { name: "Semua Antrean" }));
  await expectShown(canvas, { values: { "Tanggal Pengambilan": "2026-03-09" } });
  await expect((await table.findAllByText("Selesai"))[0]?.closest("[data-tone]")).toHaveAttribute("data-tone", "success");
  await expect(table.getAllByText("Ditolak")[0]?.closest("[data-tone]")).toHaveAttribute("data-tone", "danger");
});

export const FilteredFromUrl = story({ route: "/queues?location_id=1&page=2", tickets: 300 }, async (canvas) => {
  await within(await canvas.findByRole("table")).findAllByText("Pasar Jaya Kramat Jati");
  await waitFor(() => expect(list.last()).toEqual({ location_id: "1", page: "2", size: "10" }));
  // the form shows the filters the URL carries
  await expectShown(canvas, { values: { Lokasi: "Pasar Jaya Kramat Jati (KRJ)" } });
  await expect(canvas.getByRole("button", { name: "Halaman 2" })).toHaveAttribute("aria-current", "page");
});

/**
 * A status the URL cannot mean (an edited link with the badge's word) reads as every status, the kit's way as the
 * sessions' weekday (list-params.ts `allowed`): never the API's 422, and the next page's URL leaves it out.
 */
export const UnknownStatusInUrl = story("/queues?status=selesai", async (canvas, { url }) => {
  await canvas.findByText("KBL-001");
  await expectShown(canvas, { values: { Status: "Semua status" }, text: ["1–10 dari 57"] });
  await userEvent.click(canvas.getByRole("button", { name: "Next" }));
  await waitFor(() => expect(url()).toBe("/queues?page=2"));
});

export const ApplyFilter = story(async (canvas, { url }) => {
  await canvas.findByText("KBL-001");
  // one box finds the queue number, KJP or KTP (docs/product.md §14.3)
  await fill(canvas, { Lokasi: "Pasar Jaya Cengkareng (CKR)", "Cari nomor antrean, KJP atau KTP": "CKR" }, "Cari");
  await waitFor(() => expect(list.last()).toEqual({ location_id: "2", search: "CKR", page: "1", size: "10" }));
  await expect((await canvas.findAllByText("CKR-002"))[0]).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
  // the unfiltered first page is still fresh in the cache: the URL says the filters are gone
  await waitFor(() => expect(url()).toBe("/queues"));
});

/** A KJP typed as printed on the card, with spaces and a dash: the list asks for its digits and finds the ticket. */
export const SearchCardNumberAsPrinted = story(async (canvas, { db }) => {
  await canvas.findByText("KBL-001");
  const { no, no_kjp } = rowOf(db, "tickets", (t) => t.no === "CKR-002");
  const printed = `${no_kjp.slice(0, 4)} ${no_kjp.slice(4, 8)}-${no_kjp.slice(8, 12)} ${no_kjp.slice(12)}`;
  await fill(canvas, { "Cari nomor antrean, KJP atau KTP": printed }, "Cari");
  await waitFor(() => expect(list.last()).toEqual({ search: no_kjp, page: "1", size: "10" }));
  await expect((await canvas.findAllByText(no))[0]).toBeVisible();
  // the box keeps what was typed
  await expectShown(canvas, { values: { "Cari nomor antrean, KJP atau KTP": printed } });
});

export const NextPageAndSize = story(async (canvas) => {
  await canvas.findByText("KBL-001");
  await userEvent.click(canvas.getByRole("button", { name: "Next" }));
  await canvas.findByText("11–20 dari 57");
  await fill(canvas, { "Baris per halaman": "50" });
  await canvas.findByText("1–50 dari 57");
});
export const Empty = story({ tickets: 0 }, showsText("Tidak ada antrean"));
/** Filters that match no ticket: the list says so and what to do next (UX pass s38). */
export const EmptyFiltered = story(
  "/queues?search=0000000000000000",
  showsText("Tidak ada antrean yang cocok dengan filter ini. Ubah filter, atau tekan Reset untuk melihat semua antrean."),
);
export const Loading = states.loading;
export const LoadError = states.error;
export const Forbidden = states.forbidden;

const download = requestLog("/queues/download/");
const filtered = "/queues?location_id=1&status=registered&search=50";
export const Export = story({ route: filtered, beforeEach: download.beforeEach }, async (canvas) => {
  await within(await canvas.findByRole("table")).findAllByText("Pasar Jaya Kramat Jati");
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
});

const exportFails = { queueDownload: { status: 503, message: "Export gagal dibuat" } } as const;
export const ExportFails = story({ faults: exportFails }, async (canvas) => {
  await canvas.findByText("KBL-001");
  await userEvent.click(canvas.getByRole("button", { name: "Export" }));
  await expectToast("Error", undefined, "destructive");
});

export const WithLayoutOperator = story({ persona: "operator" }, async (canvas) => {
  await canvas.findByText("KBL-001");
  await expect(canvas.getByRole("link", { name: "Semua Antrean" })).toHaveAttribute("aria-current", "page");
});
