import { expect, it } from "vitest";
import { staffCount, staffRange } from "./staff-format";

it("a range is joined by an en dash with no spaces; a count is grouped in the screen's language", () => {
  expect(staffRange("07:00:00", "09:00:00")).toBe("07:00:00–09:00:00");
  expect(staffCount(1000, "id")).toBe("1.000");
  expect(staffCount(3006, "en")).toBe("3,006");
  expect(staffCount(999, "id")).toBe("999");
});
