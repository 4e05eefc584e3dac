import { describe, expect, it } from "vitest";
import { nowhereMarks, nowhereWhy } from "./nowhere";

const sunday = "Minggu, 22 November 2026";

describe("the notice when no market serves the pickup date says what the location list marks them with", () => {
  it("every market on a day off: 'Libur' in the list, 'libur' in the notice", () => {
    const marks = nowhereMarks(["dayOff", "dayOff"]);
    expect(marks).toBe("dayOff");
    expect(nowhereWhy(marks!, sunday)).toBe(`Semua lokasi libur pada ${sunday}.`);
  });

  it("no market with a session (a Sunday): 'Tidak ada sesi' in both", () => {
    const marks = nowhereMarks(["noSession", "noSession"]);
    expect(marks).toBe("noSession");
    expect(nowhereWhy(marks!, sunday)).toBe(`Tidak ada sesi di semua lokasi pada ${sunday}.`);
  });

  it("some of each: what both mean", () => {
    const marks = nowhereMarks(["noSession", "dayOff", "noSession"]);
    expect(marks).toBe("both");
    expect(nowhereWhy(marks!, sunday)).toBe(`Tidak ada lokasi yang buka pada ${sunday}.`);
  });

  it("a market open or full, or no market at all: somewhere to go or nothing known, no such notice", () => {
    expect(nowhereMarks(["noSession", null])).toBeNull();
    expect(nowhereMarks(["dayOff", "full"])).toBeNull();
    expect(nowhereMarks([])).toBeNull();
  });
});
