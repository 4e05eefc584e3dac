import { expect, test, type Page } from "@playwright/test";
import { startAtWib } from "./support/app";

/**
 * The citizen pages arrive as HTML rendered at build time (ADR 810): they paint before any script has run, and the
 * app then hydrates that HTML. A hydration that fails is an error in the console, or React building the page anew:
 * either fails here.
 */

const pages = [
  { path: "/", heading: "Selamat datang di Antrean Pangan Bersubsidi" },
  { path: "/queue-registration", heading: "Pendaftaran Antrean" },
  { path: "/queue-status", heading: "Cek Status Antrean" },
];

/** Console errors and warnings, uncaught errors, and whether React replaced what was in #root. */
async function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === "root" && record.removedNodes.length > 0)
          (window as unknown as { __rootReplaced: boolean }).__rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    problems,
    rootReplaced: () => page.evaluate(() => (window as unknown as { __rootReplaced?: boolean }).__rootReplaced ?? false),
  };
}

// Each group below is one journey over the three pages (docs/testing.md "Keeping the e2e stage fast": a browser
// context and the demo's start are the costly part of a journey, a further page in it is one load).
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each page paints its content from the HTML; the landing shows its announcement, registration its loading state; a deep link gets the page without content, not the landing page", async ({
    page,
  }) => {
    for (const { path, heading } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("link", { name: /ke beranda/ })).toBeVisible();
        // its buttons wait for the app (a tap before it would be lost)
        await expect(page.locator("#root")).toHaveAttribute("data-hydrating", "");
      });
    }

    await page.goto("/");
    const announcement = page.getByRole("dialog", { name: "Pengumuman" });
    await expect(announcement).toBeVisible();
    await expect(announcement.getByRole("img", { name: /calo/i })).toBeVisible();
    // the inline style the server wrote comes from a stylesheet (the CSP refuses inline styles)
    await expect(announcement.getByRole("region", { name: "Isi pengumuman" })).toHaveCSS("max-height", "480px");

    await page.goto("/queue-registration");
    await expect(page).toHaveTitle("Pendaftaran Antrean · Antrean");
    await expect(page.getByRole("dialog", { name: "Loading" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Formulir Pendaftaran" })).toBeVisible();

    await page.goto("/queues/today");
    await expect(page.locator("#root")).toBeEmpty();
  });
});

test("/, /queue-registration and /queue-status hydrate the HTML: no console errors, nothing rebuilt", async ({ page }) => {
  const hydration = await watchHydration(page);
  // a Monday morning: the form is offered, so its list is enabled (on a Friday night or a Saturday it is not: this
  // journey failed when run then)
  await startAtWib(page, "2026-11-23T08:00:00");
  for (const { path, heading } of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
      if (path === "/") {
        const announcement = page.getByRole("dialog", { name: "Pengumuman" });
        await expect(announcement).toBeFocused(); // opened as a modal by the app
        await announcement.getByRole("button", { name: "Tutup" }).click();
        await expect(announcement).toBeHidden();
        // it opened with the page (nothing had focus): focus goes to the page's heading, not the body
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
      }
      if (path === "/queue-registration") {
        await expect(page.getByRole("dialog", { name: "Loading" })).toBeHidden();
        await expect(page.getByRole("button", { name: /Lokasi/ })).toBeEnabled();
      }
      if (path === "/queue-status") {
        await page.getByLabel("Nomor KJP").fill("123");
        await expect(page.getByLabel("Nomor KJP")).toHaveValue("123");
      }
      await page.waitForLoadState("networkidle");
      expect(await hydration.rootReplaced()).toBe(false);
      expect(hydration.problems).toEqual([]);
    });
  }
});

test("a number typed before the app has taken over the page is kept, and 'Cek' uses it", async ({ page }) => {
  const hydration = await watchHydration(page);
  // the app's scripts are held until the number is typed: the page is still its HTML (ADR 810), as on a slow phone
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/(?!scripts-after-paint)[^/]*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/queue-status");
  await expect(page.locator("#root")).toHaveAttribute("data-hydrating", "");
  const kjp = page.getByLabel(/Nomor KJP/);
  await kjp.fill("5049480000000000");
  releaseScripts();
  await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
  await expect(kjp).toHaveValue("5049480000000000");
  await page.getByRole("button", { name: "Cek" }).click();
  // the app checked the typed number (16 digits: no length message) and asked the server
  await expect(page.getByRole("paragraph").filter({ hasText: "Anda tidak memiliki jadwal antrean" })).toBeVisible();
  await expect(page.getByText("No KJP harus berisi minimal 16 karakter")).toHaveCount(0);
  expect(hydration.problems).toEqual([]);
});

/**
 * A phone set to another language (English, Arabic: another script, other digits, right to left) hydrates the same
 * pages: the build rendered them in the page's own locale (id-ID, `CitizenLocale`), and the hydration must render
 * the same, with no mismatch React would recover from (a console error) and no text in the device's format.
 */
const foreignFormats: Record<string, RegExp> = {
  "en-US":
    /\b(January|February|March|June|July|August|October|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|AM|PM)\b|\d{1,2}\/\d{1,2}\/\d{4}/,
  "ar-EG": /[\u0600-\u06FF\u0660-\u0669]/,
};
for (const [locale, foreign] of Object.entries(foreignFormats)) {
  test.describe(`on a phone set to ${locale}`, () => {
    test.use({ locale });

    test(`/, /queue-registration and /queue-status hydrate in Indonesian: no mismatch, no ${locale} text`, async ({ page }) => {
      const hydration = await watchHydration(page);
      // a Monday: the form is offered, so its list opens (a Saturday has no pickup the next day)
      await startAtWib(page, "2026-11-23T08:00:00");
      for (const { path, heading } of pages) {
        await test.step(path, async () => {
          await page.goto(path);
          expect(await page.evaluate(() => navigator.language)).toBe(locale);
          await expect(page.locator("#root")).not.toHaveAttribute("data-hydrating");
          await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
          if (path === "/") await page.getByRole("dialog", { name: "Pengumuman" }).getByRole("button", { name: "Tutup" }).click();
          // the lists and dates the page asks for are in: the whole page as the citizen reads it
          if (path === "/queue-registration") await expect(page.getByRole("dialog", { name: "Loading" })).toBeHidden();
          if (path === "/queue-status")
            await expect(page.getByText(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), /)).toBeVisible();
          expect(await hydration.rootReplaced()).toBe(false);
          expect(hydration.problems).toEqual([]);
          // react-aria's locale shows only in what it renders later: an open list's popover takes its direction
          if (path === "/queue-registration") {
            await page.getByRole("button", { name: /Lokasi/ }).click();
            await expect(page.getByRole("listbox")).toBeVisible();
          }
          const text = await page.locator("body").innerText();
          expect(text.match(foreign)?.[0] ?? null).toBeNull();
          expect(await page.locator("[dir=rtl]").count()).toBe(0);
        });
      }
    });
  });
}
