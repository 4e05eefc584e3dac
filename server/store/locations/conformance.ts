import { describe, expect, it } from "vitest";
import type { Violation } from "../../rules/violation";
import { change, codeOf, type ConformanceContext } from "../conformance-kit";

/** The locations repository's part of the conformance suite (../store-conformance.ts). */
export function locationsConformance(context: ConformanceContext): void {
  describe("locations", () => {
    it("keeps codes unique without case or surrounding spaces, naming the field", async () => {
      const duplicate = await context.store.locations.create({ name: "Pasar Uji Lain", code: "uji" }, change);
      expect(codeOf(duplicate)).toBe("DUPLICATE");
      expect((duplicate as Violation).errors).toHaveProperty("code");
    });

    it("answers null for a location that is not there", async () => {
      expect(await context.store.locations.get(999_999)).toBeNull();
    });
  });
}
