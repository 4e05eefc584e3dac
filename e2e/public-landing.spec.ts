import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, startAtWib } from "./support/app";

test.use({ viewport: { width: 360, height: 640 } });

test.beforeEach(async ({ page }) => {
  await startAtWib(page, "2026-11-23T08:00:00");
});

test("the announcement opens on load, dated 24 April 2025, scrolls at 480px, closes with Tutup and reopens", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Pengumuman" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("24 April 2025");
  await expect(dialog.getByRole("img", { name: /calo/i })).toBeVisible();
  const body = dialog.getByRole("region", { name: "Isi pengumuman" });
  await expect(body).toHaveCSS("max-height", "480px");
  await expect(body).toHaveCSS("overflow-y", "auto");
  await expect(dialog).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Tutup" }).click();
  await expect(dialog).toBeHidden();
  const reopen = page.getByRole("button", { name: "Lihat Pengumuman" });
  await reopen.click();
  await expect(page.getByRole("dialog", { name: "Pengumuman" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Pengumuman" })).toBeHidden();
  // focus comes back to the button that opened it
  await expect(reopen).toBeFocused();
});

test("the landing page leads to registration and status, and its external links open a new tab safely", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("dialog", { name: "Pengumuman" }).getByRole("button", { name: "Tutup" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat datang");
  for (const name of [/Tentang Perusahaan/, /Tentang Produk/, /Hubungi Kami/]) {
    const link = page.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https?:\/\//);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Daftar Antrean" }).click();
  await expect(page).toHaveURL(/\/queue-registration$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pendaftaran Antrean" })).toBeVisible();
  await page.goto("/");
  await page.getByRole("dialog", { name: "Pengumuman" }).getByRole("button", { name: "Tutup" }).click();
  await page.getByRole("link", { name: "Cek Status Antrean" }).click();
  await expect(page).toHaveURL(/\/queue-status$/);
});

test("the landing page works by keyboard alone", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Pengumuman" });
  await expect(dialog).toBeFocused(); // a reader starts at the title
  await page.keyboard.press("Tab"); // the scrollable text
  await expect(dialog.getByRole("region", { name: "Isi pengumuman" })).toBeFocused();
  await page.keyboard.press("ArrowDown"); // scrolls it
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Tutup" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  // it opened with the page, so nothing had focus before it: focus goes to the page's heading (not the body), and
  // Tab goes on from there
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    if (await page.getByRole("link", { name: "Daftar Antrean" }).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByRole("link", { name: "Daftar Antrean" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/queue-registration$/);
});
