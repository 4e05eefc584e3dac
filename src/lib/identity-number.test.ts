import { describe, expect, it } from "vitest";
import { cleanPastedIdentityNumber } from "./identity-number";

describe("a card number pasted with what came with it (docs/product.md §5.1)", () => {
  it.each([
    // a label before the number is left out
    ["KJP: 5049 4899 1234 0001", "5049489912340001"],
    ["No. KJP: 5049-4899-1234-0001 ", "5049489912340001"],
    ["NIK 3171 0123 4567 0001", "3171012345670001"],
    ["No KK：3171.0123.4567.0002", "3171012345670002"],
    ["  5049 4899 1234 0001\n", "5049489912340001"],
    // letters anywhere else stay: an O for a zero inside the number is named by the digit rule, no shorter number passes
    ["5049 48OO 1234 0001", "504948OO12340001"],
    ["KJP: 5049 48OO 1234 0001", "KJP:504948OO12340001"],
    // text after the number is not a label: kept for the rules to name
    ["5049489912340001 (ibu)", "5049489912340001(ibu)"],
    ["12ab", "12ab"],
  ])("%j is kept as %j", (pasted, kept) => {
    expect(cleanPastedIdentityNumber(pasted)).toBe(kept);
  });
});
