import { expect, type Locator, type Page } from "@playwright/test";

/** The browser's text at 200% (WCAG 1.4.4), as a phone's 'Font size: largest' sets it. */
export async function withLargeText(page: Page) {
  const tag = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  return () => tag.evaluate((element) => void element.parentNode?.removeChild(element));
}

type CardLayout = {
  /** what runs outside its own box or the card's, one line each */
  outside: string[];
  numberFontPx: number;
  numberLines: number;
  /** the largest font size of any other text on the card, and whose it is */
  largestOther: { px: number; text: string };
  /** the smallest font size of the KJP, KTP and KK numbers (masked or not) */
  identityFontPx: number;
};

/** The text sizes that larger text must never shrink: the queue number's and the identity numbers'. */
export type TicketTextSizes = { number: number; identity: number };

/**
 * Measures a ticket card as the citizen sees it: every element and every line of text inside the card's box and its
 * own box (an element that clips is checked too: what it hides is also lost), the queue number's font size and lines.
 */
async function measure(card: Locator, number: string): Promise<CardLayout> {
  return card.evaluate((root, queueNumber) => {
    const tolerance = 1;
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - tolerance &&
      inner.right <= outer.right + tolerance &&
      inner.top >= outer.top - tolerance &&
      inner.bottom <= outer.bottom + tolerance;
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ""}> '${(
        element.textContent ?? ""
      )
        .trim()
        .slice(0, 24)}'`;
    const cardBox = root.getBoundingClientRect();
    const outside: string[] = [];
    let numberElement: Element | null = null;
    for (const element of root.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (!inside(box, cardBox)) outside.push(`${name(element)} is outside the card`);
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + tolerance)
        outside.push(`${name(element)} is wider inside (${element.scrollWidth}) than its box (${element.clientWidth})`);
      if (element.childElementCount === 0 && element.textContent?.trim() === queueNumber) numberElement = element;
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let largestOther = { px: 0, text: "" };
    let identityFontPx = Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const parentBox = parent.getBoundingClientRect();
      for (const line of range.getClientRects())
        if (line.width > 0 && !inside(line, parentBox))
          outside.push(`the text '${text.slice(0, 24)}' runs out of ${name(parent)}`);
      const px = parseFloat(getComputedStyle(parent).fontSize);
      if (parent !== numberElement && px > largestOther.px) largestOther = { px, text };
      // an identity number's text, whole or one of its groups of four digits
      const identity = (element: Element | null) => /^[\d*]{16,20}$/.test(element?.textContent?.trim() ?? "");
      if (identity(parent) || identity(parent.parentElement)) identityFontPx = Math.min(identityFontPx, px);
    }
    if (!numberElement) throw new Error(`no element holds the queue number ${queueNumber}`);
    const numberRange = document.createRange();
    numberRange.selectNodeContents(numberElement);
    const tops = new Set([...numberRange.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top)));
    return {
      outside,
      numberFontPx: parseFloat(getComputedStyle(numberElement).fontSize),
      numberLines: tops.size,
      largestOther,
      identityFontPx,
    };
  }, number);
}

/**
 * The ticket the citizen shows at the pickup counter (docs/product.md §2.3) at the page's current width and text size:
 * nothing runs outside its box, the queue number is on one line, the largest text on the card, and neither it nor the
 * identity numbers are smaller than `atLeast` (their sizes at 100% text: larger text never makes them smaller).
 * Answers their sizes.
 */
export async function expectTicketCardFits(
  card: Locator,
  number: string,
  atLeast: TicketTextSizes = { number: 0, identity: 0 },
): Promise<TicketTextSizes> {
  const layout = await measure(card, number);
  expect(layout.outside, "everything on the card stays inside its box").toEqual([]);
  expect(layout.numberLines, "the queue number stays on one line").toBe(1);
  expect(layout.numberFontPx, `the queue number is larger than '${layout.largestOther.text}'`).toBeGreaterThan(
    layout.largestOther.px,
  );
  expect(layout.numberFontPx, "larger text never makes the queue number smaller").toBeGreaterThanOrEqual(atLeast.number);
  expect(layout.identityFontPx, "the card shows the KJP, KTP and KK").toBeLessThan(Infinity);
  expect(layout.identityFontPx, "larger text never makes the identity numbers smaller").toBeGreaterThanOrEqual(atLeast.identity);
  return { number: layout.numberFontPx, identity: layout.identityFontPx };
}
