import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  signInAs,
  startAtWib,
  openMenuItem,
  dateField,
  fillDate,
  fillTime,
  expectTime,
} from "./support/app";

/**
 * Queue configuration (docs/product.md §2.9) against the built demo app: locations, sessions, days off and rejection
 * reasons, driven through the UI as a super admin, plus the day off showing on the public registration page.
 */

/** Monday 08:00 WIB: registration is open and tomorrow (the pickup day) is Tuesday 2026-11-24. */
const MONDAY_MORNING = "2026-11-23T08:00:00";
const TOMORROW = "2026-11-24";

// Whole journeys with an axe pass on every page type and dialog: longer than the default 30 s on 2 cores.
test.describe.configure({ timeout: 120_000 });

/** The toast region (at most one toast, docs/product.md §4). */
const toasts = (page: Page) => page.getByRole("region", { name: /Notifikasi/ });

/** Toasts show for 5 s; on a loaded 2-core runner the save and the list behind it can take a few seconds. */
async function expectToast(page: Page, text: string | RegExp) {
  await expect(toasts(page)).toContainText(text, { timeout: 15_000 });
}

/** Client-side navigation (no reload: the embedded mock API and the session stay in memory). */
async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

async function choose(page: Page | Locator, select: RegExp, option: RegExp | string) {
  await page.getByRole("button", { name: select }).click();
  const root = "page" in page ? page.page() : page;
  await root.getByRole("option", { name: option }).click();
  await expect(root.getByRole("listbox")).toBeHidden();
}

async function openAsSuperAdmin(page: Page, menu: string, path: string) {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  await openMenuItem(page, "Antrean", menu);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
}

test("super admin creates, edits, archives and re-activates a location", async ({ page }) => {
  await openAsSuperAdmin(page, "Konfigurasi Lokasi", "/queues/locations");
  await expect(page.getByRole("heading", { level: 1, name: "Konfigurasi Lokasi" })).toBeVisible();
  for (const header of ["Nama", "Kode", "Deskripsi", "Aktif", "Dibuat", "Diubah"]) {
    await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // create: the contract's rules first, under the inputs
  await page.getByRole("link", { name: "Tambah" }).click();
  await expect(page).toHaveURL(/\/queues\/locations\/create$/);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("textbox", { name: /Nama/ })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: /Kode/ })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: /Nama/ }).fill("Pasar Jaya Senen");
  await page.getByRole("textbox", { name: /Kode/ }).fill("SNN");
  await page.getByRole("textbox", { name: /Deskripsi/ }).fill("Blok III, Jakarta Pusat");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Location created successfully");
  await expect(page).toHaveURL(/\/queues\/locations$/);
  await expect(page.getByRole("rowheader", { name: "Pasar Jaya Senen" })).toBeVisible();

  // a duplicate code: the server's text in an 'Error' toast, the form keeps its values
  await page.getByRole("link", { name: "Tambah" }).click();
  await page.getByRole("textbox", { name: /Nama/ }).fill("Senen Dua");
  await page.getByRole("textbox", { name: /Kode/ }).fill("SNN");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Error");
  await expect(page).toHaveURL(/\/queues\/locations\/create$/);
  await expect(page.getByRole("textbox", { name: /Nama/ })).toHaveValue("Senen Dua");
  await page.getByRole("link", { name: "Batal" }).click();

  // detail
  await page.getByRole("link", { name: "Lihat Pasar Jaya Senen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Detail Lokasi" })).toBeVisible();
  await expect(page.locator("dt", { hasText: /^Kode$/ }).locator("+ dd")).toHaveText("SNN");
  await expect(page.locator("dt", { hasText: /^Dibuat oleh$/ }).locator("+ dd")).toHaveText("Budi Santoso");
  await expectNoAxeViolations(page);

  // edit: prefilled, 'Ubah', the 'Success' toast
  await page.getByRole("link", { name: "Ubah" }).click();
  await expect(page).toHaveURL(/\/queues\/locations\/\d+\/edit$/);
  await expect(page.getByRole("textbox", { name: /Nama/ })).toHaveValue("Pasar Jaya Senen");
  await expect(page.getByRole("textbox", { name: /Deskripsi/ })).toHaveValue("Blok III, Jakarta Pusat");
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /Nama/ }).fill("Pasar Jaya Senen Blok III");
  await page.getByRole("button", { name: "Ubah" }).click();
  await expectToast(page, "Success");
  await expectToast(page, "Location updated successfully");
  await expect(page).toHaveURL(/\/queues\/locations$/);
  await expect(page.getByRole("rowheader", { name: "Pasar Jaya Senen Blok III" })).toBeVisible();

  // archive, after confirmation
  const active = page.getByRole("switch", { name: "Aktif: Pasar Jaya Senen Blok III" });
  await expect(active).toBeChecked();
  await active.click({ force: true });
  const archive = page.getByRole("alertdialog", { name: "Arsipkan lokasi?" });
  await expect(archive).toBeVisible();
  await expectNoAxeViolations(page);
  await archive.getByRole("button", { name: "Arsipkan" }).click();
  await expectToast(page, "Location archived");
  await expect(archive).toBeHidden();
  await expect(active).not.toBeChecked();

  // and active again
  await active.click({ force: true });
  const activate = page.getByRole("alertdialog", { name: "Aktifkan lokasi?" });
  await expect(activate).toBeVisible();
  await expectNoAxeViolations(page);
  await activate.getByRole("button", { name: "Aktifkan" }).click();
  await expectToast(page, "Location unarchived");
  await expect(active).toBeChecked();
});

test("super admin creates, edits, archives and re-activates a session", async ({ page }) => {
  await openAsSuperAdmin(page, "Konfigurasi Sesi", "/queues/sessions");
  await expect(page.getByRole("heading", { level: 1, name: "Konfigurasi Sesi" })).toBeVisible();
  // weekday names in Indonesian
  await expect(page.getByRole("table").getByRole("rowheader").first()).toHaveText(
    /^(Minggu|Senin|Selasa|Rabu|Kamis|Jumat|Sabtu)$/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Tambah" }).click();
  await expect(page).toHaveURL(/\/queues\/sessions\/create$/);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("textbox", { name: /Kuota/ })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await expect(page.getByRole("button", { name: /Lokasi/ })).toBeEnabled();
  await choose(page, /Lokasi/, "Pasar Jaya Kebayoran Lama (KBL)");
  await choose(page, /Hari/, "Minggu|Sunday");
  await fillTime(page, /Jam Mulai/, "15:00:00");
  await fillTime(page, /Jam Selesai/, "17:00:00");
  await page.getByRole("textbox", { name: /Kuota/ }).fill("20");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Session created successfully");
  await expect(page).toHaveURL(/\/queues\/sessions$/);

  // the location filter (in the URL) and 50 a page find it
  const label = "Minggu 15:00:00–17:00:00, Pasar Jaya Kebayoran Lama";
  const filter = page.getByRole("search", { name: "Filter sesi" });
  await expect(filter.getByRole("button", { name: /Lokasi/ })).toBeEnabled();
  await choose(filter, /Lokasi/, "Pasar Jaya Kebayoran Lama (KBL)");
  await filter.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/location_id=\d+/);
  const rows = page.getByRole("table").locator("tbody tr");
  // and the weekday filter (docs/product.md §14.6): Sunday, day 0, kept in the URL through a reload and Back
  await choose(filter, /Hari/, "Minggu");
  await filter.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/\?(?=.*location_id=\d+)(?=.*day_of_the_week=0)/);
  await page.reload();
  await expect(page.getByRole("link", { name: `Lihat ${label}` })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(filter.getByRole("button", { name: /Hari/ })).toContainText("Minggu");
  await page.goBack();
  await expect(page).toHaveURL(/\?location_id=\d+$/);
  await expect(filter.getByRole("button", { name: /Hari/ })).toContainText("Semua hari");
  await expect(rows.filter({ hasText: "Senin" }).first()).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/day_of_the_week=0/);
  await expect(rows).toHaveCount(1);
  await choose(page, /Baris per halaman/, "50");
  await expect(page).toHaveURL(/size=50/);
  await expect(page.getByRole("link", { name: `Lihat ${label}` })).toBeVisible();
  // a row's actions side by side, as on every list (the kit's), and the table still fits: nothing to scroll sideways
  const [view, edit] = [page.getByRole("link", { name: `Lihat ${label}` }), page.getByRole("link", { name: `Ubah ${label}` })];
  // the page of 50 loaded (the list is not 'Memperbarui…'), and both links read in one frame: a refreshing list moves
  // its rows down by that line, once between two reads (CI: 375 against 404 px)
  await expect(page.getByRole("region", { name: "Daftar sesi" })).not.toHaveAttribute("aria-busy", "true");
  const tops = await page.evaluate(
    (links) => links.map((link) => Math.round(link!.getBoundingClientRect().top)),
    [await view.elementHandle(), await edit.elementHandle()],
  );
  expect(tops[0]).toBe(tops[1]);
  await expect(page.getByRole("table").locator("..").locator("..")).not.toHaveAttribute("data-more-end");
  // every row is that location's (a count of the rows taken once could be the page of 10 still showing)
  await expect(rows.filter({ hasNotText: "Pasar Jaya Kebayoran Lama" })).toHaveCount(0);

  // detail
  await page.getByRole("link", { name: `Lihat ${label}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Detail Sesi" })).toBeVisible();
  await expect(page.locator("dt", { hasText: /^Hari$/ }).locator("+ dd")).toHaveText("Minggu");
  await expect(page.locator("dt", { hasText: /^Kuota$/ }).locator("+ dd")).toHaveText("20");
  await expectNoAxeViolations(page);

  // edit: selects show name and code, and 'Minggu|Sunday'
  await page.getByRole("link", { name: "Ubah" }).click();
  await expect(page.getByRole("button", { name: /Lokasi/ })).toContainText("Pasar Jaya Kebayoran Lama (KBL)");
  await expect(page.getByRole("button", { name: /Hari/ })).toContainText("Minggu|Sunday");
  await expectTime(page, /Jam Mulai/, "15:00:00");
  await expect(page.getByRole("textbox", { name: /Kuota/ })).toHaveValue("20");
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /Kuota/ }).fill("25");
  await page.getByRole("button", { name: "Ubah" }).click();
  await expectToast(page, "Success");
  await expectToast(page, "Session updated successfully");
  // back on the filtered page it came from (list → detail → edit carry the list URL along)
  await expect(page).toHaveURL(/\/queues\/sessions\?(?=.*location_id=\d+)(?=.*size=50)/);
  await expect(page.getByRole("link", { name: `Lihat ${label}` })).toBeVisible();

  // archive and re-activate it
  const active = page.getByRole("switch", { name: `Aktif: ${label}` });
  await expect(active).toBeChecked();
  await active.click({ force: true });
  const archive = page.getByRole("alertdialog", { name: "Arsipkan sesi?" });
  await expectNoAxeViolations(page);
  await archive.getByRole("button", { name: "Arsipkan" }).click();
  await expectToast(page, "Session archived");
  await expect(active).not.toBeChecked();
  // the archive dialog has gone (a click while it fades out lands on its underlay, not the switch)
  await expect(archive).toBeHidden();
  await active.click({ force: true });
  await page.getByRole("alertdialog", { name: "Aktifkan sesi?" }).getByRole("button", { name: "Aktifkan" }).click();
  await expectToast(page, "Session unarchived");
  await expect(active).toBeChecked();
});

test("a day off for tomorrow disables that location ('Libur') on the public registration page; then it is deleted", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  // before: Koja takes registrations for tomorrow
  await page.goto("/queue-registration");
  await page.getByRole("button", { name: /Lokasi/ }).click();
  await expect(page.getByRole("option", { name: /^Pasar Jaya Koja/ })).not.toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");

  await signInAs(page, "superadmin");
  await openMenuItem(page, "Antrean", "Konfigurasi Hari Libur");
  await expect(page.getByRole("heading", { level: 1, name: "Konfigurasi Hari Libur" })).toBeVisible();
  await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Tambah" }).click();
  await expect(page).toHaveURL(/\/queues\/days-off\/create$/);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(
    dateField(page, /Tanggal/)
      .getByRole("spinbutton")
      .first(),
  ).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("button", { name: /Lokasi/ })).toBeEnabled();
  await choose(page, /Lokasi/, "Pasar Jaya Koja (KOJ)");
  await fillDate(page, /Tanggal/, TOMORROW);
  await page.getByRole("textbox", { name: /Keterangan/ }).fill("Pemadaman listrik terjadwal");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Day Off created successfully");
  await expect(page).toHaveURL(/\/queues\/days-off$/);

  // the list filters by location and date
  const filter = page.getByRole("search", { name: "Filter hari libur" });
  await expect(filter.getByRole("button", { name: /Lokasi/ })).toBeEnabled();
  await choose(filter, /Lokasi/, "Pasar Jaya Koja (KOJ)");
  await fillDate(filter, "Tanggal", TOMORROW);
  await filter.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${TOMORROW}`));
  // a day off is named by its date as the list shows it
  const label = "2026-11-24, Pasar Jaya Koja";
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("switch", { name: `Aktif: ${label}` })).toBeChecked();

  // detail
  await page.getByRole("link", { name: `Lihat ${label}` }).click();
  await expect(page.locator("dt", { hasText: /^Keterangan$/ }).locator("+ dd")).toHaveText("Pemadaman listrik terjadwal");
  await expectNoAxeViolations(page);

  // the citizen sees Koja closed for tomorrow
  await goClientSide(page, "/queue-registration");
  await page.getByRole("button", { name: /Lokasi/ }).click();
  const koja = page.getByRole("option", { name: /^Pasar Jaya Koja/ });
  await expect(koja).toContainText("Libur");
  await expect(koja).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");

  // back in the back-office: delete it permanently, after confirmation
  await goClientSide(page, `/queues/days-off?date=${TOMORROW}`);
  await page.getByRole("button", { name: `Hapus ${label}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Hapus hari libur?" });
  await expect(dialog).toContainText("dihapus permanen. Tindakan ini tidak dapat dibatalkan.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Hapus" }).click();
  await expectToast(page, "Day off deleted");
  await expect(page.getByRole("button", { name: `Hapus ${label}` })).toHaveCount(0);

  await goClientSide(page, "/queue-registration");
  await page.getByRole("button", { name: /Lokasi/ }).click();
  await expect(page.getByRole("option", { name: /^Pasar Jaya Koja/ })).not.toHaveAttribute("aria-disabled", "true");
});

test("super admin adds and deletes a rejection reason", async ({ page }) => {
  await openAsSuperAdmin(page, "Konfigurasi Alasan Penolakan", "/queues/rejection-reasons");
  await expect(page.getByRole("columnheader", { name: "Alasan" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Tambah" }).click();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("textbox", { name: /Alasan/ })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /Alasan/ }).fill("Membawa fotokopi KTP, bukan asli");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expectToast(page, "Rejection Reason created successfully");
  await expect(page).toHaveURL(/\/queues\/rejection-reasons$/);
  await expect(page.getByRole("rowheader", { name: "Membawa fotokopi KTP, bukan asli" })).toBeVisible();

  await page.getByRole("link", { name: "Lihat Membawa fotokopi KTP, bukan asli" }).click();
  await expect(page.locator("dt", { hasText: /^Alasan$/ }).locator("+ dd")).toHaveText("Membawa fotokopi KTP, bukan asli");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /Kembali ke daftar alasan penolakan/ }).click();

  await page.getByRole("button", { name: "Hapus Membawa fotokopi KTP, bukan asli" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Hapus alasan penolakan?" });
  await expect(dialog).toContainText("Tindakan ini tidak dapat dibatalkan.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Hapus" }).click();
  await expectToast(page, "Rejection reason deleted");
  await expect(page.getByRole("rowheader", { name: "Membawa fotokopi KTP, bukan asli" })).toHaveCount(0);
});

// The operator's two questions share one sign-in (session 36; docs/testing.md "Keeping the e2e stage fast").
test("an operator (access:queue only) gets a clear 'no permission' state on the configuration pages; may read locations but not change them: no Tambah, switches or Ubah links, and a line says why", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "operator");
  await expect(page.getByRole("link", { name: "Konfigurasi Sesi" })).toHaveCount(0);
  for (const path of ["/queues/sessions", "/queues/days-off"]) {
    await goClientSide(page, path);
    await expect(page.getByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  await goClientSide(page, "/queues/locations");
  await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByText("Anda hanya dapat melihat data ini.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tambah" })).toHaveCount(0);
  await expect(page.getByRole("switch")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Ubah/ })).toHaveCount(0);
  await page
    .getByRole("link", { name: /^Lihat / })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Detail Lokasi" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ubah" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Logout" }).click();
  // the logout must have reached the API before the next page load, or that load's silent refresh signs in again
  await expect(page).toHaveURL(/\/login/);
  await signInAs(page, "konfigurator");
  await goClientSide(page, "/queues/locations");
  await expect(page.getByRole("link", { name: "Tambah" })).toBeVisible();
  await expect(page.getByRole("switch").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Ubah / }).first()).toBeVisible();
  await expect(page.getByText("Anda hanya dapat melihat data ini.", { exact: false })).toHaveCount(0);
});
