import { describe, expect, it } from "vitest";
import { checkSessionBookable, isBlockingDayOff, isSessionOffered, nextServedDate } from "./bookability";

const WEDNESDAY = "2026-03-11";
const session = { is_active: true, day_of_the_week: 3, location_id: 1 };
const location = { is_active: true };
const dayOff = { location_id: 1, date: WEDNESDAY, is_active: true };

describe("bookability", () => {
  it("offers an active session of an active location on its weekday", () => {
    expect(isSessionOffered(session, location, WEDNESDAY)).toBe(true);
    expect(checkSessionBookable({ session, location, date: WEDNESDAY, daysOff: [] })).toBeNull();
  });

  it.each([
    ["another weekday", { session: { ...session, day_of_the_week: 4 } }],
    ["an archived session", { session: { ...session, is_active: false } }],
    ["an archived location", { location: { is_active: false } }],
  ])("refuses %s with 409 SESSION_UNAVAILABLE", (_, change) => {
    const target = { session, location, date: WEDNESDAY, daysOff: [], ...change };
    expect(isSessionOffered(target.session, target.location, WEDNESDAY)).toBe(false);
    expect(checkSessionBookable(target)).toMatchObject({ status: 409, code: "SESSION_UNAVAILABLE" });
  });

  it("refuses an active day off at the location on the date with 409 LOCATION_DAY_OFF", () => {
    expect(checkSessionBookable({ session, location, date: WEDNESDAY, daysOff: [dayOff] })).toMatchObject({
      status: 409,
      code: "LOCATION_DAY_OFF",
    });
  });

  it("ignores archived days off, other dates and other locations", () => {
    const harmless = [
      { ...dayOff, is_active: false },
      { ...dayOff, date: "2026-03-12" },
      { ...dayOff, location_id: 2 },
    ];
    for (const candidate of harmless) expect(isBlockingDayOff(candidate, 1, WEDNESDAY)).toBe(false);
    expect(checkSessionBookable({ session, location, date: WEDNESDAY, daysOff: harmless })).toBeNull();
  });
});

describe("the next date a location serves", () => {
  const SUNDAY = "2026-11-29";
  // two markets, Monday to Saturday
  const offered = [1, 2].flatMap((location_id) =>
    [1, 2, 3, 4, 5, 6].map((day_of_the_week) => ({ location_id, day_of_the_week })),
  );

  it("skips a Sunday no market serves", () => {
    expect(nextServedDate("2026-11-27", offered, [])).toBe("2026-11-28");
    expect(nextServedDate(SUNDAY, offered, [])).toBe("2026-11-30");
  });

  it("skips a day off at every market, not one at a single market", () => {
    const everywhere = [1, 2].map((location_id) => ({ location_id, date: "2026-11-30" }));
    expect(nextServedDate(SUNDAY, offered, everywhere)).toBe("2026-12-01");
    expect(nextServedDate(SUNDAY, offered, everywhere.slice(0, 1))).toBe("2026-11-30");
  });

  it("answers null when nothing is offered within two weeks", () => {
    expect(nextServedDate(SUNDAY, [], [])).toBeNull();
  });
});
