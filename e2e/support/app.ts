import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";

/** The password of every seeded demo user (README). */
export const DEMO_PASSWORD = "antrean123";

/** The WCAG tags every page and open dialog is checked against (docs/product.md §2.13). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/**
 * Starts the page's clock at a WIB wall-clock time before the app loads; the embedded mock API runs in the page,
 * so its clock follows. Time then flows; `page.clock.runFor(ms)` jumps ahead.
 */
export async function startAtWib(page: Page, wallClock: string) {
  await page.clock.install({ time: new Date(`${wallClock}+07:00`) });
}

/** Signs in through the login form as a seeded user and waits for the dashboard. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Set-up for the journeys that are not about signing in (the login form keeps its own journeys): the demo build's
 * persona sign-in, the same session call the form makes, asked through the demo console's bridge event
 * (src/lib/demo-events.ts) instead of typing. Starts on /login, ends on the dashboard.
 */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  // the login page is the app running, so its demo bridge listens
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  const result = await page.evaluate(
    (detail) =>
      new Promise<{ ok: boolean; message?: string }>((resolve) => {
        addEventListener("antrean:demo-sign-in-result", (event) => resolve((event as CustomEvent).detail), { once: true });
        dispatchEvent(new CustomEvent("antrean:demo-sign-in", { detail }));
      }),
    { username, password },
  );
  expect(result, `sign in as ${username}`).toMatchObject({ ok: true });
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * axe-core's own minified build (the same version, rules and checks as its `axe.source`, 580 kB against 1.3 MB): the
 * text sent to and parsed in every document scanned, about a quarter of a second less each on a busy 2-core host
 * (docs/testing.md "Keeping the e2e stage fast").
 */
const axeMinified = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Zero axe violations for the page as it is now (open dialogs included). It first waits for react-aria's live
 * announcer to drop the transient `role=img` node it keeps for a pending button that has since gone.
 *
 * axe-core runs in the page itself: injected once per document (a client-side navigation keeps it), asked for the
 * violations only. The same rules and tags as `@axe-core/playwright`'s `analyze()`, which parsed axe's 500 kB into the
 * page and into a fresh blank page on every scan and collected every passing node too: 17 % of the e2e stage's CPU
 * (docs/testing.md "Keeping the e2e stage fast").
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(page.locator("[data-live-announcer] [role=img]")).toHaveCount(0, { timeout: 10_000 });
  // a toast or dialog still fading in has a colour contrast of its own: let finite animations end first (one driven by
  // scrolling, as a dialog's 'Tutup' bar's shadow, runs as long as its box is there and ends with no time)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Infinity ||
          !(animation.timeline instanceof DocumentTimeline),
      ),
  );
  // every frame answers axe's frame messenger only with axe in it (the app has none today; a frame added later is
  // scanned, not silently skipped)
  for (const frame of page.frames()) if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeMinified);
  const violations = await page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, AXE_TAGS);
  expect(violations).toEqual([]);
}

/**
 * Opens a sidebar entry: its group ('Antrean' or 'Users') starts collapsed unless it holds the page's entry
 * (docs/product.md §2), so the group is expanded first when the entry is not showing.
 */
export async function openMenuItem(page: Page, group: "Antrean" | "Users", name: string) {
  const nav = page.getByRole("navigation", { name: "Menu" });
  const link = nav.getByRole("link", { name, exact: true });
  const groupButton = nav.getByRole("button", { name: group, exact: true });
  await expect(groupButton).toBeVisible();
  if ((await groupButton.getAttribute("aria-expanded")) !== "true") await groupButton.click();
  await link.click();
}

/** On a ticket's page: 'Mark Done', then the question it asks once (ADR 606) answered 'Mark Done'. */
export async function markDone(page: Page, ticketNo: string) {
  await page.getByRole("button", { name: "Mark Done" }).click();
  await page
    .getByRole("alertdialog", { name: `Tandai ${ticketNo} selesai?` })
    .getByRole("button", { name: "Mark Done" })
    .click();
}

/**
 * A staff date or time field by its label: react-aria's group of day, month and year segments (src/ui
 * CalendarDateField), or of hour, minute and second (TimeField).
 */
export const dateField = (scope: Page | Locator, label: string | RegExp) => scope.getByRole("group", { name: label });

/** Types a YYYY-MM-DD into a staff date field as a person does on an Indonesian screen: dd, mm, yyyy, digits only. */
export async function fillDate(scope: Page | Locator, label: string | RegExp, isoDate: string) {
  const [year, month, day] = isoDate.split("-");
  await dateField(scope, label).getByRole("spinbutton").first().pressSequentially(`${day}${month}${year}`);
}

/** The staff date field shows the YYYY-MM-DD in dd/mm/yyyy order (the Indonesian screens' order). */
export async function expectDate(scope: Page | Locator, label: string | RegExp, isoDate: string) {
  const [year, month, day] = isoDate.split("-");
  await expect(dateField(scope, label).getByRole("spinbutton")).toHaveText([day!, month!, year!]);
}

/** Types an HH:mm:ss into a staff time field as a person does: hh, mm, ss, digits only. */
export async function fillTime(scope: Page | Locator, label: string | RegExp, time: string) {
  await dateField(scope, label).getByRole("spinbutton").first().pressSequentially(time.replaceAll(":", ""));
}

/** The staff time field shows the HH:mm:ss, a segment each. */
export async function expectTime(scope: Page | Locator, label: string | RegExp, time: string) {
  await expect(dateField(scope, label).getByRole("spinbutton")).toHaveText(time.split(":"));
}
