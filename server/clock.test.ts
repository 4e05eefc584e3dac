import { describe, expect, it } from "vitest";
import { createClock } from "./clock";

describe("mock clock", () => {
  let real = 1_000_000;
  const clock = () => createClock(() => real);

  it("follows real time by default", () => {
    const c = clock();
    expect(c.now()).toBe(real);
    real += 500;
    expect(c.now()).toBe(real);
    expect(c.state().mode).toBe("real");
  });

  it("jumps to an instant and keeps running", () => {
    const c = clock();
    c.set("2026-03-10T05:59:59.000+07:00");
    const at = Date.parse("2026-03-10T05:59:59.000+07:00");
    expect(c.now()).toBe(at);
    real += 1000;
    expect(c.now()).toBe(at + 1000);
  });

  it("freezes (at an instant or now) and advances while frozen", () => {
    const c = clock();
    c.freeze(42);
    real += 10_000;
    expect(c.now()).toBe(42);
    c.advance(8);
    expect(c.now()).toBe(50);
    c.offset(0);
    c.freeze();
    expect(c.now()).toBe(real);
  });

  it("runs at an offset, advances it, and resets to real time", () => {
    const c = clock();
    c.offset(-60_000);
    expect(c.now()).toBe(real - 60_000);
    c.advance(10_000);
    expect(c.now()).toBe(real - 50_000);
    c.reset();
    expect(c.now()).toBe(real);
  });

  it("reports changes and restores a saved state", () => {
    const c = clock();
    const seen: string[] = [];
    const stop = c.onChange((state) => seen.push(state.mode));
    c.freeze(1);
    const saved = c.state();
    c.reset();
    stop();
    c.restore(saved);
    expect(seen).toEqual(["frozen", "real"]);
    expect(c.now()).toBe(1);
  });

  it("refuses a non-instant", () => {
    expect(() => clock().set("not a date")).toThrow();
  });
});
