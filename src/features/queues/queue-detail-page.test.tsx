import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Route, Router } from "wouter";
import { queueQueries } from "../../api/queries/queues";
import { ToastContext } from "../../lib/toast-context";
import { QueueDetailPage } from "./queue-detail-page";
import { staffTicket } from "./testing";

// the longest KJP (20 digits, docs/product.md §9): its last group is a whole four too
const ticket = staffTicket({ no_kjp: "50494863999319475112" });

/** The page with the ticket already in the query cache (kept fresh, so no call goes out). */
async function renderTicket() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queueQueries.detail(ticket.uuid).queryKey, ticket);
  window.history.replaceState(null, "", `/queues/${ticket.uuid}`);
  const screen = await render(
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={{ show: () => undefined }}>
        <Router>
          <Route path="/queues/:uuid" component={QueueDetailPage} />
        </Router>
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
  await expect.element(screen.getByRole("heading", { name: ticket.no })).toBeVisible();
  return screen;
}

/** The `<dd>` beside the `<dt>` that says `term`. */
function detailOf(container: HTMLElement, term: string): HTMLElement {
  const dt = [...container.querySelectorAll("dt")].find((element) => element.textContent === term);
  expect(dt, term).toBeDefined();
  return dt!.nextElementSibling as HTMLElement;
}

/** The boxes of the digits in `element` on each line, as the browser laid them out (each character's box). */
function digitBoxes(element: HTMLElement): DOMRect[] {
  const boxes: DOMRect[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < (node.textContent ?? "").length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      boxes.push(range.getBoundingClientRect());
    }
  }
  return boxes;
}

// Staff compare a ticket's KJP, KTP and KK against the card, which prints them in groups of four; the ticket list and
// the citizen's ticket show them so, and the ticket's page showed '50494863999319475112' (UX pass, session 38). The
// gap is a margin: the text read, copied and searched is the bare digits (docs/product.md §2.8).
// A phone with 200 % text has no room for the KJP on one line: it wraps between two groups.
afterEach(() => {
  document.documentElement.style.fontSize = "";
});
for (const { viewport, text } of [
  { viewport: [1280, 800], text: "" },
  { viewport: [360, 640], text: "" },
  { viewport: [320, 568], text: "200%" },
] as const) {
  it(`at ${viewport.join("×")} (text ${text || "100%"}) a ticket's page shows its card numbers in groups of four, each group whole, the text the bare digits`, async () => {
    await page.viewport(viewport[0], viewport[1]);
    document.documentElement.style.fontSize = text;
    const screen = await renderTicket();
    for (const [term, digits] of [
      ["No KJP", ticket.no_kjp],
      ["No KTP", ticket.no_ktp],
      ["No KK", ticket.no_kk],
    ] as const) {
      const details = detailOf(screen.container, term);
      expect(details.textContent, term).toBe(digits);
      const boxes = digitBoxes(details);
      expect(boxes).toHaveLength(digits.length);
      // between two digits of a group no gap and no line break; between two groups on one line, a gap
      const gaps = boxes.slice(1).map((box, i) => {
        const before = boxes[i]!;
        // glyph boxes may overlap by a fraction of a pixel: no gap is 0
        return Math.abs(box.top - before.top) < 2 ? Math.max(0, Math.round(box.left - before.right)) : "break";
      });
      const inGroup = gaps.filter((_, i) => (i + 1) % 4 !== 0);
      const betweenGroups = gaps.filter((_, i) => (i + 1) % 4 === 0);
      expect(inGroup, `${term}: the digits of a group side by side`).toEqual(inGroup.map(() => 0));
      for (const gap of betweenGroups) expect(gap === "break" || gap >= 4, `${term}: groups set apart (${gap})`).toBe(true);
      if (text === "200%" && term === "No KJP") expect(betweenGroups, "the KJP wraps").toContain("break");
    }
  });
}
