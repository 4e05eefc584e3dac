import { afterAll, describe, expect, it } from "vitest";
import {
  addCalendarDays,
  hhmm,
  isCalendarDate,
  isRegistrationOpen,
  longDateId,
  monthOf,
  weekdayNameId,
  weekdayOf,
  wibDate,
  wibRange,
  wibTime,
  wibTimestamp,
  wibToday,
  wibInstant,
  wibIso,
  wibMidnight,
  wibTomorrow,
} from "./wib";

// Node re-reads process.env.TZ when it changes, so one run covers several device zones. Santiago moves its clocks at
// midnight (2026-09-06 00:00 does not exist there), the hardest case for calendar dates kept as local Dates.
const zones = ["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "America/Santiago"];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

/** An instant given as a WIB wall-clock time. */
const wib = (text: string) => new Date(`${text}+07:00`);

describe.each(zones)("WIB time with the device in %s", (zone) => {
  it("runs in that zone", () => {
    process.env.TZ = zone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it("is closed at 05:59:59.999 WIB", () => {
    process.env.TZ = zone;
    expect(isRegistrationOpen(wib("2026-03-10T05:59:59.999"))).toBe(false);
  });

  it("opens at 06:00 WIB with pickup the next WIB day", () => {
    process.env.TZ = zone;
    const opening = wib("2026-03-10T06:00:00.000");
    expect(isRegistrationOpen(opening)).toBe(true);
    expect(wibToday(opening)).toBe("2026-03-10");
    expect(wibTomorrow(opening)).toBe("2026-03-11");
  });

  it("is open at 20:59:59.999 and closed at 21:00 WIB", () => {
    process.env.TZ = zone;
    expect(isRegistrationOpen(wib("2026-03-10T20:59:59.999"))).toBe(true);
    expect(isRegistrationOpen(wib("2026-03-10T21:00:00.000"))).toBe(false);
  });

  it("takes tomorrow across month and year ends in WIB, not the device's day", () => {
    process.env.TZ = zone;
    // 23:30 WIB on 31 Dec is still 31 Dec in WIB whatever the device says
    const lateNight = wib("2026-12-31T23:30:00.000");
    expect(wibToday(lateNight)).toBe("2026-12-31");
    expect(wibTomorrow(lateNight)).toBe("2027-01-01");
    expect(wibTomorrow(wib("2027-01-31T06:00:00.000"))).toBe("2027-02-01");
  });

  it("formats dates, times and audit timestamps in WIB", () => {
    process.env.TZ = zone;
    const instant = Date.UTC(2025, 3, 23, 23, 5, 9); // 06:05:09 WIB on 24 April
    expect(wibDate(instant)).toBe("2025-04-24");
    expect(wibTime(instant)).toBe("06:05:09");
    expect(wibTimestamp(instant)).toBe("2025-04-24 06:05:09");
  });

  it("turns WIB wall-clock times into instants, rolling past a month's or a year's end", () => {
    process.env.TZ = zone;
    expect(wibInstant(2026, 3, 10, 6)).toBe(wib("2026-03-10T06:00:00.000").getTime());
    expect(wibInstant(2026, 2, 29)).toBe(wib("2026-03-01T00:00:00.000").getTime());
    expect(wibInstant(2026, 12, 31, 24)).toBe(wib("2027-01-01T00:00:00.000").getTime());
    expect(wibMidnight("2026-03-11")).toBe(wib("2026-03-11T00:00:00.000").getTime());
    expect(wibIso(wib("2026-03-10T20:59:59.999"))).toBe("2026-03-10T20:59:59.999+07:00");
    // the last millisecond of a WIB day is still that day; the next is the next day
    expect(wibDate(wib("2026-03-10T23:59:59.999"))).toBe("2026-03-10");
    expect(wibDate(wib("2026-03-11T00:00:00.000"))).toBe("2026-03-11");
  });

  it("knows the weekday of a calendar date", () => {
    process.env.TZ = zone;
    expect(weekdayOf("2025-04-24")).toBe(4);
    expect(weekdayNameId(weekdayOf("2025-04-27"))).toBe("Minggu");
    expect(longDateId("2025-04-24")).toBe("Kamis, 24 April 2025");
  });

  it("counts calendar days across month, year and leap-day ends, and knows which dates exist", () => {
    process.env.TZ = zone;
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addCalendarDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-11-28", -30)).toBe("2026-10-29");
    expect(addCalendarDays("2026-09-05", 1)).toBe("2026-09-06");
    expect(addCalendarDays("2026-09-07", -1)).toBe("2026-09-06");
    expect(weekdayOf("2026-09-06")).toBe(0);
    expect(wibTomorrow(wib("2026-09-05T12:00:00"))).toBe("2026-09-06");
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
  });
});

describe("time text", () => {
  it("shows a session range in WIB", () => {
    expect(hhmm("07:30:00")).toBe("07:30");
    expect(wibRange("07:00:00", "09:30:00")).toBe("07:00 - 09:30 WIB");
    expect(monthOf("2026-02-01")).toBe("2026-02");
  });
});
