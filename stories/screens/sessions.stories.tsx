import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectNoToast, expectRefused, expectShown, expectToast, grid, page, toggle } from "../frame";
import { expectStaffTimeLook, fill, patchRows, refill, resourceStories, SEEDED_AUDIT, type Canvas } from "../frame";
import { sessions } from "../../src/features/sessions/resource";
import type { Database } from "../../server/store/memory/database";

/** 'Konfigurasi Sesi' (docs/product.md §2) on the seeded mock: sessions 1–18 are Monday–Saturday at Kramat Jati. */
export default { title: "Screens/Config/Sessions" } satisfies Meta;
const data = patchRows("sessions", [8], { is_active: false });
const { story, list, detail, edit } = resourceStories(sessions, { persona: "konfigurator", data, record: 1, missing: 999 });

// a range as on every staff screen, joined by an en dash (docs/product.md §9)
const MON = "Senin 07:00:00–09:00:00, Pasar Jaya Kramat Jati";
const WED = "Rabu 09:00:00–11:00:00, Pasar Jaya Kramat Jati";
const KRJ = "Pasar Jaya Kramat Jati (KRJ)";

/** Wednesday's 13:00 session has a quota of 1000: a count grouped as on every Indonesian staff screen. */
const bigQuota = async (db: Database) => {
  await data(db);
  await patchRows("sessions", [9], { quota: 1000 })(db);
};

export const ListFilled = story({ data: bigQuota }, async (canvas) => {
  const table = await grid(canvas, "Daftar sesi", "Senin");
  await expect(table.getAllByText("Pasar Jaya Kramat Jati").length).toBeGreaterThan(1);
  await expectShown(table, {
    columnOrder: ["Hari", "Lokasi", "Jam Mulai (WIB)", "Jam Selesai (WIB)", "Kuota", "Aktif", "Dibuat", "Diubah", "Aksi"],
    // weekday names in Indonesian (docs/product.md §2, §9); 1000 grouped as the capacity board shows it
    text: ["Senin", "Selasa", "Rabu", "13:00:00", "1.000"],
    switches: { [`Aktif: ${MON}`]: true, [`Aktif: ${WED}`]: false },
    links: { [`Lihat ${MON}`]: "/queues/sessions/1", [`Ubah ${MON}`]: "/queues/sessions/1/edit" },
  });
  await expectShown(canvas, { heading: "Konfigurasi Sesi", links: { Tambah: "/queues/sessions/create" } });
  // its hours in the one look of a staff screen's times, as the ticket lists' (docs/product.md §9)
  await expectStaffTimeLook(table);
});

export const ListFilteredByLocation = story(async (canvas, { url }) => {
  const table = within(await canvas.findByRole("table", { name: "Daftar sesi" }));
  await fill(canvas.getByRole("search", { name: "Filter sesi" }), { Lokasi: "Pasar Jaya Cengkareng (CKR)" }, "Cari");
  await waitFor(() => expect(url()).toContain("location_id=2"));
  await waitFor(() => expect(table.queryByText("Pasar Jaya Kramat Jati")).toBeNull());
  await expect(table.getAllByText("Pasar Jaya Cengkareng")[0]).toBeVisible();
});
/**
 * The weekday filter is the API's (docs/product.md §14.6), kept in the URL: Wednesday's sessions of every location,
 * then Sunday's, day 0, which the seed has none of (a 0 left out of the call would show every day).
 */
export const ListFilteredByWeekday = story(async (canvas, { url }) => {
  const table = within(await canvas.findByRole("table", { name: "Daftar sesi" }));
  await table.findAllByRole("rowheader");
  await fill(canvas.getByRole("search", { name: "Filter sesi" }), { Hari: "Rabu" }, "Cari");
  await waitFor(() => expect(url()).toContain("day_of_the_week=3"));
  await waitFor(() =>
    expect(new Set(table.getAllByRole("rowheader").map((cell) => cell.textContent))).toEqual(new Set(["Rabu"])),
  );
  await expect(table.getAllByText("Pasar Jaya Cengkareng").length).toBeGreaterThan(0);
  await fill(canvas.getByRole("search", { name: "Filter sesi" }), { Hari: "Minggu" }, "Cari");
  await waitFor(() => expect(url()).toContain("day_of_the_week=0"));
  // the seed has no Sunday sessions: the records exist, none matches, and the title says so
  // and what to do next
  await expect(await table.findByText("Ubah filter, atau tekan Reset untuk melihat semua sesi.")).toBeVisible();
  await expect(table.getByRole("heading", { name: "Tidak ada sesi yang cocok" })).toBeVisible();
  await expect(table.queryAllByRole("rowheader")).toHaveLength(0);
});
/** A weekday the URL cannot mean (an old or hand-typed link) reads as every day, never the API's 422 (§14.6). */
export const ListWithUnknownWeekdayInUrl = story("/queues/sessions?day_of_the_week=9", async (canvas) => {
  const table = within(await canvas.findByRole("table", { name: "Daftar sesi" }));
  await waitFor(() => expect(new Set(table.getAllByRole("rowheader").map((cell) => cell.textContent)).size).toBeGreaterThan(1));
  const search = within(canvas.getByRole("search", { name: "Filter sesi" }));
  await expect(search.getByRole("button", { name: /Semua hari/ })).toBeVisible();
});
export const ListLoading = list.loading;
export const ListEmpty = list.empty;
export const ListError = list.error;
export const ListForbidden = list.forbidden;

export const ArchiveAndActivate = story(async (canvas, { db }) => {
  await toggle(canvas, MON, ["Arsipkan sesi?", "Arsipkan"], "Session archived", false);
  await toggle(canvas, WED, ["Aktifkan sesi?", "Aktifkan"], "Session unarchived");
  await expect([db.byId("sessions", 1)?.is_active, db.byId("sessions", 8)?.is_active]).toEqual([false, true]);
});

const CREATE = "/queues/sessions/create";
async function fillSession(canvas: Canvas, location: string, day: string, [from, to]: [string, string], quota: string) {
  await expectShown(canvas, { heading: "Tambah Sesi" });
  await fill(canvas, { Lokasi: location, Hari: day, "Jam Mulai": from, "Jam Selesai": to, Kuota: quota }, "Simpan");
}

export const CreateValidation = story(CREATE, async (canvas) => {
  await expectShown(canvas, { heading: "Tambah Sesi" });
  await userEvent.click(canvas.getByRole("button", { name: "Simpan" }));
  // every field says what is missing, under the input
  await expectShown(canvas, { invalid: ["Lokasi", "Hari", "Jam Mulai", "Jam Selesai", "Kuota"] });
});

/** A comma typed in the quota is kept and refused with the words of §5, not dropped ('12,5' had become 125). */
export const CreateFractionQuota = story(CREATE, async (canvas, { db }) => {
  const before = db.count("sessions");
  await fillSession(canvas, "Pasar Jaya Cengkareng (CKR)", "Jumat|Friday", ["15:00:00", "17:00:00"], "12,5");
  await expectShown(canvas, {
    invalid: ["Kuota"],
    described: { Kuota: "Kuota harus bilangan bulat, tanpa koma." },
    values: { Kuota: "12,5" },
  });
  await expect(db.count("sessions")).toBe(before);
});

export const CreateSucceeds = story(CREATE, async (canvas, { db }) => {
  await fillSession(canvas, "Pasar Jaya Cengkareng (CKR)", "Jumat|Friday", ["15:00:00", "17:00:00"], "30");
  await expectToast("Session created successfully");
  const stored = { location_id: 2, day_of_the_week: 5, start_time: "15:00:00", end_time: "17:00:00", quota: 30 };
  await expect(db.all("sessions").at(-1)).toMatchObject(stored);
  await expectShown(canvas, { heading: "Konfigurasi Sesi" });
});

/** The form keeps the server's rule that a session ends after it starts: said at the field, nothing sent. */
export const CreateEndsBeforeStart = story(CREATE, async (canvas, { db }) => {
  const before = db.all("sessions").length;
  await fillSession(canvas, KRJ, "Senin|Monday", ["10:00:00", "09:00:00"], "5");
  const described = { "Jam Selesai": /Jam Selesai harus setelah Jam Mulai\./ };
  await expectShown(canvas, { invalid: ["Jam Selesai"], described });
  expectNoToast();
  await expect(db.all("sessions")).toHaveLength(before);
});

const SAVED_OR_NOT =
  "Terjadi kesalahan di server. Perubahan mungkin sudah tersimpan. Periksa daftarnya di tab lain sebelum mengulanginya.";
const databaseDown = { sessionCreate: { status: 500, message: "Database unavailable" } } as const;
export const CreateFails = story({ route: CREATE, faults: databaseDown }, async (canvas) => {
  // the server's own failure, on an Indonesian screen: what to do next in Indonesian (ADR 806); after a write, that it
  // may be saved and how to look, no bare "try again" (docs/product.md §8.1)
  await fillSession(canvas, KRJ, "Senin|Monday", ["10:00:00", "11:00:00"], "5");
  // values kept
  await expectRefused(canvas, SAVED_OR_NOT, { values: { Kuota: "5", Lokasi: KRJ } });
});

export const EditFilled = story("/queues/sessions/1/edit", async (canvas) => {
  // the selects show name and code, and 'Senin|Monday'
  const values = { Lokasi: KRJ, Hari: "Senin|Monday", "Jam Mulai": "07:00:00", "Jam Selesai": "09:00:00", Kuota: "100" };
  await expectShown(canvas, { heading: "Ubah Sesi", values, buttons: ["Ubah"] });
  // every weekday, Minggu|Sunday … Sabtu|Saturday
  await userEvent.click(canvas.getByRole("button", { name: /Hari/ }));
  const options = (await page().findAllByRole("option")).map((o) => o.textContent);
  const days = ["Minggu|Sunday", "Senin|Monday", "Selasa|Tuesday", "Rabu|Wednesday", "Kamis|Thursday", "Jumat|Friday"];
  await expect(options).toEqual([...days, "Sabtu|Saturday"]);
  await userEvent.keyboard("{Escape}");
});

export const EditSucceeds = story("/queues/sessions/1/edit", async (canvas, { db }) => {
  await refill(canvas, { Kuota: ["100", "75"] });
  await fill(canvas, { Hari: "Minggu|Sunday" }, "Ubah");
  await expectToast("Success", "Session updated successfully");
  const stored = { location_id: 1, day_of_the_week: 0, start_time: "07:00:00", end_time: "09:00:00", quota: 75 };
  await expect(db.byId("sessions", 1)).toMatchObject(stored);
  await expectShown(canvas, { heading: "Konfigurasi Sesi" });
});
export const EditForbidden = edit.forbidden;

const detailQuota = patchRows("sessions", [18], { quota: 1000 });
export const DetailFilled = story({ route: "/queues/sessions/18", data: detailQuota }, async (canvas) => {
  const shown = {
    Hari: "Sabtu",
    Lokasi: "Pasar Jaya Kramat Jati",
    "Jam Mulai (WIB)": "13:00:00",
    "Jam Selesai (WIB)": "15:00:00",
  };
  await expectShown(canvas, {
    heading: "Detail Sesi",
    // a count grouped as on every Indonesian staff screen, 1.000 (docs/product.md §9)
    details: { ...shown, Kuota: "1.000", Status: "Diarsipkan", ...SEEDED_AUDIT },
  });
  await expectStaffTimeLook(canvas);
});
export const DetailLoading = detail.loading;
export const DetailNotFound = detail.notFound;
