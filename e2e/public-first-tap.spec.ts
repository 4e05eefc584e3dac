import { test } from "@playwright/test";
import { serverTimeFromStart } from "./support/citizen";
import { typeFromFirstPaint } from "./support/first-tap";

/**
 * The citizen's first tap (docs/product.md §2.3, ADR 810): typing from the first paint on, one key at a time, reaches
 * the field whatever the page is doing meanwhile, and nothing moves under the finger. The demo build here;
 * e2e/production.spec.ts runs the same journey on the real-API build with the other pairs of CPU speed and window,
 * so each build sees both speeds and both windows.
 */
// the mobile project is a touch phone (Pixel 5); its screen here is a cheap one's
test.use({ viewport: { width: 360, height: 640 } });

for (const { cpuRate, closedUntilTyping } of [
  { cpuRate: 1, closedUntilTyping: false },
  { cpuRate: 4, closedUntilTyping: true },
])
  test(`typing from the first paint reaches the fields, window ${closedUntilTyping ? "closed, opening meanwhile" : "open"} (CPU ${cpuRate}× slower)`, async ({
    page,
  }) => {
    // a weekday: tomorrow is a pickup day (on a Saturday the page says there is none and offers no 'Daftar')
    await serverTimeFromStart(page, "2026-11-23T10:00:00");
    await typeFromFirstPaint(
      page,
      { kjp: "5049480000000101", ktp: "3171000000000101", kk: "3171020000000101" },
      { cpuRate, closedUntilTyping },
    );
  });
