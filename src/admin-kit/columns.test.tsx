import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { Table } from "../ui";
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

// UX pass session 34: a day off's date, YYYY-MM-DD as every staff date, broke after a hyphen ('2026-03-' / '17') in its
// narrow column; a `noWrap` column keeps it whole
it("keeps a noWrap column's date on one line in a narrow table", async () => {
  await page.viewport(1280, 800);
  type DayOff = { id: number; date: string; details: string };
  const rows: DayOff[] = [{ id: 1, date: "2026-03-17", details: "Libur operasional: stock opname gudang pasar" }];
  const screen = await render(
    <div style={{ width: "180px" }}>
      <Table<DayOff>
        aria-label="Hari libur"
        columns={[
          column("date", "Tanggal", (row: DayOff) => row.date, { isRowHeader: true, noWrap: true }),
          column("details", "Keterangan", (row: DayOff) => row.details, { look: "long" }),
        ]}
        rows={rows}
        getRowId={(row) => row.id}
        emptyText="-"
      />
    </div>,
  );
  const date = screen.getByRole("rowheader").element() as HTMLElement;
  await expect.element(screen.getByRole("rowheader")).toHaveTextContent("2026-03-17");
  const range = document.createRange();
  range.selectNodeContents(date);
  expect(range.getClientRects()).toHaveLength(1);
});
