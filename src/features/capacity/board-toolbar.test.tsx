import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { BoardToolbar } from "./board-toolbar";

const noop = () => {};

it("at 1280 px 'Hari ini', 'Besok' and the archived checkbox sit on the date control's line, above its help", async () => {
  await page.viewport(1280, 800);
  // the width the board gives its toolbar at 1280 px: the screen less the open sidebar (18rem) and the page's padding
  await render(
    <div style={{ width: 960 }}>
      <BoardToolbar
        date="2026-12-01"
        isDateIncomplete={false}
        onDateTyped={noop}
        onToday={noop}
        onTomorrow={noop}
        showArchived={false}
        onShowArchived={noop}
      />
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
