import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, openMenuItem, signInAs, startAtWib } from "./support/app";

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

/** Presses Tab until `target` has the focus (at most `max` presses): the control is a Tab stop. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press("Tab");
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

test("a location is archived and re-activated with Tab, Space and Enter; the focus comes back to its switch", async ({
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

  // and active again, the same way
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

test("a ticket opens from the queue list with Tab and Enter", async ({ page }) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  await openMenuItem(page, "Antrean", "Semua Antrean");
  await expect(page).toHaveURL(/\/queues$/);
  const table = page.getByRole("table", { name: "Semua Antrean" });
  const firstNo = table.getByRole("rowheader").first();
  await expect(firstNo).toBeVisible();
  await expectNoAxeViolations(page);

  await expectTabStopsInReadingOrder(page, table);

  const secondLink = table.getByRole("rowheader").nth(1).getByRole("link");
  const ticketNo = (await secondLink.textContent())!.trim();
  await tabTo(page, secondLink);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/queues\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: ticketNo })).toBeVisible();
  await expectNoAxeViolations(page);
});
