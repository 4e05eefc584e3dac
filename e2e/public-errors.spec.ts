import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, startAtWib } from "./support/app";

test.use({ viewport: { width: 360, height: 640 } });

// One journey for both error pages: the same phone and nothing set up, so one browser context and one start of the
// demo serve both (docs/testing.md "Keeping the e2e stage fast").
test("an unknown path is a plain 404; /unauthorized says so and offers the dashboard", async ({ page }) => {
  await page.goto("/tidak-ada-halaman-ini");
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Halaman tidak ditemukan.", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/unauthorized");
  await expect(page.getByRole("heading", { level: 1, name: "Unauthorized" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

/**
 * docs/product.md §8.5: offline, an in-app link to a citizen page whose code never reached the phone says it is the
 * connection inside the site's frame (its header, the site's name and the way home; its footer), as the page would
 * show, and opens the page once back online. The notice showed alone: the citizen lost the site's name and navigation
 * (UX review, session 46).
 */
test("offline, a citizen page whose code did not arrive says so under the site's header, and opens once back online", async ({
  page,
  context,
}) => {
  await startAtWib(page, "2026-03-11T08:00:00");
  await page.goto("/");
  await page.getByRole("dialog", { name: "Pengumuman" }).getByRole("button", { name: "Tutup" }).click();
  // the status page's code was never asked for: with no signal it cannot arrive
  await context.setOffline(true);
  await page.getByRole("link", { name: "Cek Status Antrean" }).click();
  await expect(page).toHaveURL(/\/queue-status$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toContainText("Tidak ada koneksi internet.");
  await expect(main.getByRole("alert")).toContainText("Halaman ini belum dapat dibuka.");
  const home = page.getByRole("banner").getByRole("link", { name: "Antrean Pangan Bersubsidi, ke beranda" });
  await expect(home).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Layanan pendaftaran ini gratis.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: "Cek Status Antrean" })).toBeVisible();
  await expect(page.getByText("Tidak ada koneksi internet.")).toBeHidden();
});
