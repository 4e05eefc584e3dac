import { describe, expect, it } from "vitest";
import { shownPickupDate } from "./pickup-date";

const at = (wib: string) => Date.parse(`${wib}+07:00`);

describe("the pickup date the registration form shows", () => {
  it("after 21:00 is the day after the reopening: the day after tomorrow", () => {
    // Tuesday 21:30; the server would give Wednesday now, the window reopens Wednesday 06:00
    const window = { phase: "after" as const, opensAt: at("2026-03-11T06:00:00") };
    expect(shownPickupDate(window, "2026-03-11")).toBe("2026-03-12");
  });

  it("before 06:00 is the day after today's opening", () => {
    const window = { phase: "before" as const, opensAt: at("2026-03-10T06:00:00") };
    expect(shownPickupDate(window, "2026-03-10")).toBe("2026-03-11");
  });

  it("across a month's end, in WIB whatever the phone's zone", () => {
    const window = { phase: "after" as const, opensAt: at("2026-03-31T06:00:00") };
    expect(shownPickupDate(window, "2026-03-31")).toBe("2026-04-01");
  });

  it("while open, or before the server has answered, is the server's date", () => {
    expect(shownPickupDate({ phase: "open", opensAt: at("2026-03-10T06:00:00") }, "2026-03-11")).toBe("2026-03-11");
    expect(shownPickupDate({ phase: "unknown", opensAt: Number.NaN }, undefined)).toBeUndefined();
  });
});
