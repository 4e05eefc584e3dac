import { describe, expect, it } from "vitest";
import { joinTables } from "./tables";

describe("joinTables", () => {
  it("joins tables whose names differ", () => {
    expect(joinTables({ citizen: { a: 1 }, staff: { b: 2 } })).toEqual({ a: 1, b: 2 });
  });

  it("refuses a name in two tables, naming both, instead of letting the later one win", () => {
    expect(() => joinTables({ citizen: { a: 1, b: 2 }, staff: { b: 3 } })).toThrow(
      '"b" is in both the citizen and the staff table',
    );
  });
});
