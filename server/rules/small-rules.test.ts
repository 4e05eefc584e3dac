import { describe, expect, it } from "vitest";
import { createdAudit, updatedAudit } from "./audit";
import { maskIdentityNumber } from "./masking";
import { formatQueueNumber } from "./queue-number";
import { nextQueueStatus } from "./queue-status";
import { checkUnique } from "./uniqueness";

describe("queue number", () => {
  it("is <location code>-<3-digit sequence>", () => {
    expect(formatQueueNumber("KRJ", 1)).toBe("KRJ-001");
    expect(formatQueueNumber("KRJ", 42)).toBe("KRJ-042");
    expect(formatQueueNumber("KRJ", 1000)).toBe("KRJ-1000");
  });
});

describe("masking in the public check", () => {
  it("keeps the first 4 and last 4 digits of a KTP or KK", () => {
    expect(maskIdentityNumber("3171234567890123")).toBe("3171********0123");
  });

  it("hides short values entirely", () => {
    expect(maskIdentityNumber("12345678")).toBe("********");
  });
});

describe("queue status transitions", () => {
  it("moves registered to done or rejected", () => {
    expect(nextQueueStatus("registered", "mark-done")).toEqual({ status: "done" });
    expect(nextQueueStatus("registered", "reject")).toEqual({ status: "rejected" });
  });

  it.each([
    ["done", "mark-done"],
    ["done", "reject"],
    ["rejected", "mark-done"],
    ["rejected", "reject"],
  ] as const)("refuses %s → %s with 409 INVALID_TRANSITION", (from, action) => {
    expect(nextQueueStatus(from, action)).toMatchObject({ status: 409, code: "INVALID_TRANSITION" });
  });
});

describe("uniqueness", () => {
  const rows = [
    { id: 1, code: "KRJ" },
    { id: 2, code: "CKR" },
  ];

  it("finds a taken value regardless of case and spaces, with the field in the errors", () => {
    expect(checkUnique(rows, "code", " krj ")).toMatchObject({
      status: 409,
      code: "DUPLICATE",
      errors: { code: expect.any(String) },
    });
  });

  it("lets a record keep its own value, and passes new or absent values", () => {
    expect(checkUnique(rows, "code", "KRJ", 1)).toBeNull();
    expect(checkUnique(rows, "code", "TNA")).toBeNull();
    expect(checkUnique(rows, "code", undefined)).toBeNull();
  });
});

describe("audit timestamps", () => {
  const at = Date.parse("2026-03-10T03:04:05Z"); // 10:04:05 WIB

  it("stamps created and updated with the WIB time and the actor", () => {
    expect(createdAudit(at, 7)).toEqual({
      created_at: "2026-03-10 10:04:05",
      updated_at: "2026-03-10 10:04:05",
      created_by: 7,
      updated_by: 7,
    });
    expect(updatedAudit(at + 60_000, 8)).toEqual({ updated_at: "2026-03-10 10:05:05", updated_by: 8 });
  });
});
