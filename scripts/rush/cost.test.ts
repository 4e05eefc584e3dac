import { expect, it } from "vitest";
import { nanosSpent, pairedRatio, ratioText, roundsText, roundTrend, type CallCost } from "./cost";

const block = (serverSeconds: number, floorSeconds: number, calls = 200) => ({
  serverSeconds,
  serverCalls: calls,
  floorSeconds,
  floorCalls: calls,
});

it("each round's ratio is its server block's CPU a call over the floor block's beside it, and the median is of those", () => {
  // the host twice as slow in the second round: both sides pay it, the round's ratio stays
  const steady = pairedRatio([block(0.05, 0.025), block(0.1, 0.05), block(0.06, 0.02)]);
  expect(steady).toEqual({ median: expect.closeTo(2), min: expect.closeTo(2), max: expect.closeTo(3), rounds: 3 });
  // blocks of different sizes compare per call
  expect(pairedRatio([{ serverSeconds: 0.06, serverCalls: 300, floorSeconds: 0.02, floorCalls: 200 }]).median).toBeCloseTo(2);
});

it("an even number of rounds takes the middle two's mean; a round without floor CPU counts for nothing", () => {
  expect(pairedRatio([block(4, 1), block(1, 1), block(2, 1), block(3, 1)])).toEqual({
    median: 2.5,
    min: 1,
    max: 4,
    rounds: 4,
  });
  expect(pairedRatio([block(1, 0), block(3, 1)])).toEqual({ median: 3, min: 3, max: 3, rounds: 1 });
  expect(pairedRatio([]).rounds).toBe(0);
});

it("a process's CPU between two readings sums its threads' own, a thread new since the first counted whole", () => {
  const before = new Map([
    ["10", 1_000_000_000n],
    ["11", 500_000_000n],
    ["12", 700_000_000n], // gone by the second reading
  ]);
  const after = new Map([
    ["10", 1_250_000_000n],
    ["11", 500_000_000n],
    ["13", 50_000_000n],
  ]);
  expect(nanosSpent(before, after)).toBeCloseTo(0.3, 9);
});

it("the printed ratio is the rounds' median with its spread, and a run before them keeps its phases' ratio", () => {
  const cost: CallCost = {
    call: "locations",
    calls: 2000,
    statuses: { 200: 2000 },
    cpuSeconds: 0.5,
    msPerCall: 0.25,
    kernelMsPerCall: 0.05,
    floorMsPerCall: 0.1,
    floorKernelMsPerCall: 0.03,
  };
  expect(ratioText(cost)).toBe("2.5×");
  expect(ratioText({ ...cost, ratio: { median: 2.2, min: 1.96, max: 2.61, rounds: 10 } })).toBe("2.20× (1.96–2.61, 10 rounds)");
});

it("the rounds' trend is the last third's median over the first third's, the server's beside the floor's", () => {
  // a server whose CPU a call climbs while the floor's stays: a growth the host does not explain
  const growing = { server: [0.5, 0.6, 0.5, 0.7, 0.8, 0.7, 0.9, 1.1, 1.0], floor: [0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2] };
  expect(roundTrend(growing)).toEqual({ server: expect.closeTo(2), floor: expect.closeTo(1) });
  // the middle third does not count; too few rounds for thirds give no trend
  expect(roundTrend({ server: [1, 9, 2], floor: [1, 1, 1] })).toEqual({ server: 2, floor: 1 });
  expect(roundTrend({ server: [1, 2], floor: [1, 1] })).toBeNull();
});

it("the printed rounds list each round's server CPU a call and the trend", () => {
  const cost: CallCost = {
    call: "create",
    calls: 600,
    statuses: { 201: 600 },
    cpuSeconds: 0.4,
    msPerCall: 0.667,
    kernelMsPerCall: 0.07,
    floorMsPerCall: 0.15,
    floorKernelMsPerCall: 0.04,
    byRound: { server: [1.0, 0.6, 0.5], floor: [0.15, 0.15, 0.15] },
  };
  expect(roundsText(cost)).toBe("server by round 1.000 0.600 0.500; last third ÷ first 0.50 (floor 1.00)");
  expect(roundsText({ ...cost, byRound: undefined })).toBeNull();
});
