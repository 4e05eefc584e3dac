import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, openMenuItem } from "./support/app";
import {
  clockPreset,
  KRAMAT_JATI,
  MORNING_SESSION,
  person,
  register,
  registerSuccessfully,
  type Person,
  closeDemoConsole,
  consoleTab,
  controlsUnderLauncher,
  demoConsole,
  demoLauncher,
  logRows,
  setMockClock,
  signInAsPersona,
} from "./support/demo-console";
import { fillRegistration, openRegistration, serverTimeFromStart } from "./support/citizen";

/**
 * The demo console's journeys (docs/product.md §16, ADR 301), against the built demo (dist-demo): everything set up through the
 * demo console, never through Playwright's page clock or the page's globals. The page clock only moves on time the
 * journey would otherwise wait out (the README's ten seconds to 06:00: docs/testing.md, "Time the app waits out").
 */
test.describe.configure({ timeout: 120_000 });

/** Monday: the pickup day (Tuesday 2026-11-24) has sessions everywhere. */
const MONDAY = "2026-11-23";

/** The public status check for a KJP on the pickup date. */
async function checkStatus(page: Page, who: Person, date: string) {
  await page.goto("/queue-status");
  await page.getByLabel(/Nomor KJP/).fill(who.kjp);
  await page.getByLabel(/Tanggal Pengambilan/).fill(date);
  await page.getByRole("button", { name: "Cek" }).click();
}

test("clock at 20:59 WIB: registration succeeds; at 21:00 the open form closes at once, without a reload", async ({ page }) => {
  await page.goto("/");
  await setMockClock(page, MONDAY, "20:59:00");
  await closeDemoConsole(page);

  // the mock clock (and the frozen state) survive the reload the page load is
  await openRegistration(page);
  await expect(page.getByLabel("Tanggal Pengambilan")).toHaveText("Selasa, 24 November 2026 (WIB)");
  await registerSuccessfully(page, person(1));

  // another phone's form, loaded at 20:59 and filled in: the page follows the server's clock (the mock's) the moment
  // it moves to 21:00 (issue 36), so 'Daftar' is not offered and the page says when registration opens again
  await openRegistration(page);
  await fillRegistration(page, person(2), KRAMAT_JATI, MORNING_SESSION);
  await clockPreset(page, "21:00:00");
  await closeDemoConsole(page);
  await expect(page.getByText("Pendaftaran hari ini sudah ditutup.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Daftar", exact: true })).toBeDisabled();
  // the pickup date is the one a registration at the next opening gets
  await expect(page.getByLabel("Tanggal Pengambilan")).toHaveText("Rabu, 25 November 2026 (WIB)");

  // the live log (kept across the reload) shows the one registration
  const rows = await logRows(page, "POST create");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("201");
});

test("the demo data follows a clock moved after the page loaded: the seeded day off falls on the new tomorrow", async ({
  page,
}) => {
  // seeded as the page loads on a known Wednesday (its day off on Thursday 19 Nov), then moved to a Monday morning in
  // the console: only a seed that followed the clock has a day off on Tuesday 24 Nov
  await serverTimeFromStart(page, "2026-11-18T10:00:00");
  await openRegistration(page);
  await expect(page.getByLabel("Tanggal Pengambilan")).toHaveText("Kamis, 19 November 2026 (WIB)");
  await setMockClock(page, MONDAY, "08:00:00");
  await closeDemoConsole(page);
  await expect(page.getByLabel("Tanggal Pengambilan")).toHaveText("Selasa, 24 November 2026 (WIB)");
  // docs/product.md §17.1: the seed puts a day off at one market on tomorrow, relative to the mock's clock
  await page.getByRole("button", { name: /Lokasi/ }).click();
  await expect(page.getByRole("option", { name: /Libur$/ })).toHaveCount(1);
  await page.keyboard.press("Escape");
  // and it stays so after a reload (the reseeded data is what the tab keeps)
  await openRegistration(page);
  await page.getByRole("button", { name: /Lokasi/ }).click();
  await expect(page.getByRole("option", { name: /Libur$/ })).toHaveCount(1);
});

test("the README's 06:00 opening on an open registration page: freeze, preset 05:59:50, fill in, Run → registered at 06:00", async ({
  page,
}) => {
  // the page's clock runs as the real one until the journey jumps it past the README's ten seconds (below); the mock's
  // clock, an offset from it, follows
  await page.clock.install();
  // the page is open since Sunday evening: registration closed until Monday 06:00
  await page.goto("/");
  await setMockClock(page, "2026-11-22", "21:30:00");
  await closeDemoConsole(page);
  await openRegistration(page);
  await expect(page.getByText("Pendaftaran hari ini sudah ditutup.")).toBeVisible();

  // README "Typical set-ups": Clock → Freeze (done above) → the date → preset 05:59:50; no reload from here on
  const clock = await consoleTab(page, "Clock");
  await clock.getByLabel("Date (WIB)").fill(MONDAY);
  await clockPreset(page, "05:59:50");
  await expect(page.getByText("Pendaftaran dibuka pukul 06:00 WIB.")).toBeVisible();
  await expect(page.getByText("Dibuka dalam 10 detik.")).toBeVisible();
  await expect(page.getByLabel("Tanggal Pengambilan")).toHaveText("Selasa, 24 November 2026 (WIB)");
  await expect(page.getByRole("button", { name: "Daftar", exact: true })).toBeDisabled();
  await closeDemoConsole(page);
  await fillRegistration(page, person(3), KRAMAT_JATI, MORNING_SESSION);

  const run = (await consoleTab(page, "Clock")).getByRole("button", { name: "Run" });
  await run.click();
  await closeDemoConsole(page);
  // the ten seconds pass on the mock's running clock, moved on the page's instead of waited out in real time
  const daftar = page.getByRole("button", { name: "Daftar", exact: true });
  await page.clock.runFor(10_000);
  await expect(daftar).toBeEnabled();
  // never a countdown beside an active 'Daftar'
  await expect(page.getByText(/Dibuka dalam/)).toBeHidden();
  await daftar.click();
  const dialog = page.getByRole("dialog", { name: "Registrasi Berhasil" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Selasa, 24 November 2026");
  await dialog.getByRole("button", { name: "Tutup" }).click();

  const rows = await logRows(page, "POST create");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("201");
  await expect(rows.first()).toContainText("06:00:");
});

test("expire my access token now: the next admin action still succeeds (401 → refresh → retry)", async ({ page }) => {
  await page.goto("/");
  await signInAsPersona(page, "konfigurator");
  await expect(page.locator("#root")).toContainText("konfigurator");
  await closeDemoConsole(page);
  await openMenuItem(page, "Antrean", "Konfigurasi Alasan Penolakan");
  await expect(page).toHaveURL(/\/queues\/rejection-reasons$/);
  await page.getByRole("link", { name: "Tambah" }).click();
  await page.getByRole("textbox", { name: /Alasan/ }).fill("KTP asli tertinggal di rumah");

  const faults = await consoleTab(page, "Faults");
  await faults.getByRole("button", { name: "Expire my access token now" }).click();
  await expect(faults.getByRole("status")).toContainText("Access tokens expired");
  await closeDemoConsole(page);

  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("region", { name: /Notifikasi/ })).toContainText("Rejection Reason created successfully");
  await expect(page).toHaveURL(/\/queues\/rejection-reasons$/);
  await expect(page.locator("#root")).toContainText("Hello,"); // still signed in

  // what happened underneath: 401, one refresh, the retry
  const creates = await logRows(page, "POST rejection-reasons");
  await expect(creates).toHaveCount(2);
  await expect(creates.nth(1)).toContainText("UNAUTHENTICATED");
  await expect(creates.first()).toContainText("201");
  await expect(await logRows(page, "POST refresh-token 200")).not.toHaveCount(0);
});

test("export the database, reset to the seed, import it back: the same tickets are there", async ({ page }, testInfo) => {
  await page.goto("/");
  await setMockClock(page, MONDAY, "08:00:00");
  await closeDemoConsole(page);
  await openRegistration(page);
  const who = person(3);
  const number = await registerSuccessfully(page, who);

  await checkStatus(page, who, "2026-11-24");
  const ticket = page.getByRole("article", { name: "Tiket Antrean" });
  await expect(ticket).toContainText(number);

  // export
  const data = await consoleTab(page, "Data");
  const downloading = page.waitForEvent("download");
  await data.getByRole("button", { name: "Export database (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^antrean-demo-2026-11-23-\d{6}\.json$/);
  const file = testInfo.outputPath("antrean-demo.json");
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, "utf8")) as {
    format: string;
    snapshot: { tables: { tickets: { no_kjp: string }[] } };
  };
  expect(exported.format).toBe("antrean-demo-database");
  expect(exported.snapshot.tables.tickets.filter((t) => t.no_kjp === who.kjp)).toHaveLength(1);

  // reset: the ticket is gone
  await data.getByRole("button", { name: "Reset to seed" }).click();
  await expect(data.getByRole("status")).toContainText("Fresh demo data", { timeout: 30_000 });
  await closeDemoConsole(page);
  await checkStatus(page, who, "2026-11-24");
  await expect(page.getByText("Anda tidak memiliki jadwal antrean").first()).toBeVisible();

  // import: it is back, same number
  const again = await consoleTab(page, "Data");
  const choosing = page.waitForEvent("filechooser");
  await again.getByRole("button", { name: "Import database (JSON)" }).click();
  await (await choosing).setFiles(file);
  await expect(again.getByRole("status")).toContainText("Imported antrean-demo.json", { timeout: 30_000 });
  await closeDemoConsole(page);
  await checkStatus(page, who, "2026-11-24");
  await expect(page.getByRole("article", { name: "Tiket Antrean" })).toContainText(number);
});

test("the console: shortcut, tabs, keyboard, axe, state kept across a reload; faults show in the log", async ({ page }) => {
  await page.goto("/queue-status");
  await expect(page.getByRole("button", { name: "Demo console", exact: true })).toBeVisible();
  await page.keyboard.press("Alt+Shift+D");
  const panel = demoConsole(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("tab", { name: "Clock" })).toBeFocused(); // focus moves in when a tester opens it
  await expect(page.getByRole("button", { name: "Demo console", exact: true })).toHaveAttribute("aria-expanded", "true");
  for (const tab of ["Clock", "Personas", "Faults", "Data", "Log"] as const) {
    await consoleTab(page, tab);
    await expectNoAxeViolations(page);
  }

  // arrow keys move between tabs; Escape closes and gives focus back to the button
  await panel.getByRole("tab", { name: "Log" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(panel.getByRole("tab", { name: "Data" })).toHaveAttribute("aria-selected", "true");
  // its focus ring is drawn whole: the tab list scrolls sideways, and cut a ring drawn outside the tab (UX pass s38)
  const ring = await panel.getByRole("tab", { name: "Data" }).evaluate((tab) => {
    const style = getComputedStyle(tab);
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const list = tab.closest('[role="tablist"]')!;
    const clipTop = list.getBoundingClientRect().top + list.clientTop;
    const box = tab.getBoundingClientRect();
    return { style: style.outlineStyle, inside: box.top - reach >= clipTop && box.bottom + reach <= clipTop + list.clientHeight };
  });
  expect(ring).toEqual({ style: "solid", inside: true });
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Demo console", exact: true })).toBeFocused();

  // a fault on the guest locations route: 503 once, then the route works again
  const faults = await consoleTab(page, "Faults");
  await faults.getByRole("button", { name: /Route/ }).click();
  await page.getByRole("option", { name: /^guestLocations/ }).click();
  await faults.getByLabel("Only the next N calls").fill("1");
  await faults.getByRole("button", { name: "Set fault" }).click();
  await expect(faults.getByRole("list", { name: "Active faults" })).toContainText("guestLocations");
  await expect(faults.getByRole("list", { name: "Active faults" })).toContainText("503, next 1 call");

  // state survives a reload in the same tab: open, tab, log filter
  const log = await logRows(page, "locations");
  await page.reload();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("tab", { name: "Log" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByLabel("Filter")).toHaveValue("locations");
  await page.goto("/queue-registration");
  await expect(log.filter({ hasText: "503" })).toHaveCount(1);
  await expect(log.filter({ hasText: "UNAVAILABLE" })).toHaveCount(1);
  await panel.getByText("Failures only", { exact: true }).click();
  await expect(panel.getByRole("checkbox", { name: "Failures only" })).toBeChecked();
  await expect(log).toHaveCount(1);
});

test("offline and latency on one route, and the Stately inspector toggle", async ({ page, context }) => {
  await context.route("https://stately.ai/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>inspector</title>" }),
  );
  await page.goto("/");
  const faults = await consoleTab(page, "Faults");
  await faults.getByRole("button", { name: /Route/ }).click();
  await page.getByRole("option", { name: /^guestCheckQueues/ }).click();
  await faults.getByRole("button", { name: /Then/ }).click();
  await page.getByRole("option", { name: "Offline (connection drops)" }).click();
  await faults.getByLabel("Latency (ms)").fill("300");
  await faults.getByRole("button", { name: "Set fault" }).click();
  await expect(faults.getByRole("list", { name: "Active faults" })).toContainText("300 ms, then offline, every call");
  await closeDemoConsole(page);

  await checkStatus(page, person(9), "2026-11-24");
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  const rows = await logRows(page, "get");
  await expect(rows.filter({ hasText: "NETWORK_ERROR" })).toHaveCount(1);

  // the device offline: the API in the page is unreachable (mocks/browser.ts), unless the Faults tab says to answer
  // anyway, for a demo with no network at all
  const offlineSwitch = (await consoleTab(page, "Faults")).getByRole("switch", { name: "API unreachable while offline" });
  await demoConsole(page).getByRole("button", { name: "Clear all faults" }).click();
  await expect(offlineSwitch).toBeChecked();
  await demoConsole(page).getByText("API unreachable while offline", { exact: true }).click();
  await expect(offlineSwitch).not.toBeChecked();
  await closeDemoConsole(page);
  await checkStatus(page, person(9), "2026-11-24");
  await expect(page.getByRole("region", { name: "Hasil cek status" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /^Status antrean belum dapat/ })).toHaveCount(0);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Cek" }).click();
  await expect(page.getByRole("region", { name: "Hasil cek status" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /^Status antrean belum dapat/ })).toHaveCount(0);
  await context.setOffline(false);

  await consoleTab(page, "Faults");
  const popup = page.waitForEvent("popup");
  await demoConsole(page).getByText("Stately inspector", { exact: true }).click();
  expect((await popup).url()).toMatch(/^https:\/\/stately\.ai\/inspect/);
  await expect(demoConsole(page).getByText("Inspector window open")).toBeVisible();
});

test.describe("on a 360×640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test("the Demo button covers no control: the ticket after a registration and a status check, at every scroll position", async ({
    page,
  }) => {
    await page.goto("/");
    await setMockClock(page, MONDAY, "08:00:00");
    await closeDemoConsole(page);
    await openRegistration(page);
    expect(await controlsUnderLauncher(page, { everyScroll: true })).toEqual([]);
    const who = person(5);
    await register(page, who);
    const dialog = page.getByRole("dialog", { name: "Registrasi Berhasil" });
    await dialog.getByRole("button", { name: "Simpan gambar" }).scrollIntoViewIfNeeded();
    expect(await controlsUnderLauncher(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Tutup" }).click();

    await checkStatus(page, who, "2026-11-24");
    const ticket = page.getByRole("article", { name: "Tiket Antrean" });
    await expect(ticket).toBeVisible();
    for (const name of ["Simpan gambar", "Bagikan", "Cetak"]) {
      await page.getByRole("button", { name, exact: true }).scrollIntoViewIfNeeded();
      expect(await controlsUnderLauncher(page), `scrolled to '${name}'`).toEqual([]);
    }
    expect(await controlsUnderLauncher(page, { everyScroll: true })).toEqual([]);

    // still there for a thumb and for the keyboard (focus going back to it on close: 'the console: shortcut, tabs…')
    await demoLauncher(page).tap();
    await expect(demoConsole(page)).toBeVisible();
    await closeDemoConsole(page);
    await demoLauncher(page).focus();
    await page.keyboard.press("Enter");
    await expect(demoConsole(page)).toBeVisible();
    await closeDemoConsole(page);

    // opened with the shortcut from a field at the top: closing goes back to the field, without scrolling to the button
    const field = page.getByLabel(/Nomor KJP/);
    await field.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press("Alt+Shift+D");
    await expect(demoConsole(page).getByRole("tab", { selected: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(demoConsole(page)).toBeHidden();
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** `npm run docs:screenshot` writes the README's picture of the console (skipped otherwise). */
// A tool for the README, not a check: registered only by `npm run docs:screenshot`.
const target = process.env.DOCS_SCREENSHOT;
if (target)
  test("README screenshot of the console", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByRole("dialog", { name: "Pengumuman" }).getByRole("button", { name: "Tutup" }).click();
    await setMockClock(page, MONDAY, "20:59:50");
    await closeDemoConsole(page);
    await openRegistration(page);
    await registerSuccessfully(page, person(40));
    const log = await logRows(page, "");
    await expect(log.first()).toBeVisible();
    await consoleTab(page, "Clock");
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: target!, animations: "disabled" });
  });

test("at 1280 px the console sits beside the page; Alt+Shift+D works from the first paint; the Faults tab keeps its choices", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // the rendered page paints before the app's scripts run (ADR 810): hold the app until the shortcut was pressed
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/queue-registration", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Pendaftaran Antrean" })).toBeVisible();
  // the page's boot script (a few hundred bytes beside the painted HTML) listens for the shortcut; the app is held
  await expect(page.locator("html")).toHaveAttribute("data-demo-shortcut-listening", "");
  await page.keyboard.press("Alt+Shift+D");
  release();
  const panel = demoConsole(page);
  await expect(panel).toBeVisible();

  // docked at the window's end, the page narrowed beside it: nothing of the page under the panel
  const panelBox = await panel.boundingBox();
  const pageRight = await page.locator("#root").evaluate((root) => root.getBoundingClientRect().right);
  expect(panelBox?.x ?? 0).toBeGreaterThanOrEqual(pageRight);
  expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0)).toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(page.getByLabel(/Nomor KK/)).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("registration-console-1280x800.png") });

  // the Faults tab: 'Then' stays as chosen after 'Set fault' and across tabs; every active fault is listed first
  const faults = await consoleTab(page, "Faults");
  await faults.getByRole("button", { name: /Then/ }).click();
  await page.getByRole("option", { name: "500 Server error" }).click();
  await faults.getByRole("button", { name: "Set fault" }).click();
  await expect(faults.getByRole("button", { name: /Then/ })).toContainText("500 Server error");
  await expect(faults.getByRole("heading", { name: "Active faults (1)" })).toBeInViewport();
  await consoleTab(page, "Clock");
  const again = await consoleTab(page, "Faults");
  await expect(again.getByRole("button", { name: /Then/ })).toContainText("500 Server error");
  await expect(again.getByRole("list", { name: "Active faults" })).toContainText("500, every call");
});
