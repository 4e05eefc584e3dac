import { describe, expect, it } from "vitest";
import { adminProblems } from "../../contract";
import { checkNewDayOff } from "./days-off";

// 2026-03-10 00:30 WIB is still 2026-03-09 in UTC: the rule must read the WIB date
const justAfterMidnightWib = Date.parse("2026-03-09T17:30:00Z");
const existing = [
  { id: 1, location_id: 1, date: "2026-03-12", is_active: true },
  { id: 2, location_id: 1, date: "2026-03-13", is_active: false },
];

describe("a new day off", () => {
  it("may be today or later in WIB", () => {
    expect(checkNewDayOff({ location_id: 1, date: "2026-03-10" }, existing, justAfterMidnightWib)).toBeNull();
    expect(checkNewDayOff({ location_id: 2, date: "2026-03-12" }, existing, justAfterMidnightWib)).toBeNull();
  });

  it("is refused before today in WIB, even when it is still that day in UTC", () => {
    expect(checkNewDayOff({ location_id: 1, date: "2026-03-09" }, existing, justAfterMidnightWib)).toMatchObject({
      status: 422,
      code: "VALIDATION",
      errors: { date: adminProblems.past },
    });
  });

  it("is refused when the location has an archived one on that date, saying it is archived, not that the location is closed", () => {
    expect(checkNewDayOff({ location_id: 1, date: "2026-03-13" }, existing, justAfterMidnightWib)).toMatchObject({
      status: 409,
      code: "DUPLICATE",
      errors: { date: adminProblems.dayOffArchived },
    });
  });

  it("is refused when the location already has one on that date", () => {
    expect(checkNewDayOff({ location_id: 1, date: "2026-03-12" }, existing, justAfterMidnightWib)).toMatchObject({
      status: 409,
      code: "DUPLICATE",
      errors: { date: adminProblems.dayOffTaken },
    });
  });
});
