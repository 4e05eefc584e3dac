import { describe, expect, it } from "vitest";
import { ShortLived } from "./short-lived";

describe("ShortLived", () => {
  function counted() {
    let now = 0;
    let reads = 0;
    const kept = new ShortLived<number>(1000, { now: () => now });
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

  it("with lastWhen, a read failing with an accepted error answers the key's last value, until a read succeeds", async () => {
    let now = 0;
    const away = new Error("database away");
    const kept = new ShortLived<number>(1000, { now: () => now, lastWhen: (error) => error === away });
    const down = () => Promise.reject(away);
    // nothing read yet for the key: the failure stands
    await expect(kept.get("a", down)).rejects.toBe(away);
    expect(await kept.get("a", () => Promise.resolve(1))).toBe(1);
    now = 5000;
    kept.clear();
    expect(await kept.get("a", down)).toBe(1);
    // the fallback is not kept as fresh: the next call reads again
    expect(await kept.get("a", () => Promise.resolve(2))).toBe(2);
    now = 9000;
    expect(await kept.get("a", down)).toBe(2);
    // another error is not the database being away
    await expect(kept.get("a", () => Promise.reject(new Error("bug")))).rejects.toThrow("bug");
    // without lastWhen nothing is kept for failures
    const plain = new ShortLived<number>(1000, { now: () => now });
    expect(await plain.get("a", () => Promise.resolve(1))).toBe(1);
    now = 20000;
    await expect(plain.get("a", down)).rejects.toBe(away);
  });

  it("with lastAfterMs, a read still out answers the last value then, and no other read starts while it is out", async () => {
    let now = 0;
    const kept = new ShortLived<number>(1000, { now: () => now, lastWhen: () => true, lastAfterMs: 20 });
    expect(await kept.get("a", () => Promise.resolve(1))).toBe(1);
    now = 5000;
    // a stalled database: the read answers nothing for now
    let release: (value: number) => void = () => undefined;
    let started = 0;
    const stalled = () => {
      started++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    expect(await kept.get("a", stalled)).toBe(1);
    now = 9000;
    expect(await kept.get("a", stalled)).toBe(1);
    expect(started).toBe(1);
    // once it answers, that is the list
    release(2);
    expect(await kept.get("a", stalled)).toBe(2);
    expect(started).toBe(1);
  });
});
