import { describe, expect, it } from "vitest";
import { contrastPairs, contrastRatio, palette } from "./tokens";

describe("design tokens", () => {
  it("computes known contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
  });

  for (const { fg, bg, min, use } of contrastPairs) {
    it(`${fg} on ${bg} (${use}) meets ${min}:1`, () => {
      expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(min);
    });
  }
});
