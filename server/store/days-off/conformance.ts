import { describe, expect, it } from "vitest";
import { isViolation } from "../../rules/violation";
import { change, PICKUP_DATE, type ConformanceContext } from "../conformance-kit";

/** The days-off repository's part of the conformance suite (../store-conformance.ts). */
export function daysOffConformance(context: ConformanceContext): void {
  describe("days off", () => {
    it("archives a day off without deleting it, and deletes it once", async () => {
      const { daysOff } = context.store;
      const made = await daysOff.create({ location_id: context.locationId, date: "2026-04-01", details: "Uji libur" }, change);
      if (isViolation(made)) throw new Error(made.message);
      expect(made).toMatchObject({ is_active: true, queue_location: { id: context.locationId } });
      expect(await daysOff.setActive(made.id, false, change)).toMatchObject({ id: made.id, is_active: false });
      expect(
        (await daysOff.list({ location_id: context.locationId }, { page: 1, size: 100 })).rows.map(({ id }) => id),
      ).toContain(made.id);
      expect(await daysOff.delete(made.id)).toBe(true);
      expect(await daysOff.get(made.id)).toBeNull();
    });

    it("answers false for deleting a day off that is not there, and a 422 naming the field for an unknown location", async () => {
      expect(await context.store.daysOff.delete(999_999)).toBe(false);
      const dayOff = await context.store.daysOff.create({ location_id: 999_999, date: PICKUP_DATE, details: "Uji" }, change);
      expect(dayOff).toMatchObject({ status: 422, code: "VALIDATION", errors: { location_id: expect.any(String) } });
    });
  });
}
