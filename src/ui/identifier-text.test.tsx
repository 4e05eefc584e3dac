import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { IdentifierText } from "./identifier-text";

/** The text of each line the browser laid out, from each character's box. */
function linesOf(element: HTMLElement): string[] {
  const lines: { top: number; text: string }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (let i = 0; i < text.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      const line = lines.at(-1);
      if (line && Math.abs(line.top - top) < 2) line.text += text[i];
      else lines.push({ top, text: text[i]! });
    }
  }
  return lines.map((line) => line.text);
}

const SLUG = "access:queue.rejection_reason";

it("wraps a slug in a narrow box only after its separators, under the page's break-word", async () => {
  // the page's own rule (theme.css.ts body): a word too long for its line is cut anywhere
  const screen = await render(
    <div data-testid="box" style={{ width: "11ch", overflowWrap: "break-word", fontFamily: "monospace" }}>
      <IdentifierText>{SLUG}</IdentifierText>
    </div>,
  );
  const box = screen.getByTestId("box").element() as HTMLElement;
  const lines = linesOf(box);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.join("")).toBe(SLUG);
  expect(lines).toEqual(["access:", "queue.", "rejection_", "reason"]);
  // the name itself for reading, copying and searching
  expect(box.textContent).toBe(SLUG);
});

it("still wraps a name with no separator inside its box rather than overflowing it", async () => {
  const name = "a".repeat(60);
  const screen = await render(
    <div data-testid="box" style={{ width: "11ch", overflowWrap: "break-word", fontFamily: "monospace" }}>
      <IdentifierText>{name}</IdentifierText>
    </div>,
  );
  const box = screen.getByTestId("box").element() as HTMLElement;
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  expect(linesOf(box).length).toBeGreaterThan(1);
});
