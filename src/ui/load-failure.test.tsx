import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { LoadFailure } from "./load-failure";
import { linesOf, wordBoxes } from "./testing";
import { ToastRegion } from "./toast-region";

afterEach(() => void (document.documentElement.style.fontSize = ""));

// the status check's failures (src/features/status, src/api/errors.ts): no connection, and a server error
const failures = [
  "Koneksi terputus. Periksa internet Anda, lalu coba lagi.",
  "Terjadi kesalahan di server. Ini bukan kesalahan Anda. Tunggu beberapa menit, lalu coba lagi.",
];

/**
 * The status page after a failed 'Cek': its failure box under the form, its top 420 px down a 640 px screen (where 'Cek'
 * left it at 360 px with 200 % text), in the page's column (the screen less its 16 px gutters), with the compact 'Error'
 * toast the page raises (`shownOnPage`: the box says it whole).
 */
function FailedCheck({ width, message }: { width: number; message: string }) {
  return (
    <main>
      <div style={{ blockSize: 420 }} />
      <div style={{ inlineSize: width - 32, marginInline: 16 }}>
        <LoadFailure message={`Status antrean belum dapat diperiksa. ${message}`} onRetry={() => {}} isToasted />
      </div>
      <div style={{ blockSize: "100vh" }} />
      <ToastRegion
        toasts={[{ id: "1", title: "Error", description: message, variant: "destructive", shownOnPage: true }]}
        label="Notifikasi (F8)"
        closeLabel="Tutup"
        onDismiss={() => {}}
        onPause={() => {}}
        onResume={() => {}}
      />
    </main>
  );
}

describe("a failure the page also toasts, on a phone", () => {
  it.each([
    { width: 360, height: 640, text: "200%", message: failures[0]! },
    { width: 360, height: 640, text: "200%", message: failures[1]! },
    { width: 320, height: 640, text: "200%", message: failures[0]! },
    { width: 320, height: 568, text: "200%", message: failures[0]! },
    { width: 320, height: 568, text: "200%", message: failures[1]! },
    { width: 360, height: 640, text: "", message: failures[0]! },
    { width: 360, height: 640, text: "", message: failures[1]! },
    { width: 320, height: 640, text: "", message: failures[1]! },
  ])(
    "at $width × $height px (text $text) shows above the compact toast, or else its end with 'Coba lagi': $message",
    async ({ width, height, text, message }) => {
      await page.viewport(width, height);
      document.documentElement.style.fontSize = text;
      await render(<FailedCheck width={width} message={message} />);
      const box = document.querySelector<HTMLElement>('main [role="alert"]')!;
      const toast = document.querySelector<HTMLElement>('[aria-label="Notifikasi (F8)"] [role="alertdialog"]')!;
      // the toast where it stays, not where its slide in starts (12 px lower)
      await Promise.all(toast.getAnimations().map((animation) => animation.finished));
      const boxBox = box.getBoundingClientRect();
      const toastTop = toast.getBoundingClientRect().top;
      // its way on, 'Coba lagi', whole on the screen where a tap reaches it at once: it was under the toast from the
      // box's start at 320 × 568 with 200 % text (UX pass, session 33)
      const retry = box.querySelector("button")!;
      const retryBox = retry.getBoundingClientRect();
      expect(retryBox.top).toBeGreaterThanOrEqual(0);
      expect(retryBox.bottom).toBeLessThanOrEqual(toastTop);
      expect(document.elementFromPoint(retryBox.left + retryBox.width / 2, retryBox.top + retryBox.height / 2)).toBe(retry);
      // all of it above the toast where it fits there, not one line above the toast and the rest under it (the box
      // started at 421 px, the toast at 486 px, for the toast's 5 s: UX pass, session 32); a taller one shows its end
      // there, with a gap of 8 px at least: both red, a box ending where the toast began read as one block
      if (box.offsetHeight + 8 <= toastTop) expect(boxBox.top).toBeGreaterThanOrEqual(0);
      expect(boxBox.bottom).toBeLessThanOrEqual(toastTop - 8);
    },
  );
});

// the registration form's list failures (src/features/registration) in the form's column at 320 px (the page's and the
// card's 16 px gutters and borders: 254 px), and the status check's in the page's column (288 px)
describe("a failure's words on a phone with 200 % text", () => {
  it.each([
    {
      width: 254,
      message:
        "Daftar sesi belum dapat dimuat. Ponsel tidak tersambung ke internet. Daftar akan muncul sendiri setelah tersambung.",
    },
    { width: 254, message: "Daftar lokasi belum dapat dimuat. Server sedang sibuk. Tunggu sebentar, lalu coba lagi." },
    { width: 288, message: `Status antrean belum dapat diperiksa. ${failures[1]!}` },
  ])("each whole on a line in $width px: $message", async ({ width, message }) => {
    await page.viewport(320, 568);
    document.documentElement.style.fontSize = "200%";
    await render(
      <div style={{ inlineSize: width }}>
        <LoadFailure message={message} onRetry={() => {}} />
      </div>,
    );
    // 'tersambung.' broke before its full stop in the 24 px padding's 202 px (UX pass, session 33)
    const text = document.querySelector<HTMLElement>('[role="alert"] p')!;
    const end = text.getBoundingClientRect().right;
    expect(
      wordBoxes(text)
        .filter(({ boxes }) => linesOf(boxes) > 1 || boxes.some((box) => box.right > end + 1))
        .map(({ word }) => word),
    ).toEqual([]);
  });
});
