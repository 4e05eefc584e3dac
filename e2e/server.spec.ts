import { expect, test } from "@playwright/test";
import readXlsxFile from "read-excel-file/node";
import { loginAs, markDone, startAtWib } from "./support/app";
import { openRegistration, submitRegistration } from "./support/citizen";

/**
 * The real server (`npm run serve`: the production build and the API on PGlite, ADR 106) in Chromium: the journeys of
 * docs/product.md that cross every layer once — register, check the status, sign in, mark done, export. The server's
 * clock starts at Monday 2026-11-23 08:00 WIB (MOCK_NOW), so the pickup date is Tuesday. The rest of the journeys stay
 * on the demo build.
 */

test.describe.configure({ mode: "serial" });

const who = { kjp: "5049489922220001", ktp: "9999000022220001", kk: "9999111122220001" };
let number = "";

test.beforeEach(async ({ page }) => {
  await startAtWib(page, "2026-11-23T08:00:00");
});

test("a citizen registers and finds the ticket by KJP", async ({ page }) => {
  await openRegistration(page);
  await submitRegistration(page, who, /Pasar Minggu/, /09:00 - 11:00 WIB/);
  const dialog = page.getByRole("dialog", { name: "Registrasi Berhasil" });
  number = (await dialog.getByText(/^PSM-\d{3}$/).textContent()) ?? "";
  expect(number).toMatch(/^PSM-\d{3}$/);
  await dialog.getByRole("button", { name: "Tutup" }).click();

  await page.getByRole("link", { name: "Cek status antrean Anda" }).click();
  await expect(page).toHaveURL(/\/queue-status$/);
  await page.getByLabel(/Nomor KJP/).fill(who.kjp);
  await page.getByRole("button", { name: "Cek" }).click();
  const ticket = page.getByRole("article", { name: "Tiket Antrean" });
  for (const text of [number, who.kjp, "9999********0001", "Selasa, 24 November 2026", "Terdaftar"]) {
    await expect(ticket).toContainText(text);
  }
});

test("staff sign in, mark the ticket done and export it", async ({ page }) => {
  expect(number, "the registration journey ran first").not.toBe("");
  await loginAs(page, "superadmin");
  await page.goto(`/queues?search=${who.kjp}`);
  const grid = page.getByRole("table");
  await grid.getByRole("link", { name: number, exact: true }).click();
  await expect(page.getByRole("heading", { name: number })).toBeVisible();
  await markDone(page, number);
  await expect(page.getByText(`${number}: Queue marked as done`)).toBeVisible();
  await expect(page.locator("dt", { hasText: /^Status$/ }).locator("+ dd")).toHaveText("Selesai");

  await page.goto(`/queues?search=${who.kjp}`);
  await expect(grid.getByRole("link", { name: number, exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toBe("DaftarAntrean.xlsx");
  const [sheet] = await readXlsxFile(await download.path());
  const exported = (sheet?.data ?? []).filter((row) => row[0] === number);
  // the workbook's columns (server/export/queue-workbook.ts): the status in the screens' words
  expect(exported).toEqual([
    [number, who.kjp, who.ktp, who.kk, "2026-11-24", "Pasar Jaya Pasar Minggu", "09:00:00", "11:00:00", "Selesai", null],
  ]);
});

test("with no signal at the market, 'Tiket saya' still opens the ticket; the forms say there is no connection", async ({
  page,
  context,
}) => {
  const citizen = { kjp: "5049489922220002", ktp: "9999000022220002", kk: "9999111122220002" };
  await openRegistration(page);
  await submitRegistration(page, citizen, /Pasar Minggu/, /09:00 - 11:00 WIB/);
  const dialog = page.getByRole("dialog", { name: "Registrasi Berhasil" });
  const ticketNumber = (await dialog.getByText(/^PSM-\d{3}$/).textContent()) ?? "";
  await dialog.getByRole("button", { name: "Tutup" }).click();
  // the worker has precached the citizen pages once it is active (scripts/service-worker.ts, ADR 817)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.goto("/queue-status");
  const mine = page.getByRole("region", { name: "Tiket saya" });
  await mine.getByRole("button", { name: new RegExp(ticketNumber) }).click();
  const viewer = page.getByRole("dialog", { name: `Tiket Antrean ${ticketNumber}` });
  const ticket = viewer.getByRole("article", { name: "Tiket Antrean" });
  for (const text of [ticketNumber, "Selasa, 24 November 2026", "Pasar Jaya Pasar Minggu", "09:00 - 11:00 WIB"]) {
    await expect(ticket).toContainText(text);
  }
  await expect(viewer.getByRole("img", { name: /Kode QR/ })).toBeVisible();
  await expect(viewer.getByText(/^Status terbaru belum dapat diperiksa\. Ini salinan yang tersimpan/)).toBeVisible();
  await viewer.getByRole("button", { name: "Tutup" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Tidak ada koneksi internet." })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Cek Status Antrean" })).toBeVisible();
  await expect(mine.getByRole("button", { name: new RegExp(ticketNumber) })).toBeVisible();

  await page.goto("/queue-registration");
  await expect(page.getByRole("heading", { name: "Pendaftaran Antrean" })).toBeVisible();
  const notice = page.getByRole("alert").filter({ hasText: "Tidak ada koneksi internet." });
  await expect(notice).toContainText("Tiket yang tersimpan di ponsel ini tetap dapat dibuka tanpa internet");
  await notice.getByRole("link", { name: "Tiket saya" }).click();
  await expect(page).toHaveURL(/\/queue-status#tiket-saya$/);
  await expect(mine.getByRole("button", { name: new RegExp(ticketNumber) })).toBeVisible();

  // the signal goes while the page is open: a check says so at once, and the button is free again
  await context.setOffline(false);
  await page.goto("/queue-status");
  await page.getByLabel("Nomor KJP").fill(citizen.kjp);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Cek" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /^Status antrean belum dapat/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cek" })).toBeEnabled();
  await context.setOffline(false);
});
