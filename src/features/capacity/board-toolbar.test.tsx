import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { AdminFilterBar, CalendarDateField } from "../../ui";
import { BoardToolbar } from "./board-toolbar";

const noop = () => {};

function Toolbar() {
  return (
    <BoardToolbar
      date="2026-03-12"
      isDateIncomplete={false}
      onDateTyped={noop}
      onToday={noop}
      onTomorrow={noop}
      showArchived={false}
      onShowArchived={noop}
    />
  );
}

it("at 1280 px 'Hari ini', 'Besok' and the archived checkbox sit on the date control's line, above its help", async () => {
  await page.viewport(1280, 800);
  // the width the board gives its toolbar at 1280 px: the screen less the open sidebar (18rem) and the page's padding
  await render(
    <div style={{ width: 960 }}>
      <Toolbar />
    </div>,
  );
  const control = page.getByRole("group", { name: "Tanggal Pengambilan" }).element().getBoundingClientRect();
  const items = [
    page.getByRole("button", { name: "Hari ini" }),
    page.getByRole("button", { name: "Besok" }),
    page.getByRole("checkbox", { name: "Tampilkan lokasi yang diarsipkan" }),
  ];
  for (const item of items) {
    // a checkbox's input is hidden inside its label: the label is what shows
    const box = (item.element().closest("label") ?? item.element()).getBoundingClientRect();
    const middle = box.top + box.height / 2;
    // the date's own box (its segments' group) spans the control's line; the help line lies below it
    expect(Math.abs(middle - (control.top + control.height / 2)), item.toString()).toBeLessThan(2);
  }
});

it("at 1280 px the date keeps a date field's width, as in a list's filter bar, with 'Hari ini' just beside it", async () => {
  await page.viewport(1280, 800);
  // both at the width their page gives them at 1280 px with the sidebar open; the help line under the board's date
  // made its field 412 px wide for '12/03/2026', the lists' 128 px (UX pass s45; docs/product.md §2.13)
  await render(
    <>
      <div style={{ width: 960 }} data-testid="board">
        <Toolbar />
      </div>
      <div style={{ width: 960 }} data-testid="list">
        <AdminFilterBar label="Filter" submitLabel="Cari" resetLabel="Reset" onSubmit={noop} onReset={noop}>
          <CalendarDateField language="id" label="Tanggal Pengambilan" value="2026-03-12" onChange={noop} />
        </AdminFilterBar>
      </div>
    </>,
  );
  const date = (where: string) =>
    page.getByTestId(where).getByRole("group", { name: "Tanggal Pengambilan" }).element().getBoundingClientRect();
  const board = date("board");
  expect(Math.abs(board.width - date("list").width), `the board's date ${board.width} px`).toBeLessThan(1);
  const today = page.getByRole("button", { name: "Hari ini" }).element().getBoundingClientRect();
  // the toolbar's gap (1rem) between them, nothing more
  expect(today.left - board.right).toBeLessThanOrEqual(16);
});

it("in a 448 px toolbar (768 px, sidebar open) the date keeps a control's height while the checkbox's words wrap", async () => {
  await page.viewport(768, 800);
  await render(
    <div style={{ width: 448 }}>
      <Toolbar />
    </div>,
  );
  const checkbox = page.getByRole("checkbox").element().closest("label")!.getBoundingClientRect();
  const today = page.getByRole("button", { name: "Hari ini" }).element().getBoundingClientRect();
  expect(checkbox.height, "the checkbox's words on more lines than one").toBeGreaterThan(today.height);
  // the row as tall as those lines stretched the date's box to their height (91 px at 800 px)
  const date = page.getByRole("group", { name: "Tanggal Pengambilan" }).element().getBoundingClientRect();
  expect(date.height).toBe(today.height);
});
