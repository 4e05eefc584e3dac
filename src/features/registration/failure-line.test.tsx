import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { ToastRegion } from "../../ui/toast-region";
import { ApiError, errorText } from "../../api/errors";
import { FailureLine } from "./failure-line";

// the server's refusal (server/rules/limits.ts) in the citizen's words, as the form and the toast show it
const refusal = new ApiError(409, "KTP_DAILY_LIMIT", "No KTP ini sudah terdaftar untuk tanggal pengambilan tersebut");
const message = errorText(refusal, "citizen", "id", "write");

/** A long form whose failure line (its link last) is focused below the screen while the 'Gagal' toast shows. */
function RefusedForm() {
  return (
    <main>
      <div style={{ blockSize: "200vh" }} />
      <FailureLine>
        <strong>Pendaftaran gagal.</strong> {message} <a href="/queue-status">Cek status antrean</a>
      </FailureLine>
      {/* 'Daftar' and the terms follow the line on the page */}
      <div style={{ blockSize: "100vh" }} />
      <ToastRegion
        toasts={[{ id: "1", title: "Gagal", description: message, variant: "destructive" }]}
        label="Notifikasi (F8)"
        closeLabel="Tutup"
        onDismiss={() => {}}
        onPause={() => {}}
        onResume={() => {}}
      />
    </main>
  );
}

afterEach(() => void (document.documentElement.style.fontSize = ""));

describe("the registration failure line", () => {
  it.each([
    { width: 360, text: "" },
    { width: 320, text: "200%" },
  ])("focused at $width px (text $text), it ends above the toast, its link visible", async ({ width, text }) => {
    await page.viewport(width, 640);
    document.documentElement.style.fontSize = text;
    await render(<RefusedForm />);
    const line = document.querySelector<HTMLElement>("p[tabindex]")!;
    line.focus();
    const toast = document.querySelector<HTMLElement>('[aria-label="Notifikasi (F8)"] [role="alertdialog"]')!;
    expect(toast).not.toBeNull();
    const link = line.querySelector("a")!.getBoundingClientRect();
    expect(link.top).toBeGreaterThanOrEqual(0);
    expect(link.bottom).toBeLessThanOrEqual(toast.getBoundingClientRect().top);
  });
});
