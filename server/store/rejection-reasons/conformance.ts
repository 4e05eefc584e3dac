import { describe, expect, it } from "vitest";
import { isViolation, type Violation } from "../../rules/violation";
import { codeOf, type ConformanceContext } from "../conformance-kit";

/** The rejection reasons repository's part of the conformance suite (../store-conformance.ts). */
export function rejectionReasonsConformance(context: ConformanceContext): void {
  describe("rejection reasons", () => {
    it("keeps a reason once whatever its case, and deletes it once", async () => {
      const { rejectionReasons } = context.store;
      const made = await rejectionReasons.create({ reason: "Alasan Uji" });
      if (isViolation(made)) throw new Error(made.message);
      const duplicate = await rejectionReasons.create({ reason: "alasan uji" });
      expect(codeOf(duplicate)).toBe("DUPLICATE");
      expect((duplicate as Violation).errors).toHaveProperty("reason");
      expect(await rejectionReasons.get(made.id)).toEqual(made);
      expect(await rejectionReasons.delete(made.id)).toBe(true);
      expect(await rejectionReasons.delete(made.id)).toBe(false);
      expect(await rejectionReasons.get(made.id)).toBeNull();
    });
  });
}
