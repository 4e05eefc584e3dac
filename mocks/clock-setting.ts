/**
 * The demo's saved clock setting (localStorage): the mock's clock as the demo console's Clock tab (or the control
 * API) last set it, which the mock restores when the page starts (./persistence.ts `keepClockAcrossReloads`), before
 * it seeds or answers anything. Written before a page's scripts run, it is the demo's switch for a load on a known
 * time: the data is seeded on that time's days (docs/product.md §17.1) and every answer reads it, with no reseed and
 * no reload. The measuring scripts use it so the demo's rows do not depend on the hour they run at
 * (scripts/lighthouse.ts, scripts/registration-start-profile.ts; docs/performance.md).
 */
export const CLOCK_SETTING_KEY = "antrean-mock-api:clock";

/**
 * Page-start source (run as text, before the page's own scripts, e.g. Playwright's `addInitScript` or Puppeteer's
 * `evaluateOnNewDocument`) that saves the clock setting running from `at` on the pages of `origin`; elsewhere (the
 * blank page a browser opens first) it does nothing.
 */
export function clockSettingScript(origin: string, at: string): string {
  // a ClockState (server/clock.ts) in offset mode: it reads `at` now and runs on
  const state = `{ mode: "offset", offsetMs: Date.parse(${JSON.stringify(at)}) - Date.now(), frozenAt: null }`;
  const save = `localStorage.setItem(${JSON.stringify(CLOCK_SETTING_KEY)}, JSON.stringify(${state}))`;
  return `if (location.origin === ${JSON.stringify(origin)}) ${save};`;
}
