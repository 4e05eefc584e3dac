import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  isServerTimeKnown,
  learnServerTime,
  resetServerClock,
  serverNow,
  setServerClock,
  subscribeServerClock,
  wasSetSince,
} from "./server-clock";
import { wibDate } from "../../contract/wib";

// the server says Monday 10:00 WIB; the device's clock is a day ahead (Tuesday)
const SERVER = Date.parse("2026-11-23T10:00:00+07:00");
const DEVICE = Date.parse("2026-11-24T10:00:00+07:00");

describe("the app's one clock (src/lib/server-clock.ts)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(DEVICE);
    resetServerClock();
  });
  afterEach(() => {
    resetServerClock();
    vi.useRealTimers();
  });

  it("is the device's until the server is heard, then the server's, and runs with the device's clock", () => {
    expect(isServerTimeKnown()).toBe(false);
    expect(wibDate(serverNow())).toBe("2026-11-24");
    learnServerTime("2026-11-23T10:00:00.000+07:00", Date.now());
    expect(isServerTimeKnown()).toBe(true);
    expect(serverNow()).toBe(SERVER);
    vi.setSystemTime(DEVICE + 14 * 60 * 60 * 1000);
    expect(wibDate(serverNow())).toBe("2026-11-24"); // 14 h later the server's Tuesday, the device's Wednesday
    expect(serverNow()).toBe(SERVER + 14 * 60 * 60 * 1000);
  });

  it("tells its listeners of the first reading and of a jump, not of a refinement under a second", () => {
    const heard = vi.fn();
    const stop = subscribeServerClock(heard);
    learnServerTime(SERVER, Date.now());
    expect(heard).toHaveBeenCalledTimes(1);
    learnServerTime(SERVER + 300, Date.now());
    expect(heard).toHaveBeenCalledTimes(1);
    expect(serverNow()).toBe(SERVER + 300);
    learnServerTime(SERVER - 60 * 60 * 1000, Date.now());
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it("a frozen (demo) clock stands still while the device's runs; an answer at another instant runs it again", () => {
    setServerClock(SERVER, true, true);
    vi.setSystemTime(DEVICE + 5000);
    expect(serverNow()).toBe(SERVER);
    // the frozen server answers its frozen instant: still frozen
    learnServerTime(SERVER, Date.now());
    vi.setSystemTime(DEVICE + 9000);
    expect(serverNow()).toBe(SERVER);
    learnServerTime(SERVER + 1000, Date.now());
    vi.setSystemTime(DEVICE + 10_000);
    expect(serverNow()).toBe(SERVER + 2000);
  });

  it("an answer to a call sent before the clock was set exactly does not undo the setting", () => {
    const sentAt = Date.now();
    vi.setSystemTime(DEVICE + 100);
    setServerClock(SERVER, true, true);
    learnServerTime(DEVICE + 100, Date.now(), sentAt); // the answer of the call sent before the setting
    expect(serverNow()).toBe(SERVER);
    learnServerTime(SERVER + 5000, Date.now(), Date.now()); // a call sent after it
    expect(serverNow()).toBe(SERVER + 5000);
  });

  it("an announcement of the clock as it runs (the demo mock's start) leaves a call already out good; a change does not", () => {
    const sentAt = Date.now();
    vi.setSystemTime(DEVICE + 100);
    setServerClock(SERVER, false, false);
    expect(wasSetSince(sentAt)).toBe(false);
    vi.setSystemTime(DEVICE + 200);
    setServerClock(SERVER + 3_600_000, false, true);
    expect(wasSetSince(sentAt)).toBe(true);
  });

  it("an announcement that moves a now the page had heard otherwise makes the calls out stale, as a change does", () => {
    learnServerTime(SERVER, Date.now());
    const sentAt = Date.now();
    vi.setSystemTime(DEVICE + 100);
    expect(setServerClock(SERVER + 3_600_000, false, false)).toBe(true);
    expect(wasSetSince(sentAt)).toBe(true);
  });

  it("ignores a time it cannot read", () => {
    learnServerTime("not a time", Date.now());
    expect(isServerTimeKnown()).toBe(false);
  });
});
