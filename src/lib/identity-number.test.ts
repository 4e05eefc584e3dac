import { describe, expect, it } from "vitest";
import { cleanPastedIdentityNumber } from "./identity-number";

describe("a card number pasted with what came with it (docs/product.md §5.1)", () => {
  it.each([
    // a label before the number is left out
    ["KJP: 5049 4899 1234 0001", "5049489912340001"],
    ["No. KJP: 5049-4899-1234-0001 ", "5049489912340001"],
    ["  5049 4899 1234 0001\n", "5049489912340001"],
    // letters anywhere else stay: an O for a zero inside the number is named by the digit rule, no shorter number passes
    ["5049 48OO 1234 0001", "504948OO12340001"],
    ["KJP: 5049 48OO 1234 0001", "KJP:504948OO12340001"],
    // text after the number is not a label: kept for the rules to name
    ["5049489912340001 (ibu)", "5049489912340001(ibu)"],
    ["12ab", "12ab"],
  ])("%j is kept as %j in the KJP field", (pasted, kept) => {
    expect(cleanPastedIdentityNumber(pasted, "kjp")).toBe(kept);
  });

  it.each([
    ["NIK 3171 0123 4567 0001", "ktp", "3171012345670001"],
    ["No. KTP: 3171 0123 4567 0001", "ktp", "3171012345670001"],
    ["No KK：3171.0123.4567.0002", "kk", "3171012345670002"],
    ["Kartu Keluarga 3171 0123 4567 0002", "kk", "3171012345670002"],
    // another card's label stays, for the digit rule to name: a KTP's number in the KJP field passed its rules unseen
    ["NIK: 3171 0123 4567 0001", "kjp", "NIK:3171012345670001"],
    ["KJP 5049 4899 1234 0001", "kk", "KJP5049489912340001"],
    ["No KK 3171 0123 4567 0002", "ktp", "NoKK3171012345670002"],
  ] as const)("%j in the %s field is kept as %j", (pasted, card, kept) => {
    expect(cleanPastedIdentityNumber(pasted, card)).toBe(kept);
  });

  it("looks for no label in a paste longer than a label and a number (the expression backtracks on long spaces)", () => {
    expect(cleanPastedIdentityNumber(`a${" ".repeat(100_000)}1`, "kjp")).toBe("a1");
    expect(cleanPastedIdentityNumber(`KJP${" ".repeat(80)}5049489912340001`, "kjp")).toBe("KJP5049489912340001");
  });
});
