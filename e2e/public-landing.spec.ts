import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, startAtWib } from "./support/app";

test.use({ viewport: { width: 360, height: 640 } });

// One journey for the landing page (docs/testing.md "Keeping the e2e stage fast": one browser context and one start of
// the demo for the same page, clock and phone): its announcement, the page by keyboard alone, where it leads.
test("the announcement opens on load, dated 24 April 2025, scrolls at 480px, closes by keyboard or Tutup and reopens; the page works by keyboard alone, leads to registration and status, and opens its external links in a new tab safely", async ({
  page,
}) => {
  await startAtWib(page, "2026-11-23T08:00:00");
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Pengumuman" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("24 April 2025");
  await expect(dialog.getByRole("img", { name: /calo/i })).toBeVisible();
  const body = dialog.getByRole("region", { name: "Isi pengumuman" });
  await expect(body).toHaveCSS("max-height", "480px");
  await expect(body).toHaveCSS("overflow-y", "auto");
  await expect(dialog).toBeFocused(); // a reader starts at the title
  await expectNoAxeViolations(page);

  // by keyboard alone: through the announcement and closed, then on to 'Daftar Antrean'
  await page.keyboard.press("Tab"); // the scrollable text
  await expect(body).toBeFocused();
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
  await expect(page.getByRole("heading", { level: 1, name: "Pendaftaran Antrean" })).toBeVisible();

  // loaded again: closed with 'Tutup', the page itself, the announcement reopened and closed with Escape
  await page.goto("/");
  await dialog.getByRole("button", { name: "Tutup" }).click();
  await expect(dialog).toBeHidden();
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
  const reopen = page.getByRole("button", { name: "Lihat Pengumuman" });
  await reopen.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // focus comes back to the button that opened it
  await expect(reopen).toBeFocused();

  await page.getByRole("link", { name: "Cek Status Antrean" }).click();
  await expect(page).toHaveURL(/\/queue-status$/);
});
