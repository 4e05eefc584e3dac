import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { LoadFailure } from "./load-failure";
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
    { width: 360, text: "200%", message: failures[0]! },
    { width: 360, text: "200%", message: failures[1]! },
    { width: 320, text: "200%", message: failures[0]! },
    { width: 360, text: "", message: failures[0]! },
    { width: 360, text: "", message: failures[1]! },
    { width: 320, text: "", message: failures[1]! },
  ])(
    "at $width px (text $text) shows above the compact toast, or else from its start: $message",
    async ({ width, text, message }) => {
      await page.viewport(width, 640);
      document.documentElement.style.fontSize = text;
      await render(<FailedCheck width={width} message={message} />);
      const box = document.querySelector<HTMLElement>('main [role="alert"]')!;
      const toast = document.querySelector<HTMLElement>('[aria-label="Notifikasi (F8)"] [role="alertdialog"]')!;
      // the toast where it stays, not where its slide in starts (12 px lower)
      await Promise.all(toast.getAnimations().map((animation) => animation.finished));
      const boxTop = box.getBoundingClientRect().top;
      const toastTop = toast.getBoundingClientRect().top;
      // as much of it above the toast as fits there: all of it, its retry button too, or else from its start ('Status
      // antrean belum dapat diperiksa.'), read down; not one line above the toast and the rest under it (the box started
      // at 421 px, the toast at 486 px, for the toast's 5 s: UX pass, session 32)
      expect(boxTop).toBeGreaterThanOrEqual(0);
      // with a gap of 8 px at least: both red, a box ending where the toast began read as one block
      if (box.offsetHeight + 8 <= toastTop) expect(box.getBoundingClientRect().bottom).toBeLessThanOrEqual(toastTop - 8);
      else expect(boxTop).toBeLessThan(1);
    },
  );
});
