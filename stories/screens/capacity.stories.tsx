import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { expectShown, expectStaffTimeLook, PENDING, screenStories, showsText } from "../frame";
import type { Database } from "../../server/store/memory/database";

/**
 * 'Kapasitas Antrean' (docs/decisions/610-capacity-board-api.md, 611) on the seeded mock: the clock is Tuesday
 * 2026-03-10 10:00 WIB, so the board opens on Wednesday 2026-03-11; the seed has a day off then at Cengkareng (CKR).
 */
export default { title: "Screens/Queues/Capacity" } satisfies Meta;
const story = screenStories({ route: "/queues/capacity", persona: "operator", tickets: 300 });

const PICKUP = "2026-03-11";

/** Every session offered on the pickup date gets exactly the seats already taken (those without any are archived). */
async function fillEverySession(db: Database) {
  for (const session of db.all("sessions")) {
    if (!session.is_active || session.day_of_the_week !== 3) continue;
    const taken = db.tickets.registeredFor(session.id, PICKUP);
    await db.update("sessions", session, taken > 0 ? { quota: taken } : { is_active: false });
  }
}

export const Loaded = story(async (canvas) => {
  await expectShown(canvas, { heading: "Kapasitas Antrean", text: ["Diperbarui 10:00:00 WIB"] });
  // at a glance: how many sessions are full, which location is closed, each location's fill beside its name
  await expectShown(canvas, {
    values: { "Tanggal Pengambilan": PICKUP },
    visible: [
      ["region", "Seluruh kota"],
      ["img", /pendaftaran/],
    ],
    switches: { "Otomatis (15 detik)": false },
    text: [/^\d+ dari \d+ sesi penuh\. 1 lokasi libur\.$/],
  });
  // the day's Export names its date in words, as the header does (docs/product.md §9 Formats)
  await expect(
    canvas.getByRole("button", { name: "Export semua antrean tanggal 2026-03-11 ke DaftarAntrean.xlsx" }),
  ).toBeVisible();
  const krj = canvas.getByRole("region", { name: "Pasar Jaya Kramat Jati" });
  const sessions = within(krj).getByRole("table", { name: "Sesi di Pasar Jaya Kramat Jati" });
  await expect(sessions).toBeVisible();
  // a session's hours as 'Konfigurasi Sesi' and the ticket lists show them, HH:mm:ss, a range joined by an en dash (docs/product.md §9)
  await expect(within(sessions).getByRole("rowheader", { name: "07:00:00–09:00:00 WIB" })).toBeVisible();
  // in the one look of a staff screen's times, as the ticket lists and 'Konfigurasi Sesi' show them (docs/product.md §9)
  await expectStaffTimeLook(sessions, /^\d{2}:\d{2}:\d{2}–\d{2}:\d{2}:\d{2} WIB$/);
  // one meter per session row, and the location's own
  const rows = within(sessions).getAllByRole("row").length - 1;
  await expect(within(krj).getAllByText(/^\d+% terisi$|^Penuh/)).toHaveLength(rows + 1);
  const [link] = within(krj).getAllByRole("link", { name: /^Lihat antrean/ });
  await expect(link).toHaveAttribute("href", expect.stringContaining(`date=${PICKUP}`));
});

export const Loading = story({ faults: { queueCapacity: PENDING } }, showsText("Memuat kapasitas…"));

/** A Sunday: no session is offered. */
export const EmptyDay = story("/queues/capacity?date=2026-03-15", showsText("Tidak ada sesi"));

export const FullCity = story({ data: fillEverySession }, async (canvas) => {
  const city = await canvas.findByRole("region", { name: "Seluruh kota" });
  await expect(within(city).getByText("Penuh")).toBeVisible();
  const [, full, offered] = /^(\d+) dari (\d+) sesi penuh\./.exec(within(city).getByText(/sesi penuh/).textContent ?? "") ?? [];
  await expect(Number(full)).toBeGreaterThan(0);
  await expect(full).toBe(offered);
  // times as on every staff screen, HH:mm:ss (docs/product.md §9)
  await expect(canvas.getAllByText(/^Penuh pada \d{2}:\d{2}:\d{2}$/).length).toBeGreaterThan(0);
  await expect(canvas.queryByText("Belum ada sesi yang penuh.")).toBeNull();
});

export const LocationOnDayOff = story(async (canvas) => {
  const card = await canvas.findByRole("region", { name: "Pasar Jaya Cengkareng" });
  await expect(within(card).getAllByText("Libur").length).toBeGreaterThan(1);
  await expect(within(card).getByText(/Tidak ada kuota/)).toBeVisible();
  // its sessions offer no seats either: the rows add up to the card's 'Kuota 0' (ADR 610), not their configured 100
  const table = within(card).getByRole("table");
  const quotaColumn = within(table)
    .getAllByRole("columnheader")
    .findIndex((header) => header.textContent === "Kuota");
  const quotas = within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.children[quotaColumn]?.textContent);
  await expect(quotas.length).toBeGreaterThan(0);
  await expect(new Set(quotas)).toEqual(new Set(["0"]));
});

/**
 * Kramat Jati's busiest session of the pickup date archived after its registrations: they still count in 'Pendaftar',
 * but its seats no longer count in 'Kuota' or 'Sisa' (ADR 610). Each of its sessions offers one seat more than it holds
 * registrations, so the difference shows in whole percents.
 */
async function archiveBusiestKrjSession(db: Database) {
  const krj = db.all("locations").find((location) => location.code === "KRJ");
  const held = db
    .all("sessions")
    .filter((s) => s.location_id === krj?.id && s.is_active && s.day_of_the_week === 3)
    .map((session) => ({ session, taken: db.tickets.registeredFor(session.id, PICKUP) }))
    .sort((a, b) => b.taken - a.taken);
  if (!held[0] || held[0].taken === 0) {
    throw new globalThis.Error("the seed holds no registration at Kramat Jati on the pickup date");
  }
  for (const { session, taken } of held) await db.update("sessions", session, { quota: taken + 1 });
  await db.update("sessions", db.byId("sessions", held[0].session.id)!, { is_active: false });
}

/** A card's or the city's five figures, by their labels ('1.000' read as 1000). */
function figuresOf(list: HTMLElement): Record<string, number> {
  return Object.fromEntries(
    [...list.querySelectorAll("div")].map((figure) => [
      figure.querySelector("dt")?.textContent ?? "",
      Number(figure.querySelector("dd")?.textContent?.replace(/\./g, "")),
    ]),
  );
}

/** What a fill meter's words say of the seats: 'Penuh…' 100, '66% terisi' 66. */
const percentOf = (words: string) => (words.startsWith("Penuh") ? 100 : Number(/^(\d+)% terisi$/.exec(words)?.[1]));

export const ArchivedSessionWithTickets = story({ data: archiveBusiestKrjSession }, async (canvas) => {
  const card = await canvas.findByRole("region", { name: "Pasar Jaya Kramat Jati" });
  const totals = figuresOf(card.querySelector('dl[aria-label="Total lokasi Pasar Jaya Kramat Jati"]') as HTMLElement);
  // the archived session still shows, with its registrations and no seats
  await expect(within(card).getByText("Sesi tidak aktif")).toBeVisible();
  await expect(totals["Pendaftar"]).toBeGreaterThan(totals["Kuota"]! - totals["Sisa"]!);
  // the card's fill beside its name is the first meter in the card
  const [cardMeter] = within(card).getAllByText(/^\d+% terisi$|^Penuh/);
  const taken = totals["Kuota"]! - totals["Sisa"]!;
  await expect(percentOf(cardMeter!.textContent ?? "")).toBe(Math.floor((taken / totals["Kuota"]!) * 100));
  // the city's too
  const city = canvas.getByRole("region", { name: "Seluruh kota" });
  const cityTotals = figuresOf(city.querySelector('dl[aria-label="Seluruh kota"]') as HTMLElement);
  const [cityMeter] = within(city).getAllByText(/^\d+% terisi$|^Penuh/);
  await expect(percentOf(cityMeter!.textContent ?? "")).toBe(
    Math.floor(((cityTotals["Kuota"]! - cityTotals["Sisa"]!) / cityTotals["Kuota"]!) * 100),
  );
});

export const RushTable = story(async (canvas) => {
  await userEvent.click(await canvas.findByText("Tabel pendaftaran per 5 menit", { selector: "summary" }));
  await expect(canvas.getByRole("table", { name: "Tabel pendaftaran per 5 menit" })).toBeVisible();
});

export const Error = story({ faults: { queueCapacity: { status: 500 } } }, async (canvas) => {
  await expectShown(canvas, { text: ["Gagal memuat kapasitas"], buttons: ["Coba lagi"] });
});

/** The queue area's shared no-permission state, its way back in Indonesian too (docs/product.md §2.12). */
export const Forbidden = story({ faults: { queueCapacity: { status: 403 } } }, async (canvas) => {
  await expectShown(canvas, { text: ["Tidak ada izin"], links: { "Kembali ke Dashboard": "/dashboard" } });
});
