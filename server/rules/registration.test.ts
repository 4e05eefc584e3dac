import { describe, expect, it } from "vitest";
import type { DayOffRecord, LocationRecord, SessionRecord } from "../store/rows";
import { sampleTicket } from "../store/sample-ticket";
import { decideRegistration, type RegistrationLookups } from "./registration";

const NOW = Date.parse("2026-03-10T10:00:00+07:00"); // pickup Wednesday 2026-03-11
const audit = { created_at: "2026-01-01 00:00:00", updated_at: "2026-01-01 00:00:00", created_by: null, updated_by: null };
const location: LocationRecord = {
  id: 1,
  name: "Pasar Jaya Kramat Jati",
  code: "KRJ",
  description: null,
  is_active: true,
  ...audit,
};
const session: SessionRecord = {
  id: 5,
  location_id: 1,
  day_of_the_week: 3,
  start_time: "07:00:00",
  end_time: "09:00:00",
  quota: 2,
  is_active: true,
  ...audit,
};
const request = { no_kjp: "5049480000000001", no_ktp: "3171010101000001", no_kk: "3171020202000001", session_id: 5 };

function lookups(change: Partial<RegistrationLookups> = {}): RegistrationLookups {
  return {
    session: (id) => (id === session.id ? session : undefined),
    location: (id) => (id === location.id ? location : undefined),
    daysOff: () => [] as DayOffRecord[],
    seatsTaken: () => 0,
    ktpRegistrations: () => ({ onDate: 0, inMonth: 0 }),
    nextSequence: () => 7,
    ...change,
  };
}

describe("decideRegistration", () => {
  it("builds the ticket: pickup tomorrow, queue number, session times, registered", () => {
    // KRJ's seventh number; the KTP, KJP and KK are the request's
    expect(request).toMatchObject({ no_kjp: sampleTicket.no_kjp, no_ktp: sampleTicket.no_ktp, no_kk: sampleTicket.no_kk });
    expect(decideRegistration(request, NOW, "uuid-1", lookups())).toEqual({ ...sampleTicket, uuid: "uuid-1", no: "KRJ-007" });
  });

  it("checks in order: window, session exists, bookable, quota, KTP per day, KTP per month", () => {
    const closed = Date.parse("2026-03-10T21:00:00+07:00");
    expect(decideRegistration(request, closed, "u", lookups({ seatsTaken: () => 2 }))).toMatchObject({
      code: "REGISTRATION_CLOSED",
    });
    expect(decideRegistration({ ...request, session_id: 9 }, NOW, "u", lookups())).toMatchObject({ status: 404 });
    const dayOff = { id: 1, location_id: 1, date: "2026-03-11", details: "", is_active: true, ...audit };
    expect(decideRegistration(request, NOW, "u", lookups({ daysOff: () => [dayOff], seatsTaken: () => 2 }))).toMatchObject({
      code: "LOCATION_DAY_OFF",
    });
    expect(
      decideRegistration(
        request,
        NOW,
        "u",
        lookups({ seatsTaken: () => 2, ktpRegistrations: () => ({ onDate: 1, inMonth: 5 }) }),
      ),
    ).toMatchObject({ code: "QUOTA_FULL" });
    expect(decideRegistration(request, NOW, "u", lookups({ ktpRegistrations: () => ({ onDate: 1, inMonth: 5 }) }))).toMatchObject(
      { code: "KTP_DAILY_LIMIT" },
    );
    expect(decideRegistration(request, NOW, "u", lookups({ ktpRegistrations: () => ({ onDate: 0, inMonth: 5 }) }))).toMatchObject(
      { code: "KTP_MONTHLY_LIMIT" },
    );
  });

  it("asks for the KTP counts of the pickup date (so 31 Jan → 1 Feb counts in February)", () => {
    const asked: string[] = [];
    const sunday = { ...session, day_of_the_week: 0 };
    decideRegistration(
      request,
      Date.parse("2026-01-31T10:00:00+07:00"),
      "u",
      lookups({ session: () => sunday, ktpRegistrations: (_, date) => (asked.push(date), { onDate: 0, inMonth: 0 }) }),
    );
    expect(asked).toEqual(["2026-02-01"]);
  });
});
