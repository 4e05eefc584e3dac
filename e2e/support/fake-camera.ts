import type { Page } from "@playwright/test";
import { fakeCameraInPage, qrModules, type WithCamera } from "../../tests/support/fake-camera";

/** Installs `fakeCameraInPage` in every document the page loads. Call before the page loads. */
export async function installFakeCamera(page: Page) {
  await page.addInitScript(fakeCameraInPage);
}

/** The camera now sees the QR code of `text` (null: a blank picture). */
export async function showQr(page: Page, text: string | null) {
  await page.evaluate((m) => (window as unknown as WithCamera).__fakeCamera.show(m), qrModules(text));
}

/** The next `getUserMedia` fails with this DOMException name. */
export async function refuseCamera(page: Page, name: "NotAllowedError" | "NotFoundError") {
  await page.evaluate((n) => (window as unknown as WithCamera).__fakeCamera.refuse(n), name);
}

/** How many of the fake camera's tracks are still running (the app stops them when the scanner closes). */
export async function liveCameraTracks(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as WithCamera).__fakeCamera.live());
}
