import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { expectShown, PENDING, screenStories, showsText } from "../frame";
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
