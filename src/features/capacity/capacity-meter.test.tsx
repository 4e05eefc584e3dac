import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { CapacityMeter } from "./capacity-meter";

/** The colour the meter's bar is drawn in, as the browser computes it. */
const barColour = (meter: Element) => getComputedStyle(meter.querySelectorAll("rect")[1]!).fill;

describe("the capacity meter", () => {
  it("says how full in words and draws each level in its own colour (never colour alone)", async () => {
    const screen = await render(
      <>
        <CapacityMeter quota={10} taken={3} />
        <CapacityMeter quota={10} taken={8} />
        <CapacityMeter quota={3} taken={3} filledAt="2026-11-23 06:07:12" />
        <CapacityMeter quota={0} taken={0} label="Libur" />
      </>,
    );
    const open = screen.getByText("30% terisi");
    const high = screen.getByText("80% terisi");
    const full = screen.getByText("Penuh pada 06:07:12");
    const dayOff = screen.getByText("Libur");
    for (const words of [open, high, full, dayOff]) await expect.element(words).toBeVisible();
    const colours = [open, high, full, dayOff].map((words) => barColour(words.element().parentElement!));
    expect(new Set(colours).size).toBe(4);
    // the bar itself is decoration: the words are what is read out
    expect(open.element().parentElement!.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
  });
});
