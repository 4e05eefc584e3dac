import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, expectNoAxeViolations, signInAs, openMenuItem, startAtWib, fillDate } from "./support/app";
import { serverTimeFromStart } from "./support/citizen";
import { installFakeCamera, liveCameraTracks, refuseCamera, showQr } from "./support/fake-camera";

/**
 * 'Pindai QR' at the counter (docs/product.md §2.14) in Chromium, which has no BarcodeDetector on Linux: the
 * WebAssembly polyfill reads a fake camera showing a ticket's QR (drawn with lean-qr, as the citizen's ticket is).
 */

/** Monday 10:00 WIB: the seed has today's tickets at Kramat Jati (KRJ). */
const MONDAY_MORNING = "2026-11-23T10:00:00";
const TODAY = "2026-11-23";
const UUID_IN_PATH = /\/queues\/([0-9a-f-]{36})$/;

test.describe.configure({ timeout: 120_000 });

const scanner = (page: Page) => page.getByRole("dialog", { name: "Pindai QR tiket" });
const field = (page: Page) => scanner(page).getByRole("textbox", { name: "Nomor Antrean atau Tautan Tiket" });

async function openList(page: Page, menuItem: "Antrean Hari Ini" | "Semua Antrean") {
  await installFakeCamera(page);
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "operator");
  await openMenuItem(page, "Antrean", menuItem);
  await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
}

/** A listed ticket: its number, and its uuid from the row's link. */
async function listedTicket(page: Page, row = 0): Promise<{ no: string; uuid: string; url: string }> {
  const link = page.getByRole("table").locator("tbody tr").nth(row).getByRole("link").first();
  const href = (await link.getAttribute("href")) ?? "";
  const uuid = UUID_IN_PATH.exec(href)?.[1];
  if (!uuid) throw new Error(`no ticket link in row ${row}: ${href}`);
  return { no: ((await link.textContent()) ?? "").trim(), uuid, url: new URL(`/queues/${uuid}`, page.url()).href };
}

async function detailValue(page: Page, label: string) {
  return page.locator("dt", { hasText: label }).locator("+ dd");
}

test("a ticket's QR on the camera opens that ticket; a foreign QR is refused and never followed", async ({ page }) => {
  await openList(page, "Antrean Hari Ini");
  const ticket = await listedTicket(page);
  const ownOrigin = new URL(page.url()).origin;
  const foreignRequests: string[] = [];
  const wasmRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== ownOrigin) foreignRequests.push(request.url());
    if (url.pathname.endsWith(".wasm")) wasmRequests.push(url.pathname);
  });

  await page.getByRole("button", { name: "Pindai QR" }).click();
  await expect(scanner(page)).toBeVisible();
  await expect(scanner(page).getByTestId("camera-state")).toHaveText("Kamera siap. Arahkan ke kode QR tiket.");
  expect(await liveCameraTracks(page)).toBe(1);
  await expectNoAxeViolations(page);

  // a QR with a ticket's path on another site: the clear message, no navigation, no request to that site
  await showQr(page, `https://evil.example/queues/${ticket.uuid}`);
  await expect(scanner(page).getByRole("alert")).toHaveText(
    "Kode ini bukan tiket Antrean dari situs ini, jadi tidak dibuka. Pindai QR pada tiket warga.",
  );
  await expect(page).toHaveURL(/\/queues\/today$/);
  await expect(scanner(page)).toBeVisible();
  expect(foreignRequests).toEqual([]);

  // the scanner keeps reading: the ticket's own QR opens it
  await showQr(page, ticket.url);
  await expect(page).toHaveURL(new RegExp(`/queues/${ticket.uuid}$`));
  await expect(scanner(page)).toBeHidden();
  await expect(page.getByRole("heading", { name: ticket.no })).toBeVisible();
  // the camera is off once the scanner is gone
  await expect.poll(() => liveCameraTracks(page)).toBe(0);
  await expect(await detailValue(page, "Tanggal Pengambilan")).toHaveText(TODAY);
  // the way back is the list it was scanned from
  await page.getByRole("link", { name: /Kembali ke daftar antrean/ }).click();
  await expect(page).toHaveURL(/\/queues\/today$/);
  // no CDN, no other site: the polyfill's WebAssembly came from this build (ADR 910)
  expect(foreignRequests).toEqual([]);
  expect(wasmRequests).toEqual([expect.stringMatching(/^\/assets\/zxing_reader-[\w-]+\.wasm$/)]);
});

test("another day's ticket is shown with its day first, and opens on request", async ({ page }) => {
  await openList(page, "Semua Antrean");
  // the list is newest first: go to a past day's tickets with the date filter
  await fillDate(page, "Tanggal Pengambilan", "2026-11-21");
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/date=2026-11-21/);
  await expect(page.getByRole("table").locator("tbody tr").first()).toContainText("2026-11-21");
  const ticket = await listedTicket(page);

  await page.getByRole("button", { name: "Pindai QR" }).click();
  await expect(scanner(page).getByTestId("camera-state")).toHaveText("Kamera siap. Arahkan ke kode QR tiket.");
  await showQr(page, ticket.url);
  await expect(scanner(page).getByRole("alert")).toHaveText(`Tiket ${ticket.no} untuk 2026-11-21, bukan hari ini (${TODAY}).`);
  const shown = scanner(page).getByRole("region", { name: "Tiket hari lain" });
  await expect(shown.locator("dd").first()).toHaveText(ticket.no);
  await expect(page).toHaveURL(/date=2026-11-21/);
  await expectNoAxeViolations(page);

  await shown.getByRole("button", { name: "Buka tiket ini" }).click();
  await expect(page).toHaveURL(new RegExp(`/queues/${ticket.uuid}$`));
  await expect(await detailValue(page, "Tanggal Pengambilan")).toHaveText("2026-11-21");
});

test("camera denied: the field is offered with a message; KRJ-001 opens today's KRJ-001", async ({ page }) => {
  await openList(page, "Antrean Hari Ini");
  await refuseCamera(page, "NotAllowedError");
  await page.getByRole("button", { name: "Pindai QR" }).click();

  await expect(scanner(page).getByTestId("camera-state")).toHaveText(
    "Kamera tidak dapat dibuka: izin kamera ditolak. Ketik nomor antrean atau tempel tautan tiket di bawah.",
  );
  await expect(field(page)).toBeFocused();
  await expect(scanner(page).getByLabel("Gambar kamera untuk memindai QR tiket")).toBeHidden();
  await expect(field(page)).toBeInViewport();
  await expectNoAxeViolations(page);

  // a number not in today's list, then a pasted foreign link: each says what is wrong, nothing opens
  await page.keyboard.type("KRJ-9999");
  await page.keyboard.press("Enter");
  await expect(scanner(page).getByRole("alert")).toHaveText(
    `Antrean KRJ-9999 tidak ada untuk hari ini (${TODAY}). Periksa nomornya.`,
  );
  await expect(field(page)).toHaveValue("KRJ-9999");
  await field(page).fill("https://evil.example/queues/0a265a30-cbc3-42f8-b661-033801455b2d");
  await page.keyboard.press("Enter");
  await expect(scanner(page).getByRole("alert")).toHaveText(
    "Kode ini bukan tiket Antrean dari situs ini, jadi tidak dibuka. Pindai QR pada tiket warga.",
  );
  await expect(page).toHaveURL(/\/queues\/today$/);
  await expectNoAxeViolations(page);

  await field(page).fill("krj-1");
  await scanner(page).getByRole("button", { name: "Buka tiket" }).click();
  await expect(page).toHaveURL(UUID_IN_PATH);
  await expect(page.getByRole("heading", { name: "KRJ-001" })).toBeVisible();
  await expect(await detailValue(page, "Tanggal Pengambilan")).toHaveText(TODAY);
  await expect(await detailValue(page, "No Registrasi")).toHaveText("KRJ-001");
});

test("no camera on the device: the message says so; Escape closes the scanner and focus returns to 'Pindai QR'", async ({
  page,
}) => {
  await openList(page, "Semua Antrean");
  await refuseCamera(page, "NotFoundError");
  const button = page.getByRole("button", { name: "Pindai QR" });
  await button.click();
  await expect(scanner(page).getByTestId("camera-state")).toHaveText(
    "Kamera tidak ditemukan di perangkat ini. Ketik nomor antrean atau tempel tautan tiket di bawah.",
  );
  await expect(field(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(scanner(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test("the URL a ticket's QR holds needs access:queue: signed out → login, then that ticket; without it → /unauthorized", async ({
  page,
}) => {
  await openList(page, "Antrean Hari Ini");
  const ticket = await listedTicket(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);

  // a phone's own camera app opens the QR's URL
  await page.goto(`/queues/${ticket.uuid}`);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Username").fill("operator");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`/queues/${ticket.uuid}$`));
  await expect(page.getByRole("heading", { name: ticket.no })).toBeVisible();
  // arrived at by the login, though at the address the page opened at: the heading takes the focus (§2.12)
  await expect(page.getByRole("heading", { level: 1, name: "Detail Antrean" })).toBeFocused();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInAs(page, "tamu");
  await page.goto(`/queues/${ticket.uuid}`);
  await expect(page).toHaveURL(/\/unauthorized\?from=/);
  await expect(page.getByText(ticket.no)).toHaveCount(0);
});

test("a counter PC a day behind the server: 'Antrean Hari Ini' and the scan use the server's day", async ({ page }) => {
  // the PC says Sunday; the server (the mock's clock) says Monday 10:00 (issue 36 point 2, issue 35 point 3)
  await installFakeCamera(page);
  await startAtWib(page, "2026-11-22T10:00:00");
  await serverTimeFromStart(page, MONDAY_MORNING);
  await signInAs(page, "operator");
  await openMenuItem(page, "Antrean", "Antrean Hari Ini");
  await expect(page.getByRole("paragraph").filter({ hasText: new RegExp(`^${TODAY}$`) })).toBeVisible();
  // the day's rows themselves, not the rows shown while the list loads; their dates (a row's hours are <time> too)
  const rowDates = page.getByRole("table").locator('tbody tr time:not([datetime*=":"])');
  await expect(rowDates.first()).toBeVisible();
  const dates = await rowDates.evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
  expect(new Set(dates)).toEqual(new Set([TODAY]));

  await refuseCamera(page, "NotAllowedError");
  await page.getByRole("button", { name: "Pindai QR" }).click();
  await expect(field(page)).toBeFocused();
  await page.keyboard.type("krj-1");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(UUID_IN_PATH);
  await expect(page.getByRole("heading", { name: "KRJ-001" })).toBeVisible();
  await expect(await detailValue(page, "Tanggal Pengambilan")).toHaveText(TODAY);
});
