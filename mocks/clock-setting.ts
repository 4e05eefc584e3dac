/**
 * The demo's saved clock setting (localStorage): the mock's clock as the demo console's Clock tab (or the control
 * API) last set it, which the mock restores when the page starts (./persistence.ts `keepClockAcrossReloads`), before
 * it seeds or answers anything. Written before a page's scripts run, it is the demo's switch for a load on a known
 * time: the data is seeded on that time's days (docs/product.md §17.1) and every answer reads it, with no reseed and
 * no reload. The measuring scripts use it so the demo's rows do not depend on the hour they run at
 * (scripts/lighthouse.ts, scripts/registration-start-profile.ts, scripts/demo-long-tasks.ts; docs/performance.md),
 * the citizen journeys to start on the day they need (e2e/support/citizen.ts).
 */
export const CLOCK_SETTING_KEY = "antrean-mock-api:clock";

/**
 * The one mock time the measuring scripts load their pages on (the demo through its clock setting, the real-API
 * build's mock through MOCK_NOW): a Tuesday at 10:00 WIB, the registration window open (the form with its lists),
 * whatever the hour and weekday they run at (docs/performance.md).
 */
export const MEASURING_TIME = "2026-03-10T10:00:00+07:00";

/**
 * Page-side source of the statement that saves the clock setting running from `at` (read in the page, at the moment
 * it runs): for a page-start script that decides itself when to run it (`clockSettingScript`, or once per tab).
 */
export function saveClockSettingSource(at: string): string {
  // a ClockState (server/clock.ts) in offset mode: it reads `at` now and runs on
  const state = `{ mode: "offset", offsetMs: Date.parse(${JSON.stringify(at)}) - Date.now(), frozenAt: null }`;
  return `localStorage.setItem(${JSON.stringify(CLOCK_SETTING_KEY)}, JSON.stringify(${state}))`;
}

/**
 * Page-start source (run as text, before the page's own scripts, e.g. Playwright's `addInitScript` or Puppeteer's
 * `evaluateOnNewDocument`) that saves the clock setting running from `at` on the pages of `origin`; elsewhere (the
 * blank page a browser opens first) it does nothing.
 */
export function clockSettingScript(origin: string, at: string): string {
  return `if (location.origin === ${JSON.stringify(origin)}) ${saveClockSettingSource(at)};`;
}
