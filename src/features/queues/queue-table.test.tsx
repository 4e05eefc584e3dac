import { expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Router } from "wouter";
import type { Queue } from "../../../contract";
import { QueueTable } from "./queue-table";

const ticket: Queue = {
  uuid: "00000000-0000-4000-8000-000000000001",
  no: "KBL-001",
  no_kjp: "504948639993194751",
  no_ktp: "3174020601300819",
  no_kk: "3172070122491111",
  scheduled_date: "2026-03-10",
  scheduled_location: "Pasar Jaya Kebayoran Lama",
  scheduled_start_time: "09:00:00",
  scheduled_end_time: "11:00:00",
  status: "registered",
  rejection_reason: null,
  queue_location_id: 2,
  queue_session_id: 7,
  created_at: "2026-03-09 08:00:00",
};

/** Lines an inline element's text takes: one box per line. */
const linesOf = (element: Element | null | undefined) => element?.getClientRects().length;

// UX pass session 34: at 1280 px a card number broke in the middle ('50494863 / 9993194751') and the date took three
// lines. A number is in groups of four on one line, the date one line of YYYY-MM-DD, and where the box is too narrow
// the table scrolls sideways instead (docs/product.md §2.8); the session's hours say their zone once, in the header.
it("keeps card numbers whole in groups of four and the date on one line, scrolling sideways in a narrow box", async () => {
  // a desk's window (a table, not a phone's cards), the list's box narrower than its columns
  await page.viewport(1280, 800);
  const screen = await render(
    <div style={{ width: "700px" }}>
      <Router>
        <QueueTable
          title="Antrean Hari Ini"
          rows={[ticket]}
          total={1}
          page={1}
          size={10}
          onPageChange={() => undefined}
          onSizeChange={() => undefined}
          isLoading={false}
          isFetching={false}
          error={null}
          onRetry={() => undefined}
        />
      </Router>
    </div>,
  );
  await expect.element(screen.getByRole("link", { name: "KBL-001" })).toBeVisible();
  const cells = [...screen.container.querySelectorAll("tbody tr > *")] as HTMLElement[];
  const [, kjp, ktp, kk, date] = cells;
  for (const [cell, digits] of [
    [kjp, ticket.no_kjp],
    [ktp, ticket.no_ktp],
    [kk, ticket.no_kk],
  ] as const) {
    // a copy is the bare digits; the groups are set apart by a gap, not a space
    expect(cell?.textContent).toBe(digits);
    const groups = [...(cell?.querySelectorAll("span span") ?? [])].map((group) => group.textContent);
    expect(groups).toEqual(digits.match(/.{1,4}/g));
    expect(linesOf(cell?.querySelector("span"))).toBe(1);
  }
  expect(date?.textContent).toBe("2026-03-10");
  expect(linesOf(date?.querySelector("time"))).toBe(1);
  const region = screen.getByRole("region", { name: "Antrean Hari Ini" }).element();
  expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  const headers = [...screen.container.querySelectorAll("thead th")].map((th) => th.textContent);
  expect(headers).toEqual(expect.arrayContaining(["Jam Mulai (WIB)", "Jam Selesai (WIB)"]));
});
