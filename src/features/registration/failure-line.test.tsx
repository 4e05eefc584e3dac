import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { ToastRegion } from "../../ui/toast-region";
import { linesOf, wordBoxes } from "../../ui/testing";
import { ApiError, errorText } from "../../api/errors";
import { FailureLine, RefusalWayOn, keptDataText } from "./failure-line";

// the server's refusal (server/rules/limits.ts) in the citizen's words, as the form and the toast show it
const refusal = new ApiError(409, "KTP_DAILY_LIMIT", "No KTP ini sudah terdaftar untuk tanggal pengambilan tersebut");
const message = errorText(refusal, "citizen", "id", "write");

afterEach(() => void (document.documentElement.style.fontSize = ""));

/**
 * The page's own failure line as the form shows it, in the form's column at 320 px (the page's and the card's 16 px
 * gutters and borders), with the 'Gagal' toast the page raises (`shownOnPage`: the line says it whole).
 */
function FailedForm({ error, held }: { error: ApiError; held: boolean }) {
  const text = errorText(error, "citizen", "id", "write");
  return (
    <main>
      <div style={{ blockSize: "200vh" }} />
      <div style={{ inlineSize: 254, marginInline: 33 }}>
        <FailureLine>
          <strong>Pendaftaran gagal.</strong> {text}{" "}
          {error.code === "KTP_DAILY_LIMIT" ? <RefusalWayOn held={held} /> : keptDataText(error)}
        </FailureLine>
      </div>
      <div style={{ blockSize: "100vh" }} />
      <ToastRegion
        toasts={[{ id: "1", title: "Gagal", description: text, variant: "destructive", shownOnPage: true }]}
        label="Notifikasi (F8)"
        closeLabel="Tutup"
        onDismiss={() => {}}
        onPause={() => {}}
        onResume={() => {}}
      />
    </main>
  );
}

/**
 * Words of `element`'s text box shown (inside its box) whose letters sit on more than one line, or run past its end;
 * not those of the whole message kept for a reader only (clipped to 1 px).
 */
function brokenShownWords(element: HTMLElement) {
  const { bottom, right } = element.firstElementChild!.getBoundingClientRect();
  return wordBoxes(element)
    .filter(({ parent }) => parent.getBoundingClientRect().width > 1)
    .map(({ word, boxes }) => ({ word, shown: boxes.filter((box) => box.width > 0 && box.top < bottom) }))
    .filter(({ shown }) => linesOf(shown) > 1 || shown.some((box) => box.right > right + 1))
    .map(({ word }) => word);
}

describe("the registration failure line and the 'Gagal' toast on a phone", () => {
  it.each([
    { width: 320, text: "200%", error: refusal, held: false },
    { width: 320, text: "200%", error: refusal, held: true },
    { width: 360, text: "200%", error: refusal, held: false },
    { width: 360, text: "", error: refusal, held: true },
    { width: 320, text: "200%", error: new ApiError(500, "SERVER_ERROR", "boom"), held: false },
    { width: 320, text: "", error: new ApiError(500, "SERVER_ERROR", "boom"), held: false },
  ])(
    "at $width px (text $text, $error.status) is compact; the focused line shows its link above it, or else its start",
    async ({ width, text, error, held }) => {
      await page.viewport(width, 640);
      document.documentElement.style.fontSize = text;
      await render(<FailedForm error={error} held={held} />);
      const line = document.querySelector<HTMLElement>("p[tabindex]")!;
      line.focus();
      const toast = document.querySelector<HTMLElement>('[aria-label="Notifikasi (F8)"] [role="alertdialog"]')!;
      const toastBox = toast.getBoundingClientRect();
      // the toast: its close button's row, not the lower half of the screen (it was 278 to 453 px of 640)
      expect(toastBox.height).toBeLessThanOrEqual(640 / 4);
      // its title and message are still there, whole, for a screen reader; what shows breaks no word inside itself
      await expect.element(toast).toHaveAccessibleDescription(errorText(error, "citizen", "id", "write"));
      expect(brokenShownWords(toast)).toEqual([]);
      // the line's own words whole in its box: 'Pendaftaran' (223 px in bold at 200 %) broke in 202 px of a 24 px padding
      const inner = line.getBoundingClientRect().right - parseFloat(getComputedStyle(line).paddingInlineEnd);
      expect(
        wordBoxes(line)
          .filter(({ boxes }) => linesOf(boxes) > 1 || boxes.some((box) => box.right > inner + 1))
          .map(({ word }) => word),
      ).toEqual([]);
      // a line that ends in a link: its end above the toast, the link whole on the screen, where a tap reaches it; one
      // without: its start on the screen ('Pendaftaran gagal.'), and all of it above the toast where it fits there
      const link = line.querySelector("a");
      const lineBox = line.getBoundingClientRect();
      if (!link) {
        expect(lineBox.top).toBeGreaterThanOrEqual(0);
        // with a gap of 8 px at least: both red, a line ending where the toast began read as one block
        if (lineBox.height + 8 <= toastBox.top) expect(lineBox.bottom).toBeLessThanOrEqual(toastBox.top - 8);
        return;
      }
      expect(lineBox.bottom).toBeLessThanOrEqual(toastBox.top - 8);
      const linkBox = link.getBoundingClientRect();
      expect(linkBox.top).toBeGreaterThanOrEqual(0);
      expect(linkBox.bottom).toBeLessThanOrEqual(toastBox.top);
      const last = [...link.getClientRects()].at(-1)!;
      expect(link.contains(document.elementFromPoint(last.left + last.width / 2, last.top + last.height / 2))).toBe(true);
    },
  );
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
