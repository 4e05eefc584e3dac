import { describe, expect, it } from "vitest";
import { describeHost, type HostSample } from "./host-probe";

const sample = (change: Partial<HostSample>): HostSample => ({
  megabytes: 128,
  faults: 32_800,
  touchMicroseconds: 492_000,
  loopSteps: 300_000_000,
  loopMicroseconds: 201_400,
  load: [1.434, 2.1, 3],
  ...change,
});

describe("describeHost", () => {
  it("gives a page fault's CPU time, the loop's and the load", () => {
    expect(describeHost(sample({}))).toBe(
      "host: a page fault 15.0 µs of CPU (128 MB, 32,800 faults); a loop of 300,000,000 steps 201 ms of CPU; load 1.43 2.10 3.00",
    );
  });

  it("says when the memory came in huge pages, where a fault is not a 4 KiB page", () => {
    expect(describeHost(sample({ faults: 64, touchMicroseconds: 64_000 }))).toContain(
      "a page fault 1,000.0 µs of CPU (128 MB, 64 faults, huge pages)",
    );
  });

  it("says so when the kernel counted no fault, instead of dividing by zero", () => {
    expect(describeHost(sample({ faults: 0 }))).toContain("host: no page faults counted for 128 MB;");
  });
});
