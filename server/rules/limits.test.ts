import { describe, expect, it } from "vitest";
import { checkKtpLimits, checkQuota, remainingQuota } from "./limits";

describe("quota", () => {
  it("counts the remaining seats, never below zero", () => {
    expect(remainingQuota(100, 99)).toBe(1);
    expect(remainingQuota(10, 12)).toBe(0);
  });

  it("refuses a full session with 409 QUOTA_FULL", () => {
    expect(checkQuota(100, 99)).toBeNull();
    expect(checkQuota(100, 100)).toMatchObject({ status: 409, code: "QUOTA_FULL" });
  });
});

describe("KTP limits", () => {
  it("allows one registration per KTP per pickup date", () => {
    expect(checkKtpLimits({ onDate: 0, inMonth: 4 })).toBeNull();
    expect(checkKtpLimits({ onDate: 1, inMonth: 1 })).toMatchObject({ status: 409, code: "KTP_DAILY_LIMIT" });
  });

  it("allows five per KTP per calendar month of the pickup date", () => {
    expect(checkKtpLimits({ onDate: 0, inMonth: 5 })).toMatchObject({ status: 409, code: "KTP_MONTHLY_LIMIT" });
  });
});
