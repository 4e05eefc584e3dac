import { expect, it } from "vitest";
import { staffCount, staffDate, staffMoment, staffRange, staffTime, withWibZone } from "./staff-format";

it("a date is YYYY-MM-DD, a time HH:mm:ss, an audit moment both; a range is joined by an en dash; a count is grouped", () => {
  expect(staffDate("2026-11-23")).toBe("2026-11-23");
  expect(() => staffDate("2026-02-30")).toThrow();
  expect(staffTime("07:00:00")).toBe("07:00:00");
  expect(staffTime("07:00")).toBe("07:00:00");
  expect(staffMoment("2025-11-10 09:00:00")).toBe("2025-11-10 09:00:00");
  expect(withWibZone("Jam Mulai")).toBe("Jam Mulai (WIB)");
  expect(staffRange("07:00:00", "09:00:00")).toBe("07:00:00–09:00:00");
  expect(staffCount(1000, "id")).toBe("1.000");
  expect(staffCount(3006, "en")).toBe("3,006");
  expect(staffCount(999, "id")).toBe("999");
});
