import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, expectNoAxeViolations } from "./support/app";

test.use({ viewport: { width: 360, height: 640 } });

// The form's states (the texts, the messages under the fields, a refused login with its 'Error' toast, the locked
// button) are stories (stories/screens/login.stories.tsx); this journey checks what they cannot: the served page at a
// phone's width, axe on it before and after the fields are refused, and a login from there that lands on /dashboard,
// though its address names an origin outside the app to go back to (ignored: the app's own pages only).
test("login: the fields are checked first, then it lands on /dashboard; an origin outside the app is ignored", async ({
  page,
}) => {
  await page.goto("/login?from=https%3A%2F%2Fevil.example%2F");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, Welcome" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("Password").fill("1234567");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Username")).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel("Username").fill("superadmin");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Hello,/)).toBeVisible();
  // the login's button is gone with its page: the dashboard's heading has the focus, not the page's body (§2.12)
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
});

test("login returns to the page it came from and replaces the history entry; signed in, /login goes straight on", async ({
  page,
}) => {
  await page.goto("/queues/today");
  await expect(page).toHaveURL(/\/login\?from=%2Fqueues%2Ftoday$/);
  await page.getByLabel("Username").fill("operator");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/queues\/today$/);
  expect(await page.evaluate(() => history.length)).toBe(2); // about:blank, then this page: /login was replaced

  // signed in now, a visit to /login goes on to the page it names
  await page.evaluate(() => {
    history.pushState(null, "", "/login?from=%2Fqueues");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/queues$/);
});

test("after 5 wrong passwords the login is locked for a while, even with the right one, and the page says so", async ({
  page,
}) => {
  // the page's clock (the mock's runs on it) runs as the real one; the countdown's next second is moved on it below
  await page.clock.install();
  await page.goto("/login");
  await page.getByLabel("Username").fill("operator");
  const login = page.getByRole("button", { name: "Login" });
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel("Password").fill(`salah-sandi-${attempt}`);
    await login.click();
    await expect(page.getByText("Invalid username or password")).toBeVisible();
    await expect(login).toBeEnabled();
  }
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await login.click();
  await expect(page.getByText(/Too many failed login attempts\. Try again in \d+ seconds\./)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // 'Login' waits out the lock, counting the seconds down, instead of inviting a refused attempt
  const waiting = page.getByRole("button", { name: /^Try again in \d+ s$/ });
  await expect(waiting).toBeDisabled();
  await expect(page.getByLabel("Password")).toBeFocused(); // not lost with the disabled button
  const secondsLeft = async () => Number((await waiting.textContent())?.match(/\d+/)?.[0]);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(25);
  expect(first).toBeLessThanOrEqual(30);
  await page.clock.runFor(1_000);
  await expect.poll(secondsLeft).toBeLessThan(first);
  await expect(page.getByLabel("Password")).toHaveValue(DEMO_PASSWORD);
});
