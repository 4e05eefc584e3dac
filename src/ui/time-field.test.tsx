import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import type { ScreenLanguage } from "../lib/screen-language";
import { TimeField } from "./time-field";

/** The field as a screen holds it: the value in state, every change reported. */
function Held({ language, initial, onChange }: { language: ScreenLanguage; initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeField
      language={language}
      label="Jam Mulai"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const group = () => page.getByRole("group", { name: "Jam Mulai" });
/** The segments' text as shown, separators included ('07:30:00'); bidi marks left out. */
const shown = () =>
  group()
    .element()
    .textContent!.replace(/[\u200e\u200f\u2066-\u2069]/g, "");
const segmentNames = () => [...group().element().querySelectorAll('[role="spinbutton"]')].map((s) => s.getAttribute("data-type"));

describe("TimeField", () => {
  // a field holds a typed time from the start: typed, its segments grew by 13 px (UX pass s38; docs/product.md §2.13)
  it.each(["en", "id"] as const)("keeps its width when a time is typed into it on a screen in '%s'", async (language) => {
    await render(<Held language={language} initial="" onChange={() => undefined} />);
    // from the hour's start to the second's end: what the segments take of the field
    const width = () => {
      const segments = [...group().element().querySelectorAll('[role="spinbutton"]')].map((s) => s.getBoundingClientRect());
      return segments.at(-1)!.right - segments[0]!.left;
    };
    const empty = width();
    await userEvent.click(group().getByRole("spinbutton").first());
    await userEvent.keyboard("153005");
    await expect.poll(shown).toBe("15:30:05");
    expect(width()).toBe(empty);
  });

  // whatever the browser's language (an English Chromium's <input type="time"> is 12-hour with AM/PM, UX pass s33)
  it.each(["en", "id"] as const)("takes HH:mm:ss on a 24-hour clock with ':' on a screen in '%s'", async (language) => {
    const onChange = vi.fn();
    await render(<Held language={language} initial="" onChange={onChange} />);
    expect(segmentNames()).toEqual(["hour", "minute", "second"]);

    await userEvent.click(group().getByRole("spinbutton").first());
    await userEvent.keyboard("153005");

    expect(onChange).toHaveBeenLastCalledWith("15:30:05");
    expect(shown()).toBe("15:30:05");
  });

  it("shows a value with leading zeros and steps it with the arrow keys", async () => {
    const onChange = vi.fn();
    await render(<Held language="id" initial="07:05" onChange={onChange} />);
    expect(shown()).toBe("07:05:00");

    const [hour, minute] = group().getByRole("spinbutton").all();
    await userEvent.click(minute!);
    await userEvent.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith("07:06:00");
    await userEvent.click(hour!);
    await userEvent.keyboard("{ArrowDown}".repeat(8));
    // a 24-hour clock: below 00 comes 23, with no AM/PM to flip
    expect(onChange).toHaveBeenLastCalledWith("23:06:00");
    expect(shown()).toBe("23:06:00");
  });

  it("names its segments in the screen's language", async () => {
    await render(<Held language="id" initial="" onChange={() => {}} />);
    // every segment's name ends with the label ('menit, Jam Mulai'): its own name is its start
    await expect.element(page.getByRole("spinbutton", { name: /^menit/i })).toBeVisible();
    await expect.element(page.getByRole("spinbutton", { name: /^detik/i })).toBeVisible();
  });

  it("reports '' once every segment is emptied", async () => {
    const onChange = vi.fn();
    await render(<Held language="en" initial="15:00:00" onChange={onChange} />);
    for (const segment of group().getByRole("spinbutton").all()) {
      await userEvent.click(segment);
      await userEvent.keyboard("{Backspace}{Backspace}{Backspace}");
    }
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("marks the field invalid with its error under it", async () => {
    await render(<TimeField language="id" label="Jam Selesai" value="" onChange={() => {}} errorMessage="Wajib diisi." />);
    await expect.element(page.getByText("Wajib diisi.")).toBeVisible();
    await expect.element(page.getByRole("spinbutton", { name: /jam/i }).first()).toHaveAttribute("aria-invalid", "true");
  });
});
