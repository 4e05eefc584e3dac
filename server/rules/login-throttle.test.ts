import { describe, expect, it } from "vitest";
import {
  afterFailure,
  assumingFailures,
  lockSecondsLeft,
  LOGIN_THROTTLE,
  loginLocked,
  throttleKeys,
  type LoginFailures,
} from "./login-throttle";

const t0 = Date.parse("2026-03-10T10:00:00+07:00");
const failTimes = (times: number, threshold: number = LOGIN_THROTTLE.perUsername, at = t0) => {
  let record: LoginFailures | undefined;
  for (let i = 0; i < times; i++) record = afterFailure(record, at, threshold);
  return record;
};

describe("login throttling", () => {
  it("lets four failures through and locks the username for 30 s at the fifth", () => {
    expect(lockSecondsLeft(failTimes(4), t0)).toBe(0);
    expect(lockSecondsLeft(failTimes(5), t0)).toBe(30);
    expect(lockSecondsLeft(failTimes(5), t0 + 29_000)).toBe(1);
    expect(lockSecondsLeft(failTimes(5), t0 + 30_000)).toBe(0);
  });

  it("doubles the lock with each further failure, up to 15 minutes", () => {
    const waits = [5, 6, 7, 8, 9, 10, 11, 30].map((times) => lockSecondsLeft(failTimes(times), t0));
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("forgets the failures after 15 quiet minutes", () => {
    const old = failTimes(4);
    expect(afterFailure(old, t0 + LOGIN_THROTTLE.forgetAfterSeconds * 1000, LOGIN_THROTTLE.perUsername).count).toBe(1);
    expect(afterFailure(old, t0 + LOGIN_THROTTLE.forgetAfterSeconds * 1000 - 1, LOGIN_THROTTLE.perUsername).count).toBe(5);
  });

  it("gives a client more tries than one username", () => {
    expect(lockSecondsLeft(failTimes(19, LOGIN_THROTTLE.perClient), t0)).toBe(0);
    expect(lockSecondsLeft(failTimes(20, LOGIN_THROTTLE.perClient), t0)).toBe(30);
  });

  it("answers 429 RATE_LIMITED with the wait in words", () => {
    expect(loginLocked(30)).toEqual({
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many failed login attempts. Try again in 30 seconds.",
    });
    expect(loginLocked(1).message).toContain("1 second.");
    expect(loginLocked(240).message).toContain("4 minutes.");
  });

  it("keys a username the way the API compares usernames", () => {
    expect(throttleKeys(" Operator ", "192.0.2.1")).toEqual({ user: "user:operator", client: "client:192.0.2.1" });
  });

  it("counts attempts still being checked as failures when it admits another, without recording them", () => {
    const four = failTimes(4);
    expect(lockSecondsLeft(assumingFailures(undefined, 4, t0, LOGIN_THROTTLE.perUsername), t0)).toBe(0);
    expect(lockSecondsLeft(assumingFailures(undefined, 5, t0, LOGIN_THROTTLE.perUsername), t0)).toBe(30);
    expect(lockSecondsLeft(assumingFailures(four, 1, t0, LOGIN_THROTTLE.perUsername), t0)).toBe(30);
    // after a lock ends, one attempt at a time: a second in flight would be the failure that locks again
    const afterLock = t0 + 30_000;
    expect(lockSecondsLeft(assumingFailures(failTimes(5), 0, afterLock, LOGIN_THROTTLE.perUsername), afterLock)).toBe(0);
    expect(lockSecondsLeft(assumingFailures(failTimes(5), 1, afterLock, LOGIN_THROTTLE.perUsername), afterLock)).toBe(60);
    expect(assumingFailures(four, 0, t0, LOGIN_THROTTLE.perUsername)).toBe(four);
  });
});
