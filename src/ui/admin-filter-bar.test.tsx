import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { AdminFilterBar } from "./admin-filter-bar";
import { CalendarDateField } from "./calendar-date-field";
import { Select } from "./select";
import { TextField } from "./text-field";

const kinds = [{ id: "all", label: "Semua jenis" }];
const places = [{ id: 0, label: "Semua tempat" }];

it("in a 960 px bar four fields, Cari and Reset share one row, the buttons on the controls' line", async () => {
  await page.viewport(1280, 800);
  // the width a staff list gives the bar at 1280 px: the screen less the open sidebar (18rem) and the page's padding
  // (docs/product.md §2.13); the search label is long enough to wrap to two lines in its cell
  await render(
    <div style={{ width: 960 }}>
      <AdminFilterBar label="Filter" submitLabel="Cari" resetLabel="Reset" onSubmit={() => {}} onReset={() => {}}>
        <TextField label="Cari nomor, nama, kode atau catatan" type="search" />
        <Select label="Jenis" options={kinds} value="all" />
        <Select label="Tempat" options={places} value={0} />
        <CalendarDateField language="id" label="Tanggal" value="" onChange={() => {}} />
      </AdminFilterBar>
    </div>,
  );
  const input = page.getByRole("searchbox", { name: "Cari nomor, nama, kode atau catatan" }).element().getBoundingClientRect();
  for (const name of ["Cari", "Reset"]) {
    const button = page.getByRole("button", { name, exact: true }).element().getBoundingClientRect();
    const middle = button.top + button.height / 2;
    expect(middle, `${name} on the controls' line`).toBeGreaterThan(input.top);
    expect(middle, `${name} on the controls' line`).toBeLessThan(input.bottom);
  }
});

it("with firstFieldDigits={16}, a pasted 16-digit number shows whole in the first field, and the row still holds", async () => {
  await page.viewport(1280, 800);
  // the ticket lists' bar at 1280 px (docs/product.md §2.13): a staff member checks the KTP she pasted before searching
  await render(
    <div style={{ width: 960 }}>
      <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={() => {}} firstFieldDigits={16}>
        <TextField label="Cari nomor antrean, KJP atau KTP" type="search" defaultValue="3173012345678901" />
        <Select label="Jenis" options={kinds} value="all" />
        <Select label="Tempat" options={places} value={0} />
        <CalendarDateField language="id" label="Tanggal" value="" onChange={() => {}} />
      </AdminFilterBar>
    </div>,
  );
  const search = page.getByRole("searchbox").element() as HTMLInputElement;
  expect(search.scrollWidth, "the number's width in the input").toBeLessThanOrEqual(search.clientWidth);
  const input = search.getBoundingClientRect();
  for (const name of ["Cari", "Reset"]) {
    const button = page.getByRole("button", { name, exact: true }).element().getBoundingClientRect();
    const middle = button.top + button.height / 2;
    expect(middle, `${name} on the controls' line`).toBeGreaterThan(input.top);
    expect(middle, `${name} on the controls' line`).toBeLessThan(input.bottom);
  }
  const date = page.getByRole("group", { name: "Tanggal" }).element().getBoundingClientRect();
  expect(date.top, "the fourth field on the first row").toBeLessThan(input.bottom);
});
