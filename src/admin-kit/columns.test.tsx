import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { column } from "./columns";

// the UX pass (session 20): a permission's slug in its list kept one line and slid under the sticky first column at
// 200 % text; a slug column wraps inside its cell, after a separator
it("wraps a slug column's text inside a narrow cell, after its separators", async () => {
  const slug = column("slug", "Slug", (row: { slug: string }) => row.slug, { look: "identifier" });
  const screen = await render(
    <div data-testid="cell" style={{ width: "11ch", fontFamily: "monospace" }}>
      {slug.cell({ slug: "access:queue.rejection_reason" })}
    </div>,
  );
  const cell = screen.getByTestId("cell").element() as HTMLElement;
  expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
  expect(cell.textContent).toBe("access:queue.rejection_reason");
  expect(cell.querySelectorAll("wbr").length).toBe(3);
});
