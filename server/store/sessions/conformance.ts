import { describe, expect, it } from "vitest";
import { change, type ConformanceContext } from "../conformance-kit";

/** The sessions repository's part of the conformance suite (../store-conformance.ts). */
export function sessionsConformance(context: ConformanceContext): void {
  describe("sessions", () => {
    it("answers a 422 naming the field for an unknown location", async () => {
      const session = await context.store.sessions.create(
        { location_id: 999_999, day_of_the_week: 1, start_time: "07:00:00", end_time: "09:00:00", quota: 5 },
        change,
      );
      expect(session).toMatchObject({ status: 422, code: "VALIDATION", errors: { location_id: expect.any(String) } });
    });
  });
}
