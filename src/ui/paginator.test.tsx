import { useState } from "react";
import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { smallControlHeight } from "./button.css";
import { Paginator } from "./paginator";

const noop = () => undefined;

/** Wired like a list page (the page in the URL): a press moves to the page at once. */
function List({ start, total = 95 }: { start: number; total?: number }) {
  const [at, setAt] = useState({ page: start, size: 10 });
  return (
    <>
      <button type="button">Cari</button>
      <Paginator
        page={at.page}
        size={at.size}
        total={total}
        onPageChange={(n) => setAt({ ...at, page: n })}
        onSizeChange={(size) => setAt({ page: 1, size })}
      />
    </>
  );
}

/** The focused element as a test reads it: a pager control by its name, or 'body'. */
function focused(): string {
  const active = document.activeElement;
  if (!active || active === document.body) return "body";
  return active.closest("nav") ? (active.getAttribute("aria-label") ?? active.textContent ?? "") : active.outerHTML;
}

// docs/product.md §2.12: the focus never falls to the body. 'Next' pressed into the last page is disabled, and
// Chromium dropped its focus to the body: the next Tab started over from the skip link (UX pass, session 37).
it("paged to the last page by keyboard, the focus stays on the pager: the last page's button, which Tab and Enter go on from", async () => {
  await render(<List start={8} />);
  await page.getByRole("button", { name: "Cari" }).click();
  await userEvent.tab(); // Prev
  for (let i = 0; i < 7; i++) await userEvent.tab(); // Page 1, Page 6 to 10, Next
  expect(focused()).toBe("Next");
  await userEvent.keyboard("{Enter}");
  await expect.poll(focused).toBe("Next"); // page 9: still enabled, it keeps the focus
  await userEvent.keyboard(" ");
  await expect.element(page.getByRole("button", { name: "Page 10" })).toHaveAttribute("aria-current", "page");
  await expect.element(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect.poll(focused).toBe("Page 10");
  // shown as keyboard focus, and paging goes on from it: Shift+Tab to 'Page 9', Enter
  await expect.element(page.getByRole("button", { name: "Page 10" })).toHaveAttribute("data-focus-visible", "true");
  await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Enter}");
  await expect.element(page.getByRole("button", { name: "Page 9" })).toHaveAttribute("aria-current", "page");
  expect(focused()).toBe("Page 9");
});

it("'Prev' pressed into the first page gives the focus to the first page's button", async () => {
  await render(<List start={3} />);
  (page.getByRole("button", { name: "Prev" }).element() as HTMLElement).focus();
  await userEvent.keyboard(" ");
  await expect.poll(focused).toBe("Prev");
  await userEvent.keyboard(" ");
  await expect.element(page.getByRole("button", { name: "Prev" })).toBeDisabled();
  await expect.poll(focused).toBe("Page 1");
});

it("a pager disabled while the page loads gives the focus back once enabled; a focus moved elsewhere stays", async () => {
  const pager = (props: { page: number; isDisabled?: boolean }) => (
    <>
      <button type="button">Cari</button>
      <Paginator size={10} total={95} onPageChange={noop} onSizeChange={noop} {...props} />
    </>
  );
  const screen = await render(pager({ page: 9 }));
  (page.getByRole("button", { name: "Next" }).element() as HTMLElement).focus();
  await screen.rerender(pager({ page: 10, isDisabled: true }));
  await expect.poll(focused).toBe("body"); // nothing of the pager can hold it while every control is disabled
  await screen.rerender(pager({ page: 10 }));
  await expect.poll(focused).toBe("Page 10");

  await page.getByRole("button", { name: "Cari" }).click();
  await screen.rerender(pager({ page: 1 }));
  expect(focused()).toContain("Cari");
});

// '1–4 dari 4' sat half-way up the row, its text 17 px above the page buttons' at 1280 px: the size select's label
// makes the row taller than the buttons (UX pass, session 45)
it("at 1280 px the count is on the page buttons' line: its text's middle is theirs", async () => {
  await page.viewport(1280, 800);
  await render(<List start={1} total={4} />);
  const middle = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.top + box.height / 2;
  };
  const count = page.getByText("1–4 of 4").element();
  const text = document.createRange();
  text.selectNodeContents(count);
  const button = page.getByRole("button", { name: "Page 1" }).element();
  expect(Math.abs(middle(text as unknown as Element) - middle(button))).toBeLessThanOrEqual(1);
});

// The count's box repeated the small buttons' height rule (36 px, 44 px where a pointer is coarse) in its own css; it
// reads the one rule (button.css.ts `smallControlHeight`), so the two cannot drift apart (review, session 46)
it("the count's box is as tall as the page buttons by their own height rule, not a copy of it", async () => {
  await page.viewport(1280, 800);
  await render(<List start={1} total={4} />);
  const count = page.getByText("1–4 of 4").element();
  const button = page.getByRole("button", { name: "Page 1" }).element();
  expect(count.classList).toContain(smallControlHeight);
  expect(button.classList).toContain(smallControlHeight);
  expect(button.getBoundingClientRect().height).toBe(36); // 2.25rem: no pointer here is coarse
  expect(count.getBoundingClientRect().height).toBe(button.getBoundingClientRect().height);
});
