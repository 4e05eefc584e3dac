import { test } from "@playwright/test";
import { typeFromFirstPaint } from "./support/first-tap";

/**
 * The citizen's first tap (docs/product.md §2.3, ADR 816): typing from the first paint on, one key at a time, reaches
 * the field whatever the page is doing meanwhile, and nothing moves under the finger. The demo build here, at full CPU
 * speed with the window open; e2e/production.spec.ts runs the same journey on the real-API build at 4× slower CPU with
 * the window opening meanwhile, so the two builds together see both speeds and both windows, each through every
 * moment of the page's start (one journey a build: docs/testing.md).
 */
// the mobile project is a touch phone (Pixel 5); its screen here is a cheap one's
test.use({ viewport: { width: 360, height: 640 } });

test("typing from the first paint reaches the fields, window open (CPU 1×)", async ({ page }) => {
  await typeFromFirstPaint(page, { kjp: "5049480000000101", ktp: "3171000000000101" }, { cpuRate: 1, closedUntilTyping: false });
});
