import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signInAs, startAtWib, openMenuItem } from "./support/app";
import { whenMockReady } from "./support/citizen";

const MONDAY_MORNING = "2026-11-23T10:00:00";

// Journeys of many steps with axe checks; on a loaded 2-core machine 30 s is too tight.
test.describe.configure({ timeout: 120_000 });

const menu = (page: Page) => page.getByRole("navigation", { name: "Menu" });
const firstTicketRow = (page: Page) => page.getByRole("table").locator("tbody tr").first();

test("queue operator: configuration and user menu items hidden, /users goes to /unauthorized, the ticket list works", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "operator");

  await expect(page.getByText("Hello, operator")).toBeVisible();
  // groups start collapsed on the dashboard (docs/product.md §2): open the one there is
  await menu(page).getByRole("button", { name: "Antrean" }).click();
  await expect(menu(page).getByRole("link")).toHaveText(["Dashboard", "Semua Antrean", "Antrean Hari Ini", "Kapasitas Antrean"]);
  for (const hidden of [
    "Konfigurasi Lokasi",
    "Konfigurasi Sesi",
    "Konfigurasi Hari Libur",
    "Konfigurasi Alasan Penolakan",
    "User",
    "Role",
    "Permission",
  ]) {
    await expect(menu(page).getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(menu(page).getByRole("button", { name: "Users" })).toHaveCount(0);
  // roles are never shown
  await expect(page.getByText(/Queue Operator/i)).toHaveCount(0);

  await page.goto("/users");
  await expect(page).toHaveURL(/\/unauthorized\?from=%2Fusers$/);

  await page.getByRole("link", { name: /dashboard/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await menu(page).getByRole("button", { name: "Antrean" }).click();
  await menu(page).getByRole("link", { name: "Semua Antrean" }).click();
  await expect(page).toHaveURL(/\/queues$/);
  await expect(firstTicketRow(page)).toBeVisible();
  await expect(page.getByText(/1–10 dari \d+/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/queues\?page=2$/);
  await expect(page.getByText(/11–20 dari \d+/)).toBeVisible();
  await expectNoAxeViolations(page);
});

// The superadmin's session questions on two sign-ins, not four (session 36; docs/testing.md "Keeping the e2e stage fast").
test("the access token expires mid-session: the next action refreshes silently and succeeds; logout returns to /login and the back button shows no data", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  await openMenuItem(page, "Antrean", "Semua Antrean");
  await expect(firstTicketRow(page)).toBeVisible();

  const refreshes: number[] = [];
  const unauthorized: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/v1/users/auth/refresh-token")) refreshes.push(response.status());
    if (response.status() === 401) unauthorized.push(response.url());
  });
  await whenMockReady(page);
  await page.evaluate(() => {
    const mock = (window as unknown as { __antreanMockApi?: { faults: { expireAccessTokens(): void } } }).__antreanMockApi;
    if (!mock) throw new Error("the demo build exposes no mock API control");
    mock.faults.expireAccessTokens();
  });

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/queues\?page=2$/);
  await expect(page.getByText(/11–20 dari \d+/)).toBeVisible();
  await expect(firstTicketRow(page)).toBeVisible();
  // the old token was refused, then one silent refresh (their response events may reach the test after the rows
  // they made possible) …
  await expect.poll(() => unauthorized.length).toBeGreaterThan(0);
  await expect.poll(() => refreshes).toEqual([200]);
  await expect(page.getByText("Error", { exact: true })).toHaveCount(0); // … and no error toast
  await expect(page.getByText("Hello, superadmin")).toBeVisible();

  // the new token keeps working
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/21–30 dari \d+/)).toBeVisible();
  expect(refreshes).toEqual([200]);

  // logout returns to /login and the back button shows no data
  const firstNo = (await firstTicketRow(page).locator("a").first().textContent()) ?? "";
  expect(firstNo).not.toBe("");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByText(firstNo)).toHaveCount(0);
  await expect(page.getByText("Hello,")).toHaveCount(0);

  // and a reload does not bring the session back (the refresh token was revoked)
  await page.goto("/queues");
  await expect(page).toHaveURL(/\/login\?from=%2Fqueues$/);
});

test("a user with no permissions sees only the Dashboard and is sent to /unauthorized from ticket pages", async ({ page }) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "tamu");
  await expect(menu(page).getByRole("link")).toHaveText(["Dashboard"]);
  await expect(page.getByRole("heading", { name: "Comming Soon..." })).toBeVisible();
  await page.goto("/queues/today");
  await expect(page).toHaveURL(/\/unauthorized\?from=%2Fqueues%2Ftoday$/);
  await expectNoAxeViolations(page);
});

test("a user admin sees only the Users group and may not open queue pages", async ({ page }) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "useradmin");
  await menu(page).getByRole("button", { name: "Users" }).click();
  await expect(menu(page).getByRole("link")).toHaveText(["Dashboard", "User", "Role", "Permission"]);
  await expect(menu(page).getByRole("button", { name: "Antrean" })).toHaveCount(0);
  await page.goto("/queues/locations");
  await expect(page).toHaveURL(/\/unauthorized\?from=%2Fqueues%2Flocations$/);
});

test("the sidebar toggles, and the open group holds the selected item; a session that ends says why on the login page; the skip link speaks the screen's language", async ({
  page,
}) => {
  await startAtWib(page, MONDAY_MORNING);
  await signInAs(page, "superadmin");
  await openMenuItem(page, "Antrean", "Antrean Hari Ini");
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page).getByRole("button", { name: "Antrean" })).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page).getByRole("button", { name: "Users" })).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page).getByRole("link", { name: "Antrean Hari Ini" })).toHaveAttribute("aria-current", "page");
  const box = await page.getByRole("complementary", { name: "Sidebar" }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(288); // 72 units of 4 px
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page)).toBeHidden();
  await toggle.click();
  await expect(menu(page)).toBeVisible();

  // a session that ends says why on the login page; the skip link speaks the screen's language
  await openMenuItem(page, "Antrean", "Semua Antrean");
  await expect(firstTicketRow(page)).toBeVisible();
  // the skip link: Indonesian on an Indonesian screen, English in user administration (ADR 603)
  await expect(page.getByRole("link", { name: "Langsung ke konten" })).toHaveAttribute("href", "#main-content");
  await openMenuItem(page, "Users", "User");
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("link", { name: "Skip to content" })).toHaveAttribute("lang", "en");

  // the server ends the session (the refresh token revoked): the refresh fails, and a reload lands on the login page
  await whenMockReady(page);
  await page.evaluate(() => {
    const mock = (
      window as unknown as {
        __antreanMockApi?: { faults: { expireAccessTokens(): void; set(route: string, fault: object): void } };
      }
    ).__antreanMockApi;
    if (!mock) throw new Error("the demo build exposes no mock API control");
    mock.faults.set("refresh", { status: 401 });
    mock.faults.expireAccessTokens();
  });
  // a list opened now fails for it: it says so, in the screen's language, and offers no 'Try again' that cannot work
  await openMenuItem(page, "Users", "Role");
  await expect(page.getByText("Your session has ended. Reload the page, then log in again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?from=%2Fusers%2Froles$/);
  await expect(page.getByRole("status").filter({ hasText: "Your session has ended. Please log in again." })).toBeVisible();
  await expectNoAxeViolations(page);
});
