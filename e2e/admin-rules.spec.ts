import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, signInAs, openMenuItem, dateField, expectDate, fillDate } from "./support/app";
import { clearFaults, outwaitLatency, setFault } from "./support/citizen";

/**
 * The server's rules on staff records, worded beside the field (docs/product.md §8.1, §11.9), and the admin kit's
 * behaviour around them (ADR 603): the leave-page warning, the new record highlighted after a create, and rows marked
 * stale while a slow filter loads. Against the built demo, on the mock's own clock (today's date).
 */

test.describe.configure({ timeout: 120_000 });

/** A date well after any mock clock these tests run on, so it is never 'in the past'. */
const FUTURE_DAY = "2031-01-15";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifikasi/ });

async function choose(scope: Page | Locator, select: RegExp, option: RegExp | string) {
  const page = "page" in scope ? scope.page() : scope;
  await expect(scope.getByRole("button", { name: select })).toBeEnabled();
  await scope.getByRole("button", { name: select }).click();
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

/** The table row whose row header names `name`. */
const rowOf = (page: Page, name: string | RegExp) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });

async function openAs(page: Page, username: string, menu: string, path: string) {
  await signInAs(page, username);
  await openMenuItem(page, "Antrean", menu);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // the first answer in: a loading table shows one row saying so, and only records have a row header
  await expect(page.getByRole("table").getByRole("rowheader").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').filter({ has: page.getByRole("table") })).toHaveCount(0);
}

test("a second day off for the same location and date is refused beside the date, and nothing typed is lost", async ({
  page,
}) => {
  await openAs(page, "konfigurator", "Konfigurasi Hari Libur", "/queues/days-off");

  await page.getByRole("link", { name: "Tambah" }).click();
  await choose(page, /Lokasi/, "Pasar Jaya Koja (KOJ)");
  await fillDate(page, /Tanggal/, FUTURE_DAY);
  await page.getByRole("textbox", { name: /Keterangan/ }).fill("Kerja bakti");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(toasts(page)).toContainText("Day Off created successfully", { timeout: 15_000 });
  await expect(page).toHaveURL(/\/queues\/days-off$/);

  // the same location and date again
  await page.getByRole("link", { name: "Tambah" }).click();
  await choose(page, /Lokasi/, "Pasar Jaya Koja (KOJ)");
  await fillDate(page, /Tanggal/, FUTURE_DAY);
  await page.getByRole("textbox", { name: /Keterangan/ }).fill("Kerja bakti lagi");
  await page.getByRole("button", { name: "Simpan" }).click();
  const date = dateField(page, /Tanggal/)
    .getByRole("spinbutton")
    .first();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  // the segment's description starts with react-aria's own 'Selected Date: …', then the field's error
  await expect(date).toHaveAccessibleDescription(/Lokasi ini sudah libur pada tanggal itu\. Pilih tanggal atau lokasi lain\.$/);
  await expect(page).toHaveURL(/\/queues\/days-off\/create$/);
  await expectDate(page, /Tanggal/, FUTURE_DAY);
  await expect(page.getByRole("textbox", { name: /Keterangan/ })).toHaveValue("Kerja bakti lagi");
  await expect(page.getByRole("button", { name: /Lokasi/ })).toContainText("Pasar Jaya Koja");
  await expectNoAxeViolations(page);

  // a day in the past, by the server's WIB date
  await fillDate(page, /Tanggal/, "2020-01-06");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(date).toHaveAccessibleDescription(/Tanggal ini sudah lewat\. Pilih hari ini atau tanggal sesudahnya\.$/);
  await expect(page.getByRole("textbox", { name: /Keterangan/ })).toHaveValue("Kerja bakti lagi");
});

test("a role slug with capitals and signs is refused before sending, in English beside the field", async ({ page }) => {
  await signInAs(page, "superadmin");
  await openMenuItem(page, "Users", "Role");
  await page.getByRole("link", { name: "Add" }).click();
  await page.getByLabel(/^Name/).fill("Petugas Lokasi");
  await page.getByLabel(/^Slug/).fill("Petugas Lokasi!!");
  await page.getByRole("button", { name: "Create Role" }).click();
  await expect(page.getByLabel(/^Slug/)).toHaveAccessibleDescription(
    "Use only lowercase letters (a-z), digits and . : _ - (no spaces).",
  );
  await expect(page.getByLabel(/^Name/)).toHaveValue("Petugas Lokasi");
  await expectNoAxeViolations(page);
});

test("leaving an edited form asks first (a link, Back): 'stay' keeps the values, 'leave' goes; a reload asks the browser's question", async ({
  page,
}) => {
  await openAs(page, "konfigurator", "Konfigurasi Lokasi", "/queues/locations");
  await page.getByRole("link", { name: "Ubah Pasar Jaya Koja" }).click();
  const name = page.getByRole("textbox", { name: /Nama/ });
  await expect(name).toHaveValue("Pasar Jaya Koja");
  await name.fill("Pasar Jaya Koja Baru");

  // in-app navigation: the menu
  await openMenuItem(page, "Antrean", "Konfigurasi Sesi");
  const dialog = page.getByRole("alertdialog", { name: "Tinggalkan halaman ini?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Perubahan di formulir ini belum disimpan dan akan hilang.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Tetap di sini" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/queues\/locations\/\d+\/edit$/);
  await expect(name).toHaveValue("Pasar Jaya Koja Baru");

  // closing or reloading the tab: the browser's own question; dismissing it keeps the page
  const question = page.waitForEvent("dialog");
  await page.evaluate(() => setTimeout(() => location.reload()));
  const asked = await question;
  expect(asked.type()).toBe("beforeunload");
  await asked.dismiss();
  await expect(name).toHaveValue("Pasar Jaya Koja Baru");

  // the browser's (or the phone's) Back: asked too; 'stay' keeps the page and the values
  await page.evaluate(() => history.back());
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Tetap di sini" }).click();
  await expect(page).toHaveURL(/\/queues\/locations\/\d+\/edit$/);
  await expect(name).toHaveValue("Pasar Jaya Koja Baru");

  // 'Kembali', then leave: the list, the edit dropped
  await page.getByRole("link", { name: /Kembali ke daftar lokasi/ }).click();
  await page.getByRole("alertdialog", { name: "Tinggalkan halaman ini?" }).getByRole("button", { name: "Tinggalkan" }).click();
  await expect(page).toHaveURL(/\/queues\/locations$/);
  await expect(page.getByRole("rowheader", { name: "Pasar Jaya Koja", exact: true })).toBeVisible();

  // Back, then leave: the page before the form, the edit dropped
  await page.getByRole("link", { name: "Ubah Pasar Jaya Koja" }).click();
  await name.fill("Pasar Jaya Koja Lagi");
  await page.evaluate(() => history.back());
  await dialog.getByRole("button", { name: "Tinggalkan" }).click();
  await expect(page).toHaveURL(/\/queues\/locations$/);
  await expect(page.getByRole("rowheader", { name: "Pasar Jaya Koja", exact: true })).toBeVisible();
});

test("after a create the list shows the new record highlighted and in view; a duplicate reason is refused", async ({ page }) => {
  await openAs(page, "konfigurator", "Konfigurasi Alasan Penolakan", "/queues/rejection-reasons");
  await page.getByRole("link", { name: "Tambah" }).click();
  await page.getByRole("textbox", { name: /Alasan/ }).fill("  Dokumen rusak atau tidak terbaca ");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/queues\/rejection-reasons$/);

  // stored trimmed, highlighted, marked 'Baru', in view, announced
  const row = rowOf(page, "Dokumen rusak atau tidak terbaca");
  await expect(row).toHaveAttribute("data-highlighted", "true");
  await expect(row).toContainText("Baru");
  await expect(row).toBeInViewport();
  await expect(page.getByText("Dokumen rusak atau tidak terbaca ditambahkan dan ditandai di daftar.")).toBeAttached();
  await expect(page.getByRole("table").locator("[data-highlighted]")).toHaveCount(1);
  await expectNoAxeViolations(page);

  // the same reason in other letters and spaces
  await page.getByRole("link", { name: "Tambah" }).click();
  const reason = page.getByRole("textbox", { name: /Alasan/ });
  await reason.fill(" DOKUMEN RUSAK atau tidak terbaca");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(reason).toHaveAccessibleDescription("Alasan ini sudah ada. Tulis alasan yang lain.");
  await expect(reason).toHaveValue(" DOKUMEN RUSAK atau tidak terbaca");
});

/**
 * A slow answer on the page's clock (it flows as real time until moved): the answer is held long enough for the checks
 * of the stale rows however busy the machine, then the clock runs past it instead of the journey waiting it out.
 */
const SLOW_MS = 60_000;

test("on a slow network a filter change shows the rows as stale until the answer arrives", async ({ page }) => {
  await page.clock.install();
  await openAs(page, "konfigurator", "Konfigurasi Sesi", "/queues/sessions");
  const table = page.locator("[aria-busy]").filter({ has: page.getByRole("table") });
  const rowsBefore = await page.getByRole("table").locator("tbody tr").count();
  expect(rowsBefore).toBeGreaterThan(1);

  await setFault(page, "sessionList", { latencyMs: SLOW_MS, times: 1 });
  const filter = page.getByRole("search");
  await choose(filter, /Lokasi/, "Pasar Jaya Koja (KOJ)");
  await filter.getByRole("button", { name: "Cari" }).click();

  // the old rows stay, dimmed and busy, with a line saying so
  const updating = page.getByRole("status").filter({ hasText: "Memperbarui…" });
  await expect(updating).toBeVisible();
  await expect(table).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(rowsBefore);

  // then the answer: fresh rows, all Koja's
  await outwaitLatency(page, "sessionList", SLOW_MS, updating);
  await expect(page.locator('[aria-busy="true"]').filter({ has: page.getByRole("table") })).toHaveCount(0);
  const locations = await page.getByRole("table").locator("tbody tr").allTextContents();
  expect(locations.length).toBeGreaterThan(0);
  for (const text of locations) expect(text).toContain("Pasar Jaya Koja");
  await clearFaults(page);
  await expectNoAxeViolations(page);
});

test("the ticket list marks its rows stale too while a slow status filter loads", async ({ page }) => {
  await page.clock.install();
  await openAs(page, "operator", "Semua Antrean", "/queues");
  await setFault(page, "queueList", { latencyMs: SLOW_MS, times: 1 });
  const filter = page.getByRole("search");
  await choose(filter, /Status/, "Selesai");
  await filter.getByRole("button", { name: "Cari" }).click();

  const updating = page.getByRole("status").filter({ hasText: "Memperbarui…" });
  await expect(updating).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').filter({ has: page.getByRole("table") })).toHaveCount(1);

  await outwaitLatency(page, "queueList", SLOW_MS, updating);
  const statuses = await page.getByRole("table").locator("tbody tr").allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  for (const text of statuses) expect(text).toContain("Selesai");
  await clearFaults(page);
});
