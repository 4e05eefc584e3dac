/**
 * Each word of `element`'s text (a run of non-space characters) with the boxes its letters are laid out in: a word
 * broken inside itself has boxes on more than one line. For the browser tests of words kept whole at 320 px with 200 %
 * text (docs/product.md §2.13). `parent`: the element the word is in (one clipped to 1 px is read, not shown).
 */
export function wordBoxes(element: Element): { word: string; boxes: DOMRect[]; parent: Element }[] {
  const words: { word: string; boxes: DOMRect[]; parent: Element }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      words.push({ word: match[0], boxes: [...range.getClientRects()], parent: text.parentElement! });
    }
  }
  return words;
}

/** How many lines these boxes sit on. */
export const linesOf = (boxes: readonly DOMRect[]) => new Set(boxes.map((box) => Math.round(box.top))).size;
