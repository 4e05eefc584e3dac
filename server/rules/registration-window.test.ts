import { describe, expect, it } from "vitest";
import {
  checkRegistrationWindow,
  listedPickupDateFor,
  listsMayBeKept,
  registrationWindowAt,
  scheduledDateFor,
} from "./registration-window";

const wib = (text: string) => new Date(`${text}+07:00`).getTime();

describe("registration window (06:00:00.000 ≤ now < 21:00:00.000 WIB)", () => {
  it.each([
    ["2026-03-10T05:59:59.999", false],
    ["2026-03-10T06:00:00.000", true],
    ["2026-03-10T20:59:59.999", true],
    ["2026-03-10T21:00:00.000", false],
    ["2026-03-10T00:00:00.000", false],
  ])("at %s WIB open = %s", (instant, open) => {
    const result = checkRegistrationWindow(wib(instant));
    expect(result === null).toBe(open);
    if (!open) expect(result).toMatchObject({ status: 403, code: "REGISTRATION_CLOSED" });
  });

  it("does not depend on the device's zone (UTC 23:00 is 06:00 WIB the next day)", () => {
    expect(checkRegistrationWindow(Date.parse("2026-03-09T23:00:00Z"))).toBeNull();
  });
});

describe("scheduled (pickup) date = tomorrow in WIB", () => {
  it.each([
    ["2026-03-10T06:00:00.000", "2026-03-11"],
    ["2026-03-10T23:59:59.999", "2026-03-11"],
    ["2026-03-11T00:00:00.000", "2026-03-12"],
    ["2026-01-31T10:00:00.000", "2026-02-01"],
    ["2026-12-31T10:00:00.000", "2027-01-01"],
    ["2028-02-28T10:00:00.000", "2028-02-29"],
  ])("at %s WIB → %s", (instant, date) => {
    expect(scheduledDateFor(wib(instant))).toBe(date);
  });

  it("a day it kept ends at WIB midnight on both sides", () => {
    expect(scheduledDateFor(wib("2026-03-10T12:00:00.000"))).toBe("2026-03-11");
    expect(scheduledDateFor(wib("2026-03-10T00:00:00.000"))).toBe("2026-03-11");
    expect(scheduledDateFor(wib("2026-03-09T23:59:59.999"))).toBe("2026-03-10");
    expect(scheduledDateFor(wib("2026-03-10T23:59:59.999"))).toBe("2026-03-11");
    expect(scheduledDateFor(wib("2026-03-11T00:00:00.000"))).toBe("2026-03-12");
  });

  it("uses WIB, not UTC: 2026-03-10 17:30 UTC is already the 11th in Jakarta", () => {
    expect(scheduledDateFor(Date.parse("2026-03-10T17:30:00Z"))).toBe("2026-03-12");
  });
});

describe("the pickup date the guest lists are for: the current or next window's (docs/product.md §11.4)", () => {
  it.each([
    ["2026-03-10T00:00:00.000", "2026-03-11"],
    ["2026-03-10T05:59:59.999", "2026-03-11"],
    ["2026-03-10T06:00:00.000", "2026-03-11"],
    ["2026-03-10T20:59:59.999", "2026-03-11"],
    ["2026-03-10T21:00:00.000", "2026-03-12"],
    ["2026-03-10T23:59:59.999", "2026-03-12"],
    ["2026-03-13T21:30:00.000", "2026-03-15"], // Friday night: Sunday
    ["2026-03-31T21:30:00.000", "2026-04-02"],
  ])("at %s WIB → %s", (instant, date) => {
    expect(listedPickupDateFor(wib(instant))).toBe(date);
  });

  it("is the day after the opening the window names, the date the form shows from it", () => {
    for (const instant of ["2026-03-10T05:30:00.000", "2026-03-10T12:00:00.000", "2026-03-10T21:30:00.000"]) {
      const opensAt = Date.parse(registrationWindowAt(wib(instant)).opens_at);
      expect(listedPickupDateFor(wib(instant))).toBe(scheduledDateFor(opensAt + 1));
    }
  });

  it.each([
    ["2026-03-10T05:59:59.999", true],
    ["2026-03-10T20:59:54.999", true],
    ["2026-03-10T20:59:55.000", false],
    ["2026-03-10T20:59:59.999", false],
    ["2026-03-10T21:00:00.000", true],
    ["2026-03-10T23:59:59.999", true],
  ])("at %s WIB a cache may keep a list: %s", (instant, kept) => {
    expect(listsMayBeKept(wib(instant))).toBe(kept);
  });
});

describe("the window the form follows (server time, current or next window, WIB)", () => {
  it.each([
    ["2026-03-10T05:59:50.000", false, "2026-03-10T06:00:00.000+07:00", "2026-03-10T21:00:00.000+07:00"],
    ["2026-03-10T06:00:00.000", true, "2026-03-10T06:00:00.000+07:00", "2026-03-10T21:00:00.000+07:00"],
    ["2026-03-10T20:59:59.999", true, "2026-03-10T06:00:00.000+07:00", "2026-03-10T21:00:00.000+07:00"],
    ["2026-03-10T21:00:00.000", false, "2026-03-11T06:00:00.000+07:00", "2026-03-11T21:00:00.000+07:00"],
    ["2026-03-31T23:30:00.000", false, "2026-04-01T06:00:00.000+07:00", "2026-04-01T21:00:00.000+07:00"],
  ])("at %s WIB: open %s, opens %s, closes %s", (instant, open, opensAt, closesAt) => {
    expect(registrationWindowAt(wib(instant))).toEqual({
      is_open: open,
      opens_at: opensAt,
      closes_at: closesAt,
      server_time: `${instant}+07:00`,
    });
  });

  it("a window it kept ends at 06:00 and 21:00 on both sides, its server time to the millisecond", () => {
    for (const [instant, open, opensOn] of [
      ["2026-03-10T05:59:59.998", false, "2026-03-10"],
      ["2026-03-10T05:59:59.999", false, "2026-03-10"],
      ["2026-03-10T06:00:00.000", true, "2026-03-10"],
      ["2026-03-10T05:00:00.000", false, "2026-03-10"],
      ["2026-03-10T20:59:59.999", true, "2026-03-10"],
      ["2026-03-10T21:00:00.000", false, "2026-03-11"],
      ["2026-03-10T20:00:00.000", true, "2026-03-10"],
      ["2026-03-10T23:59:59.999", false, "2026-03-11"],
      ["2026-03-11T00:00:00.000", false, "2026-03-11"],
      ["2026-03-10T00:00:00.000", false, "2026-03-10"],
    ] as const) {
      expect(registrationWindowAt(wib(instant)), instant).toEqual({
        is_open: open,
        opens_at: `${opensOn}T06:00:00.000+07:00`,
        closes_at: `${opensOn}T21:00:00.000+07:00`,
        server_time: `${instant}+07:00`,
      });
    }
  });

  it("agrees with the rule that refuses a registration", () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = wib("2026-03-10T00:00:00.000") + minute * 60_000;
      expect(registrationWindowAt(now).is_open).toBe(checkRegistrationWindow(now) === null);
    }
  });
});
