import { describe, expect, it } from "vitest";
import { defaultCheckDate } from "./check-date";

const at = (wib: string) => Date.parse(`${wib}+07:00`);
// Wednesday 11 March 2026 and the days around it
const ticket = (scheduled_date: string, scheduled_end_time = "09:00:00") => ({ scheduled_date, scheduled_end_time });

describe("the status check's default date (docs/product.md §2.4)", () => {
  it("pickup morning: the ticket kept for today, not tomorrow (UX pass, session 34)", () => {
    expect(defaultCheckDate(at("2026-03-11T07:30:00"), [ticket("2026-03-11")])).toBe("2026-03-11");
  });

  it("her session over, a ticket registered today for tomorrow: tomorrow's", () => {
    const kept = [ticket("2026-03-12"), ticket("2026-03-11", "09:00:00"), ticket("2026-03-09")];
    expect(defaultCheckDate(at("2026-03-11T09:00:00"), kept)).toBe("2026-03-12");
  });

  it("the earliest coming ticket, whatever the order kept; an end time without seconds reads the same", () => {
    const kept = [ticket("2026-03-13"), ticket("2026-03-12"), ticket("2026-03-11", "15:00")];
    expect(defaultCheckDate(at("2026-03-11T14:59:59"), kept)).toBe("2026-03-11");
    expect(defaultCheckDate(at("2026-03-11T15:00:00"), kept)).toBe("2026-03-12");
  });

  it("no ticket kept on this phone: today until 21:00 WIB, tomorrow from then", () => {
    expect(defaultCheckDate(at("2026-03-11T00:10:00"), [])).toBe("2026-03-11");
    expect(defaultCheckDate(at("2026-03-11T07:30:00"), [])).toBe("2026-03-11");
    expect(defaultCheckDate(at("2026-03-11T20:59:59"), [])).toBe("2026-03-11");
    expect(defaultCheckDate(at("2026-03-11T21:00:00"), [])).toBe("2026-03-12");
  });

  it("only past tickets kept: by the clock, as with none", () => {
    expect(defaultCheckDate(at("2026-03-11T16:00:00"), [ticket("2026-03-11"), ticket("2026-03-02")])).toBe("2026-03-11");
    expect(defaultCheckDate(at("2026-03-11T22:00:00"), [ticket("2026-03-11")])).toBe("2026-03-12");
  });

  it("in WIB whatever the phone's zone: 23:30 UTC on the 10th is 06:30 on the 11th in Jakarta", () => {
    expect(defaultCheckDate(Date.parse("2026-03-10T23:30:00Z"), [])).toBe("2026-03-11");
  });
});
