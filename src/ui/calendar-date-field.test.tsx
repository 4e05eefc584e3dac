import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import type { ScreenLanguage } from "../lib/screen-language";
import { CalendarDateField } from "./calendar-date-field";

/** The field as a screen holds it: the value in state, every change reported. */
function Held({ language, initial, onChange }: { language: ScreenLanguage; initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CalendarDateField
      language={language}
      label="Tanggal Pengambilan"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const group = () => page.getByRole("group", { name: "Tanggal Pengambilan" });
/** The segments' text as shown, separators included ('24/11/2026'); bidi marks left out. */
const shown = () =>
  group()
    .element()
    .textContent!.replace(/[\u200e\u200f\u2066-\u2069]/g, "");
const segmentNames = () => [...group().element().querySelectorAll('[role="spinbutton"]')].map((s) => s.getAttribute("data-type"));
/** From the first segment's start to the last one's end: what the segments take of the field. */
const segmentsWidth = () => {
  const segments = [...group().element().querySelectorAll('[role="spinbutton"]')].map((s) => s.getBoundingClientRect());
  return segments.at(-1)!.right - segments[0]!.left;
};

describe("CalendarDateField", () => {
  it("takes dd/mm/yyyy typed as digits on an Indonesian screen and reports YYYY-MM-DD", async () => {
    const onChange = vi.fn();
    await render(<Held language="id" initial="" onChange={onChange} />);
    expect(segmentNames()).toEqual(["day", "month", "year"]);
    expect(shown()).toBe("hh/bb/tttt");

    await userEvent.click(page.getByRole("spinbutton", { name: /hari/i }));
    await userEvent.keyboard("24112026");

    expect(onChange).toHaveBeenLastCalledWith("2026-11-24");
    expect(shown()).toBe("24/11/2026");
  });

  it("shows a YYYY-MM-DD value with leading zeros, and reports '' once it is emptied", async () => {
    const onChange = vi.fn();
    await render(<Held language="id" initial="2026-03-01" onChange={onChange} />);
    expect(shown()).toBe("01/03/2026");

    // react-aria keeps the last whole date while a segment is being retyped; '' only when every segment is empty
    for (const [segment, digits] of [
      [/hari/i, 2],
      [/bulan/i, 2],
      [/tahun/i, 4],
    ] as const) {
      await userEvent.click(page.getByRole("spinbutton", { name: segment }));
      await userEvent.keyboard("{Backspace}".repeat(digits + 1));
    }
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(shown()).toBe("hh/bb/tttt");
  });

  // 'mm/dd/yyyy' is wider than the digits typed over it: typed, the field narrowed by 11 px (carried since UX pass s38;
  // docs/product.md §2.13); Indonesian's 'hh/bb/tttt' is narrower, and the digits' room holds it
  it("keeps the English order on an English screen, and its width as a date is typed", async () => {
    const onChange = vi.fn();
    await render(<Held language="en" initial="" onChange={onChange} />);
    expect(segmentNames()).toEqual(["month", "day", "year"]);
    const empty = segmentsWidth();

    await userEvent.click(page.getByRole("spinbutton", { name: /month/i }));
    await userEvent.keyboard("11242026");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-24");
    expect(shown()).toBe("11/24/2026");
    expect(segmentsWidth()).toBe(empty);
  });

  it("marks the field invalid with its error under it", async () => {
    await render(
      <CalendarDateField language="id" label="Tanggal" value="" onChange={() => {}} errorMessage="Tanggal wajib diisi." />,
    );
    await expect.element(page.getByText("Tanggal wajib diisi.")).toBeVisible();
    await expect.element(page.getByRole("spinbutton", { name: /hari/i })).toHaveAttribute("aria-invalid", "true");
  });
});
