import { expect, it } from "vitest";
import { staffCount, staffDate, staffRange } from "./staff-format";

it("a day is in words; a range is joined by an en dash with no spaces; a count is grouped in the screen's language", () => {
  expect(staffDate("2026-11-23", "id")).toBe("Senin, 23 November 2026");
  expect(staffDate("2026-11-23", "en")).toBe("Monday, November 23, 2026");
  expect(staffRange("07:00:00", "09:00:00")).toBe("07:00:00–09:00:00");
  expect(staffCount(1000, "id")).toBe("1.000");
  expect(staffCount(3006, "en")).toBe("3,006");
  expect(staffCount(999, "id")).toBe("999");
});
