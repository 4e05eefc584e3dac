import { useState } from "react";
import type { Key } from "react-aria-components";
import { expect, it, onTestFinished, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
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

it("with firstFieldDigits={20}, a pasted 20-digit KJP shows whole in the first field, and the row still holds", async () => {
  await page.viewport(1280, 800);
  // the ticket lists' bar at 1280 px (docs/product.md §2.13): a staff member checks the KJP she pasted before searching
  await render(
    <div style={{ width: 960 }}>
      <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={() => {}} firstFieldDigits={20}>
        <TextField label="Cari nomor antrean, KJP atau KTP" type="search" defaultValue="31730123456789012345" />
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

it("with firstFieldDigits, a wide bar keeps each field no wider than 24rem, side by side at the row's start", async () => {
  await page.viewport(1920, 1080);
  // the ticket lists' bar at 1920 px with the sidebar open (UX pass s30, item 3)
  await render(
    <div style={{ width: 1600 }}>
      <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={() => {}} firstFieldDigits={20}>
        <TextField label="Cari nomor antrean, KJP atau KTP" type="search" />
        <Select label="Jenis" options={kinds} value="all" />
        <Select label="Tempat" options={places} value={0} />
        {null}
      </AdminFilterBar>
    </div>,
  );
  const widest = 24 * parseFloat(getComputedStyle(document.documentElement).fontSize);
  const search = page.getByRole("searchbox").element().getBoundingClientRect();
  const kind = page.getByRole("button", { name: /Jenis/ }).element().getBoundingClientRect();
  for (const [name, box] of [
    ["search", search],
    ["Jenis", kind],
  ] as const) {
    expect(box.width, `${name}: its width`).toBeLessThanOrEqual(widest);
  }
  // the next field follows the search at the grid's gap, not across a stretched cell
  expect(kind.left - search.right).toBeLessThan(widest / 4);
  // and the fields sit at the row's start: the last ends well before the bar does (shares of the row reached its end)
  const bar = page.getByRole("search", { name: "Filter" }).element().getBoundingClientRect();
  const reset = page.getByRole("button", { name: "Reset" }).element().getBoundingClientRect();
  expect(reset.right - bar.left, "the row's end").toBeLessThan(bar.width * 0.8);
});

it("a long chosen market keeps to one line in a 960 px bar: every control keeps one height, the whole name stays its name", async () => {
  await page.viewport(1280, 800);
  // the ticket lists' bar at 1280 px with a market chosen (UX check s31, item 1): its name wrapped to three lines and
  // every control of the row grew to 88 px
  const market = "Pasar Jaya Kebayoran Lama (KBL)";
  await render(
    <div style={{ width: 960 }}>
      <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={() => {}} firstFieldDigits={20}>
        <TextField label="Cari nomor antrean, KJP atau KTP" type="search" />
        <Select label="Status" options={[{ id: "all", label: "Semua status" }]} value="all" />
        <Select
          label="Lokasi"
          options={[
            { id: 0, label: "Semua lokasi" },
            { id: 7, label: market },
          ]}
          value={7}
        />
        <CalendarDateField language="id" label="Tanggal Pengambilan" value="" onChange={() => {}} />
      </AdminFilterBar>
    </div>,
  );
  const search = page.getByRole("searchbox").element().getBoundingClientRect();
  const location = page.getByRole("button", { name: new RegExp(`^${market.replace(/[()]/g, "\\$&")}`) });
  const controls = [
    page.getByRole("button", { name: /Semua status/ }),
    location,
    page.getByRole("group", { name: "Tanggal Pengambilan" }),
    page.getByRole("button", { name: "Cari", exact: true }),
    page.getByRole("button", { name: "Reset", exact: true }),
  ];
  for (const control of controls) {
    expect(control.element().getBoundingClientRect().height, "a control's height").toBe(search.height);
  }
  const lineHeight = parseFloat(getComputedStyle(location.element()).lineHeight);
  const value = location.element().firstElementChild!;
  expect(value.getBoundingClientRect().height, "the chosen market on one line").toBeLessThan(lineHeight * 1.5);
  // cut with '…' where its cell is narrow: the whole name is still the trigger's name
  await expect.element(location).toHaveAccessibleName(`${market} Lokasi`);
});

it("a bar without firstFieldDigits gives a chosen market its whole name on one line, the row's controls one height", async () => {
  await page.viewport(1280, 800);
  // the kit's lists (sessions by market, days off): equal 10rem shares of the row wrapped the name to three lines, the
  // row's end empty and its controls 90 px tall (UX check s31)
  const market = "Pasar Jaya Kebayoran Lama (KBL)";
  await render(
    <div style={{ width: 960 }}>
      <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={() => {}}>
        <Select label="Lokasi" options={[{ id: 7, label: market }]} value={7} />
        <Select label="Hari" options={kinds} value="all" />
      </AdminFilterBar>
    </div>,
  );
  const location = page.getByRole("button", { name: /^Pasar Jaya/ }).element();
  const value = location.firstElementChild!;
  expect(value.scrollWidth, "the whole name in its field").toBeLessThanOrEqual(value.clientWidth);
  const lineHeight = parseFloat(getComputedStyle(location).lineHeight);
  expect(value.getBoundingClientRect().height, "on one line").toBeLessThan(lineHeight * 1.5);
  const day = page.getByRole("button", { name: /^Semua jenis/ }).element();
  expect(location.getBoundingClientRect().height).toBe(day.getBoundingClientRect().height);
});

/**
 * The ticket lists' bar, its location chosen from the list as staff do (or `chosen` from the start), with the pickup
 * date ('Semua Antrean', `withDate`) or without it ('Antrean Hari Ini'): the form holds the values.
 */
function TicketListBar({ markets, withDate = true, chosen = 0 }: { markets: string[]; withDate?: boolean; chosen?: Key }) {
  const [location, setLocation] = useState<Key>(chosen);
  const [date, setDate] = useState("");
  const reset = () => {
    setLocation(0);
    setDate("");
  };
  return (
    <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={reset} firstFieldDigits={20}>
      <TextField label="Cari nomor antrean, KJP atau KTP" type="search" />
      <Select label="Status" options={[{ id: "all", label: "Semua status" }]} value="all" />
      <Select
        label="Lokasi"
        options={[{ id: 0, label: "Semua lokasi" }, ...markets.map((label, index) => ({ id: index + 1, label }))]}
        value={location}
        onChange={(key) => setLocation(key ?? 0)}
        // as queue-filter-form.tsx: the markets come from the server
        reservesWidestCell
      />
      {withDate ? <CalendarDateField language="id" label="Tanggal Pengambilan" value={date} onChange={setDate} /> : null}
    </AdminFilterBar>
  );
}

for (const [screenWidth, screenHeight, barWidth] of [
  [1280, 800, 960],
  [1920, 1080, 1600],
] as const) {
  it(`at ${screenWidth} px a chosen market keeps its cell's width: 'Cari' and 'Reset' stay where they were`, async () => {
    await page.viewport(screenWidth, screenHeight);
    // the ticket lists' bar (docs/product.md §2.13): the location's cell grew with the market chosen, and the buttons
    // moved sideways under the pointer (UX pass s32, item 2)
    await render(
      <div style={{ width: barWidth }}>
        <TicketListBar markets={["Pasar Jaya Koja (KOJ)", "Pasar Jaya Kebayoran Lama (KBL)"]} />
      </div>,
    );
    const boxes = () =>
      ["Cari", "Reset"].map((name) => page.getByRole("button", { name, exact: true }).element().getBoundingClientRect());
    const before = boxes();
    await page.getByRole("button", { name: /Lokasi$/ }).click();
    await page.getByRole("option", { name: "Pasar Jaya Kebayoran Lama (KBL)" }).click();
    await expect
      .element(page.getByRole("button", { name: /Lokasi$/ }))
      .toHaveAccessibleName("Pasar Jaya Kebayoran Lama (KBL) Lokasi");
    // the options giving the field its width are not its text: the trigger says the chosen market alone
    expect(page.getByRole("button", { name: /Lokasi$/ }).element().textContent).toBe("Pasar Jaya Kebayoran Lama (KBL)");
    const after = boxes();
    expect(
      after.map((box) => box.left),
      "the buttons' places",
    ).toEqual(before.map((box) => box.left));
    expect(after.map((box) => box.top)).toEqual(before.map((box) => box.top));
  });
}

for (const [screenWidth, screenHeight, barWidth] of [
  [1280, 800, 960],
  [1920, 1080, 1600],
] as const) {
  it(`at ${screenWidth} px the markets' arrival moves nothing: the location's field kept their width from the first paint`, async () => {
    await page.viewport(screenWidth, screenHeight);
    // the ticket lists' first load: 'Semua lokasi' alone, then the markets; the field grew from 160 to 324 px and
    // 'Cari' moved 163 px at 1920 (UX pass s33)
    const screen = await render(
      <div style={{ width: barWidth }}>
        <TicketListBar markets={[]} />
      </div>,
    );
    const boxes = () =>
      ["Cari", "Reset", "Pasar Jaya"].map((name) =>
        (name === "Pasar Jaya" ? page.getByRole("button", { name: /Lokasi$/ }) : page.getByRole("button", { name, exact: true }))
          .element()
          .getBoundingClientRect(),
      );
    const before = boxes();
    await screen.rerender(
      <div style={{ width: barWidth }}>
        <TicketListBar markets={["Pasar Jaya Koja (KOJ)", "Pasar Jaya Kebayoran Lama (KBL)"]} />
      </div>,
    );
    const after = boxes();
    expect(
      after.map((box) => [box.left, box.width]),
      "Cari, Reset and the location's field",
    ).toEqual(before.map((box) => [box.left, box.width]));
  });
}

for (const withDate of [false, true]) {
  it(`in a 704 px bar (1024 px, sidebar open) the ticket lists' location shows its longest market whole${withDate ? ", beside a date" : ""}`, async () => {
    await page.viewport(1024, 768);
    // one row gave the market 129 px ('Semua…', 'Pasar…') and the controls grew three lines tall (UX pass s34, item 1)
    await render(
      <div style={{ width: 704 }}>
        <TicketListBar withDate={withDate} markets={["Pasar Jaya Kebayoran Lama (KBL)"]} />
      </div>,
    );
    const location = page.getByRole("button", { name: /Lokasi$/ });
    await location.click();
    await page.getByRole("option", { name: "Pasar Jaya Kebayoran Lama (KBL)" }).click();
    const value = location.element().firstElementChild!;
    expect(value.scrollWidth, "the whole market in its field").toBeLessThanOrEqual(value.clientWidth);
    // the whole search room kept, and every control one height (no label or value wrapping into it)
    const search = page.getByRole("searchbox").element() as HTMLInputElement;
    search.value = "31730123456789012345";
    expect(search.scrollWidth, "a pasted KJP whole").toBeLessThanOrEqual(search.clientWidth);
    const controls = [
      page.getByRole("button", { name: /Status$/ }),
      location,
      page.getByRole("button", { name: "Cari", exact: true }),
      page.getByRole("button", { name: "Reset", exact: true }),
      ...(withDate ? [page.getByRole("group", { name: "Tanggal Pengambilan" })] : []),
    ];
    const height = search.getBoundingClientRect().height;
    for (const control of controls) expect(control.element().getBoundingClientRect().height, "a control's height").toBe(height);
    // Cari and Reset beside each other, inside the bar
    const bar = page.getByRole("search", { name: "Filter" }).element().getBoundingClientRect();
    const cari = page.getByRole("button", { name: "Cari", exact: true }).element().getBoundingClientRect();
    const reset = page.getByRole("button", { name: "Reset", exact: true }).element().getBoundingClientRect();
    expect(reset.top, "Reset beside Cari").toBe(cari.top);
    expect(reset.right).toBeLessThanOrEqual(bar.right);
  });
}

it("a chosen value cut with '…' shows whole in a tooltip on keyboard focus and on a hover; a whole one shows none", async () => {
  await page.viewport(1280, 800);
  // a title attribute showed the whole market to a mouse only (UX pass s32, item 3)
  const market = "Pasar Jaya Kebayoran Lama (KBL)";
  const bar = (width: number) => (
    <div style={{ width }}>
      <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={() => {}} firstFieldDigits={20}>
        <TextField label="Cari nomor antrean, KJP atau KTP" type="search" />
        <Select label="Status" options={[{ id: "all", label: "Semua status" }]} value="all" />
        <Select label="Lokasi" options={[{ id: 7, label: market }]} value={7} />
        <CalendarDateField language="id" label="Tanggal Pengambilan" value="" onChange={() => {}} />
      </AdminFilterBar>
    </div>
  );
  const screen = await render(bar(960));
  const location = page.getByRole("button", { name: `${market} Lokasi` });
  const value = location.element().firstElementChild!;
  expect(value.scrollWidth, "the market is cut in a 960 px bar").toBeGreaterThan(value.clientWidth);
  // from the status field, Tab: the keyboard's focus
  page.getByRole("button", { name: "Semua status Status" }).element().focus();
  await userEvent.tab();
  await expect.element(location).toHaveFocus();
  await expect.element(page.getByRole("tooltip")).toHaveTextContent(market);
  await expect.element(location).toHaveAccessibleName(`${market} Lokasi`);
  await userEvent.tab();
  await expect.element(page.getByRole("tooltip")).not.toBeInTheDocument();
  // a mouse resting on it (a mouse used on the page: after keys, react-aria waits for a pointer's press); the rest's
  // 1.5 s on a faked clock
  await userEvent.click(page.getByRole("searchbox").element());
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  onTestFinished(() => void vi.useRealTimers());
  await userEvent.hover(location.element());
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(page.getByRole("tooltip").query(), "not before the mouse has rested").toBeNull();
  vi.advanceTimersByTime(1500);
  await expect.element(page.getByRole("tooltip")).toHaveTextContent(market);
  await userEvent.unhover(location.element());
  await expect.element(page.getByRole("tooltip")).not.toBeInTheDocument();
  vi.useRealTimers();

  // in a wide bar the whole name shows in the field: no tooltip repeats it
  await page.viewport(1920, 1080);
  await screen.rerender(bar(1600));
  expect(value.scrollWidth, "the whole market in a 1600 px bar").toBeLessThanOrEqual(value.clientWidth);
  page.getByRole("button", { name: "Semua status Status" }).element().focus();
  await userEvent.tab();
  await expect.element(location).toHaveFocus();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(page.getByRole("tooltip").elements()).toHaveLength(0);
});

/** Whether two boxes share any area. */
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const [screenWidth, screenHeight, barWidth] of [
  [1280, 800, 960],
  [768, 1024, 448],
] as const) {
  it(`at ${screenWidth} px the whole value's tooltip covers neither its label nor the buttons, and is not read as the trigger's description`, async () => {
    await page.viewport(screenWidth, screenHeight);
    // react-aria put it above the trigger, on the label 'Lokasi', and described the trigger by it: a screen reader
    // read the market twice, as the name and as the description (UX pass s33). At 448 px the buttons are a row under
    // the fields, the location's field right above 'Cari'.
    const market = "Pasar Jaya Kebayoran Lama (KBL)";
    await render(
      <div style={{ width: barWidth }}>
        <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={() => {}} firstFieldDigits={20}>
          <TextField label="Cari nomor antrean, KJP atau KTP" type="search" />
          <Select label="Status" options={[{ id: "all", label: "Semua status" }]} value="all" />
          <Select label="Lokasi" options={[{ id: 7, label: market }]} value={7} />
          <CalendarDateField language="id" label="Tanggal Pengambilan" value="" onChange={() => {}} />
        </AdminFilterBar>
      </div>,
    );
    const location = page.getByRole("button", { name: `${market} Lokasi` });
    page.getByRole("button", { name: "Semua status Status" }).element().focus();
    await userEvent.tab();
    const tooltip = page.getByRole("tooltip");
    await expect.element(tooltip).toHaveTextContent(market);
    await expect.element(location).toHaveAccessibleName(`${market} Lokasi`);
    await expect.element(location).toHaveAccessibleDescription("");
    // placed in the frame after it opens
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const tip = tooltip.element().getBoundingClientRect();
    const label = page.getByText("Lokasi", { exact: true }).element().getBoundingClientRect();
    expect(overlap(tip, label), "the tooltip on the label").toBe(false);
    for (const name of ["Cari", "Reset"]) {
      const button = page.getByRole("button", { name, exact: true }).element().getBoundingClientRect();
      expect(overlap(tip, button), `the tooltip on ${name}`).toBe(false);
    }
    expect(tip.top, "under the trigger").toBeGreaterThanOrEqual(location.element().getBoundingClientRect().bottom);
  });
}

it("in a 448 px bar (768 px, sidebar open) Cari and Reset share one line under the fields, the controls one height", async () => {
  await page.viewport(768, 1024);
  // the sessions' bar: two selects; Reset stacked under Cari in a 7rem column and the selects grew to 96 px (UX check
  // s32)
  await render(
    <div style={{ width: 448 }}>
      <AdminFilterBar label="Filter" onSubmit={() => {}} onReset={() => {}}>
        <Select label="Lokasi" options={[{ id: 7, label: "Pasar Jaya Kebayoran Lama (KBL)" }]} value={7} />
        <Select label="Hari" options={[{ id: "all", label: "Semua hari" }]} value="all" />
      </AdminFilterBar>
    </div>,
  );
  const location = page
    .getByRole("button", { name: /Lokasi$/ })
    .element()
    .getBoundingClientRect();
  const day = page.getByRole("button", { name: /Hari$/ }).element().getBoundingClientRect();
  const search = page.getByRole("button", { name: "Cari", exact: true }).element().getBoundingClientRect();
  const reset = page.getByRole("button", { name: "Reset", exact: true }).element().getBoundingClientRect();
  expect(reset.top, "Reset beside Cari").toBe(search.top);
  expect(location.height, "a select's height: a control's").toBe(search.height);
  expect(day.height).toBe(search.height);
  expect(day.top, "both fields on one row").toBe(location.top);
  // the fields take the row: the market's field reaches about its end, not a column left empty for the buttons
  const bar = page.getByRole("search", { name: "Filter" }).element().getBoundingClientRect();
  expect(bar.right - day.right, "the row's end after the fields").toBeLessThan(48);
});

it.each(["Cari", "Reset"])(
  "on a phone '%s' folds the fields away again and gives focus to the toggle; from 48rem up focus stays on it",
  async (name) => {
    await page.viewport(360, 640);
    try {
      await render(
        <AdminFilterBar
          label="Filter"
          submitLabel="Cari"
          resetLabel="Reset"
          activeCount={1}
          onSubmit={() => {}}
          onReset={() => {}}
        >
          <TextField label="Cari nomor" type="search" />
        </AdminFilterBar>,
      );
      const toggle = page.getByRole("button", { name: "Filter (1)" });
      await toggle.click();
      await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
      const pressed = page.getByRole("button", { name, exact: true }).element() as HTMLElement;
      pressed.focus();
      await userEvent.keyboard("{Enter}");
      await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
      await expect.element(toggle).toHaveFocus();
      expect(pressed.checkVisibility()).toBe(false);
      // a desk's screen: the fields always show, and focus stays where it was
      await page.viewport(1280, 800);
      pressed.focus();
      await userEvent.keyboard("{Enter}");
      expect(document.activeElement).toBe(pressed);
    } finally {
      await page.viewport(1280, 800);
    }
  },
);

it("in a 960 px bar typing a whole date moves no field: the date's field held a typed date from the start", async () => {
  await page.viewport(1280, 800);
  // the ticket lists' bar at 1280 px (docs/product.md §2.13): '24/11/2026' grew the date's field from 112 to 128 px
  // and took 15 px from 'Lokasi', whose market was cut further ('Pasar Jaya Ce…'; UX pass s38)
  await render(
    <div style={{ width: 960 }}>
      <TicketListBar markets={["Pasar Jaya Cempaka Putih (CPP)"]} chosen={1} />
    </div>,
  );
  const date = page.getByRole("group", { name: "Tanggal Pengambilan" });
  const fields = [
    page.getByRole("searchbox"),
    page.getByRole("button", { name: /Status$/ }),
    page.getByRole("button", { name: /Lokasi$/ }),
    date,
    page.getByRole("button", { name: "Cari", exact: true }),
    page.getByRole("button", { name: "Reset", exact: true }),
  ];
  const boxes = () =>
    fields.map((field) => {
      const box = field.element().getBoundingClientRect();
      return [box.left, box.width];
    });
  const before = boxes();
  await userEvent.click(page.getByRole("spinbutton", { name: /hari/i }));
  await userEvent.keyboard("24112026");
  await expect.element(date).toHaveTextContent(/24.*11.*2026/);
  expect(boxes(), "each field's place and width: search, Status, Lokasi, date, Cari, Reset").toEqual(before);
  // and the whole date shows in its field
  const input = date.element();
  expect(input.scrollWidth, "the typed date whole").toBeLessThanOrEqual(input.clientWidth);
});
