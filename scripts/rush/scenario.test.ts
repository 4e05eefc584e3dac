import { describe, expect, it } from "vitest";
import { DEFAULT_RUSH, monthlyLimitIdentity, prng, rushSchedule, zipfSampler } from "./scenario";

describe("the rush's schedule", () => {
  const options = { ...DEFAULT_RUSH, citizens: 4000 };
  const citizens = rushSchedule(options, 18);

  it("puts half of the arrivals in the burst and the rest over the window, in order", () => {
    const inBurst = citizens.filter((c) => c.arrivalMs < options.burstSeconds * 1000).length;
    expect(inBurst).toBe(options.citizens / 2);
    expect(Math.max(...citizens.map((c) => c.arrivalMs))).toBeLessThan(options.seconds * 1000);
    expect(citizens.every((c, i) => i === 0 || c.arrivalMs >= citizens[i - 1]!.arrivalMs)).toBe(true);
  });

  it("reuses the KTPs of earlier citizens and prepares the monthly-limited ones, at about the shares asked", () => {
    const reuse = citizens.filter((c) => c.kind === "reuse");
    const limited = citizens.filter((c) => c.kind === "monthly-limit");
    expect(reuse.length / options.citizens).toBeGreaterThan(0.04);
    expect(reuse.length / options.citizens).toBeLessThan(0.06);
    expect(limited.length / options.citizens).toBeGreaterThan(0.015);
    expect(limited.length / options.citizens).toBeLessThanOrEqual(0.02);
    for (const citizen of reuse)
      expect(citizens.some((earlier) => earlier.id < citizen.id && earlier.identity.no_ktp === citizen.identity.no_ktp)).toBe(
        true,
      );
    limited.forEach((citizen, index) => expect(citizen.identity).toEqual(monthlyLimitIdentity(index)));
    const newKtps = citizens.filter((c) => c.kind === "new").map((c) => c.identity.no_ktp);
    expect(new Set(newKtps).size).toBe(newKtps.length);
    expect(new Set(citizens.map((c) => c.address)).size).toBe(options.citizens);
  });

  it("with no burst (the long morning), arrives evenly over the whole window", () => {
    const even = rushSchedule({ ...options, seconds: 100, burstSeconds: 0 }, 18);
    const firstHalf = even.filter((c) => c.arrivalMs < 50_000).length;
    expect(firstHalf).toBe(options.citizens / 2);
    expect(Math.max(...even.map((c) => c.arrivalMs))).toBeLessThan(100_000);
  });

  it("is the same run for the same seed", () => {
    expect(rushSchedule(options, 18)).toEqual(citizens);
  });
});

describe("zipfSampler", () => {
  it("draws rank k about 1/(k+1) as often as rank 0", () => {
    const draw = zipfSampler(10, 1, prng(7));
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20000; i++) counts[draw()]!++;
    expect(counts[1]! / counts[0]!).toBeCloseTo(1 / 2, 1);
    expect(counts[9]! / counts[0]!).toBeCloseTo(1 / 10, 1);
  });
});
