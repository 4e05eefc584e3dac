import { describe, expect, it } from "vitest";
import { sessionCreateBody, sessionEditBody } from "../../../contract";
import { emptySession, END_BEFORE_START, validateSession } from "./session-values";

const good = { location_id: 1, day_of_the_week: 1, start_time: "07:00", end_time: "09:00:00", quota: 20 };

describe("session form values", () => {
  it("sends full times and the contract's body", () => {
    expect(validateSession(sessionCreateBody, good)).toEqual({
      ok: true,
      value: { location_id: 1, day_of_the_week: 1, start_time: "07:00:00", end_time: "09:00:00", quota: 20 },
    });
  });

  it("refuses a session that ends before (or when) it starts, on create and on edit alike", () => {
    for (const schema of [sessionCreateBody, sessionEditBody]) {
      expect(validateSession(schema, { ...good, end_time: "06:59:00" })).toEqual({
        ok: false,
        fieldErrors: { end_time: END_BEFORE_START },
      });
      expect(validateSession(schema, { ...good, end_time: "07:00:00" }).ok).toBe(false);
    }
  });

  it("reports unset fields as missing on create", () => {
    const result = validateSession(sessionCreateBody, emptySession);
    expect(result.ok ? [] : Object.keys(result.fieldErrors).sort()).toEqual([
      "day_of_the_week",
      "end_time",
      "location_id",
      "quota",
      "start_time",
    ]);
  });
});
