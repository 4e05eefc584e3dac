import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { ToastRegion } from "../../ui/toast-region";
import { ApiError, errorText } from "../../api/errors";
import { FailureLine, RefusalWayOn } from "./failure-line";

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

/** The tops of a paragraph's lines of text, top to bottom (the boxes of its text, an element's padding left out). */
function lineTops(line: HTMLElement) {
  const tops: number[] = [];
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) if (!tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
  }
  return tops.sort((a, b) => a - b);
}

describe("the link of the failure line's way on runs in its sentence", () => {
  it.each([
    { width: 360, text: "", held: true },
    { width: 320, text: "200%", held: true },
    { width: 320, text: "200%", held: false },
  ])(
    "at $width px (text $text, ticket held: $held) its line is as tall as the others, its touch target 44 px",
    async ({ width, text, held }) => {
      await page.viewport(width, 640);
      document.documentElement.style.fontSize = text;
      await render(
        <FailureLine>
          <strong>Pendaftaran gagal.</strong> {message} <RefusalWayOn held={held} />
        </FailureLine>,
      );
      const line = document.querySelector<HTMLElement>("p[tabindex]")!;
      const link = line.querySelector("a")!;
      link.scrollIntoView({ block: "center" });
      const lineHeight = parseFloat(getComputedStyle(line).lineHeight);
      // every line of the paragraph one line-height below the one before: the link's line is no taller
      const tops = lineTops(line);
      expect(tops.length).toBeGreaterThan(1);
      for (const [index, top] of tops.slice(1).entries()) expect(top - tops[index]!).toBeCloseTo(lineHeight, 0);
      // the '.' after the link is on the link's last line, not on a line of its own
      const linkText = document.createRange();
      linkText.selectNodeContents(link);
      const lastLinkLine = [...linkText.getClientRects()].at(-1)!;
      const after = document.createRange();
      after.setStart(link.nextSibling!, 0);
      after.setEnd(link.nextSibling!, 1);
      expect(Math.abs(after.getBoundingClientRect().top - lastLinkLine.top)).toBeLessThan(3);
      // a tap 21 px above or below the middle of the link's text (inside a 44 px target) lands on the link
      const middle = { x: lastLinkLine.left + lastLinkLine.width / 2, y: lastLinkLine.top + lastLinkLine.height / 2 };
      for (const offset of [-21, 0, 21]) {
        expect(link.contains(document.elementFromPoint(middle.x, middle.y + offset))).toBe(true);
      }
    },
  );
});
