import { useState } from "react";
import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { AdminListBody } from "./admin-list-body";

type Shelf = { id: number; name: string };
const shelves = (pageNumber: number): Shelf[] =>
  Array.from({ length: 10 }, (_, i) => ({ id: pageNumber * 10 + i, name: `Shelf ${pageNumber * 10 + i}` }));

/**
 * Wired like a list page: a page change shows the page at once, and a page in `failing` fails to load (its rows and
 * the pager go, the table says so with 'Try again', which loads it for real).
 */
function List({ failing, retries = true }: { failing: number[]; retries?: boolean }) {
  const [at, setAt] = useState({ page: 1, failed: false });
  const to = (n: number) => setAt({ page: n, failed: failing.includes(n) });
  return (
    <>
      <button type="button">Search</button>
      <AdminListBody<Shelf>
        isForbidden={false}
        aria-label="Shelves"
        columns={[{ id: "name", header: "Name", cell: (s) => s.name, isRowHeader: true }]}
        rows={at.failed ? [] : shelves(at.page)}
        rowsKey={String(at.page)}
        getRowId={(s) => s.id}
        emptyText="No shelves"
        error={at.failed ? "Could not load the shelves." : undefined}
        onRetry={retries ? () => setAt({ ...at, failed: false }) : undefined}
        retryLabel="Try again"
        pagination={{ page: at.page, size: 10, total: 95, onPageChange: to, onSizeChange: () => undefined }}
      />
    </>
  );
}

it("the next page shows from its first row: the table's box does not keep the last page's scroll", async () => {
  await page.viewport(1280, 400);
  const screen = await render(<List failing={[]} />);
  const box = screen.getByRole("region", { name: "Shelves" }).element();
  box.scrollTop = box.scrollHeight;
  await expect.poll(() => box.scrollTop).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect.element(page.getByRole("rowheader", { name: "Shelf 20" })).toBeVisible();
  expect(box.scrollTop).toBe(0);
});

const focusedName = () => {
  const active = document.activeElement;
  return !active || active === document.body ? "body" : (active.textContent ?? "");
};

// docs/product.md §2.12: the focus never falls to the body. A page that failed to load took the pager away, and the
// 'Next' that held the focus with it: the next Tab started over from the skip link (session 37's closing note).
it("a page that fails to load gives the pager's fallen focus to 'Try again', and Enter loads it", async () => {
  await render(<List failing={[2]} />);
  (page.getByRole("button", { name: "Next" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("alert")).toHaveTextContent("Could not load the shelves.");
  await expect.element(page.getByRole("button", { name: "Try again" })).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("rowheader", { name: "Shelf 20" })).toBeVisible();
});

// the session's end (its refresh refused): no retry can help, and the failure's text says what to do (review, s38)
it("a page that fails where no retry is offered gives the pager's fallen focus to the failure's text", async () => {
  await render(<List failing={[2]} retries={false} />);
  (page.getByRole("button", { name: "Next" }).element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("alert")).toHaveFocus();
  expect(page.getByRole("button", { name: "Try again" }).query()).toBeNull();
});

it("a focus the person moved out of the list stays where it is when a page fails", async () => {
  await render(<List failing={[2]} />);
  (page.getByRole("button", { name: "Next" }).element() as HTMLElement).focus();
  await page.getByRole("button", { name: "Search" }).click();
  // the list changes page while the focus is elsewhere (the URL moved by Back, say): a click that takes no focus
  (page.getByRole("button", { name: "Next" }).element() as HTMLElement).click();
  await expect.element(page.getByRole("button", { name: "Try again" })).toBeVisible();
  expect(focusedName()).toBe("Search");
});

it("a focus the person let go of (a click on the page's background) is not taken back when a page fails", async () => {
  await render(<List failing={[2]} />);
  (page.getByRole("button", { name: "Next" }).element() as HTMLElement).focus();
  (document.activeElement as HTMLElement | null)?.blur();
  (page.getByRole("button", { name: "Next" }).element() as HTMLElement).click();
  await expect.element(page.getByRole("button", { name: "Try again" })).toBeVisible();
  expect(focusedName()).toBe("body");
});
