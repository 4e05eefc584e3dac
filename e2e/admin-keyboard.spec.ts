import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, openMenuItem, signInAs, startAtWib } from "./support/app";
import { clearFaults, setFault } from "./support/citizen";

/**
 * The staff lists worked with the keyboard alone (issue 36 point 1): every row's links and switches are Tab stops in
 * reading order, a confirm dialog answered with Tab and Enter gives the focus back to the switch that opened it, and
 * a ticket opens from the queue list by Tab + Enter. Signing in and opening the page are set-up (their own journeys
 * cover them); from the list on, only Tab, Shift+Tab, Enter and Space.
 */

/** Monday 08:00 WIB, the day the other admin journeys use. */
const MONDAY_MORNING = "2026-11-23T08:00:00";

test.describe.configure({ timeout: 120_000 });

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or `key`) until `target` has the focus (at most `max` presses): the control is a Tab stop. */
async function tabTo(page: Page, target: Locator, max = 80, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** Every control in the table's body, in document (reading) order. */
const bodyControls = (table: Locator) => table.locator("tbody").locator("a[href], button, input").all();

/** From the first control of the body, Tab lands on each next one in reading order, and Shift+Tab goes back. */
async function expectTabStopsInReadingOrder(page: Page, table: Locator) {
  const controls = await bodyControls(table);
  expect(controls.length).toBeGreaterThan(1);
  await tabTo(page, controls[0]!);
  for (const control of controls.slice(1)) {
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
  }
  for (const control of controls.slice(0, -1).reverse()) {
    await page.keyboard.press("Shift+Tab");
    await expect(control).toBeFocused();
  }
}

// One sign-in for the locations list's keyboard questions: the archive and its toast at the UX pass's 1280×800
// (session 36; docs/testing.md "Keeping the e2e stage fast").
test.use({ viewport: { width: 1280, height: 800 } });

test("a location is archived and re-activated with Tab, Space and Enter; the focus comes back to its switch; after the archive the toast covers no control: the pager's 'Baris per halaman' stays above it, reached by Tab or scrolled to the end", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  await openMenuItem(page, "Antrean", "Konfigurasi Lokasi");
  await expect(page).toHaveURL(/\/queues\/locations$/);
  const table = page.getByRole("table", { name: "Daftar lokasi" });
  await expect(table.getByRole("rowheader").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await expectTabStopsInReadingOrder(page, table);

  const name = (await table.getByRole("rowheader").first().textContent())!.trim();
  const active = table.getByRole("switch", { name: `Aktif: ${name}` });
  await expect(active).toBeChecked();

  // archive: Space on the switch asks first; Tab to 'Arsipkan', Enter
  await tabTo(page, active);
  await page.keyboard.press("Space");
  const archive = page.getByRole("alertdialog", { name: "Arsipkan lokasi?" });
  await expect(archive).toBeVisible();
  const archiveButton = archive.getByRole("button", { name: "Arsipkan" });
  await tabTo(page, archiveButton, 5);
  await page.keyboard.press("Enter");
  await expect(archive).toBeHidden();
  await expect(active).not.toBeChecked();
  await expect(active).toBeFocused();

  // the window of the UX pass's screenshot: the pager's select just under the fold as the list opens
  // the toast's region (the toast and its margin at the open sidebar's foot, beside the list since session 51; at the
  // window's bottom right with the sidebar closed: src/app/toast-room.test.tsx)
  const toast = page.getByRole("region", { name: "Notifikasi (F8)" });
  await expect(toast.getByText("Location archived")).toBeVisible();
  // held open while the check runs (the pointer over it pauses it); the page does not move
  await toast.hover();

  const pageSize = page.getByRole("button", { name: /Baris per halaman/ });
  const overlaps = async () => {
    const [a, b] = [(await pageSize.boundingBox())!, (await toast.boundingBox())!];
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  // from the control before it, with the page scrolled so the select is whole on screen just above the window's
  // bottom edge, where the toast is: Tab to it brings it above the toast
  await tabTo(page, pageSize);
  await page.keyboard.press("Shift+Tab");
  await pageSize.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 8)));
  await page.keyboard.press("Tab");
  await expect(pageSize).toBeFocused();
  await expect(toast).toBeVisible();
  expect(await overlaps()).toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1))
    .toBe(true);
  await expect(toast).toBeVisible();
  expect(await overlaps()).toBe(false);

  // and active again, the same way: back to its switch with Shift+Tab
  await tabTo(page, active, 80, "Shift+Tab");
  await page.keyboard.press("Space");
  const activate = page.getByRole("alertdialog", { name: "Aktifkan lokasi?" });
  await expect(activate).toBeVisible();
  await tabTo(page, activate.getByRole("button", { name: "Aktifkan" }), 5);
  await page.keyboard.press("Enter");
  await expect(activate).toBeHidden();
  await expect(active).toBeChecked();
  await expect(active).toBeFocused();
  await expectNoAxeViolations(page);
});

// One sign-in for the queue lists' keyboard questions (session 36; docs/testing.md "Keeping the e2e stage fast").
test("'Coba lagi' that loads the ticket list gives the focus to the list's heading; a ticket opens from the queue list with Tab and Enter; at 1024×768 the list's box is a named Tab stop that the arrow keys scroll; a ticket opened from 'Antrean Hari Ini' keeps that list highlighted and 'Kembali' gives the focus back to its link", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  // 'Coba lagi' that loads the ticket list gives the focus to the list's heading, not the page's body
  await setFault(page, "queueList", { status: 500 });
  await openMenuItem(page, "Antrean", "Semua Antrean");
  const retry = page.getByRole("button", { name: "Coba lagi" });
  await expect(retry).toBeVisible();
  await clearFaults(page);
  await tabTo(page, retry);
  await page.keyboard.press("Enter");
  const table = page.getByRole("table", { name: "Semua Antrean" });
  await expect(table.getByRole("rowheader").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Semua Antrean" })).toBeFocused();
  await expect(page).toHaveURL(/\/queues$/);
  await expectNoAxeViolations(page);

  await expectTabStopsInReadingOrder(page, table);

  const secondLink = table.getByRole("rowheader").nth(1).getByRole("link");
  const ticketNo = (await secondLink.textContent())!.trim();
  await tabTo(page, secondLink);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/queues\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: ticketNo })).toBeVisible();
  // the focus arrives on the page's heading, not the body: one Shift+Tab reaches the way back
  await expect(page.getByRole("heading", { level: 1, name: "Detail Antrean" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("link", { name: /Kembali ke daftar antrean/ })).toBeFocused();

  // the browser's Back: the focus is on the link of the ticket just opened
  await page.goBack();
  await expect(page).toHaveURL(/\/queues$/);
  await expect(table.getByRole("link", { name: ticketNo, exact: true })).toBeFocused();

  // at 1024×768 the box scrolls sideways: Tab reaches it, it has the table's name, and the arrow keys bring the last
  // column in
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(1024);
  const region = page.getByRole("region", { name: "Semua Antrean" });
  await tabTo(page, region);
  expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  const reason = table.getByRole("columnheader", { name: "Alasan Penolakan" });
  await expect(reason).not.toBeInViewport({ ratio: 1 });
  const scrolledToEnd = () => region.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  for (let i = 0; i < 60 && !(await scrolledToEnd()); i++) await page.keyboard.press("ArrowRight");
  await expect(region).toBeFocused();
  await expect(reason).toBeInViewport({ ratio: 0.99 });
  await expectNoAxeViolations(page);

  // a ticket opened from 'Antrean Hari Ini' keeps that list highlighted; 'Kembali' gives the focus back to its link
  await openMenuItem(page, "Antrean", "Antrean Hari Ini");
  const today = page.getByRole("table", { name: "Antrean Hari Ini" });
  const firstLink = today.getByRole("rowheader").first().getByRole("link");
  await expect(firstLink).toBeVisible();
  const todayNo = (await firstLink.textContent())!.trim();
  await tabTo(page, firstLink);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Detail Antrean" })).toBeFocused();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Antrean Hari Ini" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Semua Antrean" })).not.toHaveAttribute("aria-current", "page");

  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/queues\/today/);
  await expect(today.getByRole("link", { name: todayNo, exact: true })).toBeFocused();
});
