import { describe, expect, it } from "vitest";
import { fillOf } from "./fill";
import { peakOf, slotStart } from "./rush";

const rush = (counts: number[]) => ({ interval_minutes: 5, from: "06:00:00", to: "21:00:00", counts });

describe("the meter's words and level", () => {
  it("says the percentage, amber from 80%, and 'Penuh pada HH:mm' when the last seat went", () => {
    expect(fillOf({ quota: 100, registered: 3 })).toEqual({ level: "open", percent: 3, label: "3% terisi" });
    expect(fillOf({ quota: 3, registered: 2 })).toMatchObject({ level: "open", percent: 66 });
    expect(fillOf({ quota: 10, registered: 8 })).toMatchObject({ level: "high", label: "80% terisi" });
    expect(fillOf({ quota: 3, registered: 3 }, "2026-11-23 06:07:12")).toEqual({
      level: "full",
      percent: 100,
      label: "Penuh pada 06:07",
    });
    expect(fillOf({ quota: 3, registered: 5 })).toMatchObject({ level: "full", label: "Penuh" });
    expect(fillOf({ quota: 0, registered: 4 })).toMatchObject({ level: "none", label: "Tanpa kuota" });
  });
});

describe("the rush curve's slots", () => {
  it("names a slot by its start and finds the busiest (the first of equals)", () => {
    expect(slotStart(rush([]), 0)).toBe("06:00");
    expect(slotStart(rush([]), 13)).toBe("07:05");
    expect(slotStart(rush([]), 180)).toBe("21:00");
    expect(peakOf(rush([0, 2, 5, 5, 1]))).toEqual({ slot: 2, count: 5 });
    expect(peakOf(rush([0, 0]))).toBeNull();
  });
});
