import { describe, expect, it } from "vitest";
import { recordId, recordKey, recordPath } from "./record-id";

describe("record keys from the route", () => {
  it("reads a positive id, anything else as 0 (no record has it: the API answers 404)", () => {
    expect(recordId("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-3", "1.5", "abc", "0012", "12345678901"]) expect(recordId(bad)).toBe(0);
  });

  it("keeps a text key (a username) as it stands, and links it encoded", () => {
    expect(recordKey("rudi.hartono", "text")).toBe("rudi.hartono");
    expect(recordKey("7", "number")).toBe(7);
    expect(recordPath("/users", "a b")).toBe("/users/a%20b");
    expect(recordPath("/queues/locations", 3)).toBe("/queues/locations/3");
  });
});
