import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/app";

test.use({ viewport: { width: 360, height: 640 } });

// One journey for both error pages: the same phone and nothing set up, so one browser context and one start of the
// demo serve both (docs/testing.md "Keeping the e2e stage fast").
test("an unknown path is a plain 404; /unauthorized says so and offers the dashboard", async ({ page }) => {
  await page.goto("/tidak-ada-halaman-ini");
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText(/Not Found/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/unauthorized");
  await expect(page.getByRole("heading", { level: 1, name: "Unauthorized" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
