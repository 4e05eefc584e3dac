import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { AdminFilterBar } from "./admin-filter-bar";
import { CalendarDateField } from "./calendar-date-field";
import { Select } from "./select";
import { TextField } from "./text-field";

const status = [{ id: "all", label: "Semua status" }];
const locations = [{ id: 0, label: "Semua lokasi" }];

it("at 1280 px the queue list's four filters, Cari and Reset share one row, the buttons on the controls' line", async () => {
  await page.viewport(1280, 800);
  // the width /queues gives the bar at 1280 px: the screen less the open sidebar (18rem) and the page's padding
  await render(
    <div style={{ width: 960 }}>
      <AdminFilterBar label="Filter antrean" submitLabel="Cari" resetLabel="Reset" onSubmit={() => {}} onReset={() => {}}>
        <TextField label="Cari nomor antrean, KJP atau KTP" type="search" />
        <Select label="Status" options={status} value="all" />
        <Select label="Lokasi" options={locations} value={0} />
        <CalendarDateField language="id" label="Tanggal Pengambilan" value="" onChange={() => {}} />
      </AdminFilterBar>
    </div>,
  );
  const input = page.getByRole("searchbox", { name: "Cari nomor antrean, KJP atau KTP" }).element().getBoundingClientRect();
  for (const name of ["Cari", "Reset"]) {
    const button = page.getByRole("button", { name, exact: true }).element().getBoundingClientRect();
    const middle = button.top + button.height / 2;
    expect(middle, `${name} on the controls' line`).toBeGreaterThan(input.top);
    expect(middle, `${name} on the controls' line`).toBeLessThan(input.bottom);
  }
});
