import { describe, expect, it } from "vitest";
import { ShortLived } from "./short-lived";

describe("ShortLived", () => {
  function counted() {
    let now = 0;
    let reads = 0;
    const kept = new ShortLived<number>(1000, () => now);
    return {
      kept,
      read: () => Promise.resolve(++reads),
      reads: () => reads,
      at: (ms: number) => void (now = ms),
    };
  }

  it("reads once per key while fresh, again once it is older than the ttl", async () => {
    const { kept, read, reads, at } = counted();
    expect(await kept.get("a", read)).toBe(1);
    at(999);
    expect(await kept.get("a", read)).toBe(1);
    expect(await kept.get("b", read)).toBe(2);
    at(1000);
    expect(await kept.get("a", read)).toBe(3);
    expect(reads()).toBe(3);
  });

  it("callers during a read share it", async () => {
    const { kept, reads } = counted();
    let release: (value: number) => void = () => undefined;
    let started = 0;
    const slow = () => {
      started++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const answers = Promise.all([kept.get("a", slow), kept.get("a", slow), kept.get("a", slow)]);
    release(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(started).toBe(1);
    expect(reads()).toBe(0);
  });

  it("keeps no failed read, and clear forgets what it kept", async () => {
    const { kept, read, reads } = counted();
    await expect(kept.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await kept.get("a", read)).toBe(1);
    kept.clear();
    expect(await kept.get("a", read)).toBe(2);
    expect(reads()).toBe(2);
  });
});
