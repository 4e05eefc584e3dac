import { expect, test } from "@playwright/test";

test("the built demo app opens and an unknown path is a plain 404", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
});

test("a protected page sends a visitor with no session to /login, remembering the origin", async ({ page }) => {
  await page.goto("/queues/today");
  await expect(page).toHaveURL(/\/login\?from=%2Fqueues%2Ftoday$/);
});
