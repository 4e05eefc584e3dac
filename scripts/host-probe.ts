/**
 * What host a run ran on, printed at the start of every `npm test` (scripts/test-all.ts): the CPU time a page fault
 * on fresh memory costs and the CPU time of a fixed loop, beside the load average. On a VM whose host takes freed
 * memory back, a page fault can cost ten times what it does elsewhere, and the browser stages, which fault in
 * hundreds of megabytes per journey, slow down with it while a CPU benchmark does not (docs/testing.md, "Session 22:
 * the host's page faults"). CPU time, not the wall clock: other work on the machine stretches the one, not the other.
 */
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { resourceUsage } from "node:process";
import { pathToFileURL } from "node:url";

export type HostSample = {
  /** megabytes of fresh memory touched, one write per page */
  megabytes: number;
  /** the page faults the kernel counted for it */
  faults: number;
  /** CPU time (user and system) the touching took, in microseconds */
  touchMicroseconds: number;
  /** steps of the fixed loop */
  loopSteps: number;
  /** CPU time of the loop, in microseconds */
  loopMicroseconds: number;
  /** the one-, five- and fifteen-minute load averages */
  load: readonly number[];
};

const cpuMicroseconds = () => {
  const usage = resourceUsage();
  return usage.userCPUTime + usage.systemCPUTime;
};

/** Touches `megabytes` of memory the process never had and runs a fixed loop, timing both in CPU time. */
export function probeHost(megabytes = 128, loopSteps = 300_000_000): HostSample {
  const faultsBefore = resourceUsage().minorPageFault;
  const touchStart = cpuMicroseconds();
  // allocUnsafeSlow: memory straight from the system, not Node's pool; one byte per 4 KiB page faults each page in
  const fresh = Buffer.allocUnsafeSlow(megabytes * 1024 * 1024);
  for (let offset = 0; offset < fresh.length; offset += 4096) fresh[offset] = 1;
  const touchMicroseconds = cpuMicroseconds() - touchStart;
  const faults = resourceUsage().minorPageFault - faultsBefore;

  const loopStart = cpuMicroseconds();
  let sum = 0;
  for (let step = 0; step < loopSteps; step++) sum += step & 7;
  const loopMicroseconds = cpuMicroseconds() - loopStart;
  // the sum is used, so the loop cannot be dropped as dead code
  if (sum < 0) throw new Error("unreachable");

  return { megabytes, faults, touchMicroseconds, loopSteps, loopMicroseconds, load: loadavg() };
}

/** One line for the run's log, e.g. "host: a page fault 14.9 µs of CPU (128 MB, 32,800 faults); …". */
export function describeHost(sample: HostSample): string {
  const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const count = new Intl.NumberFormat("en-US");
  // fewer faults than 4 KiB pages means huge pages: the figure is then per fault, not per page, and the line says so
  const pages = (sample.megabytes * 1024) / 4;
  const fault =
    sample.faults === 0
      ? `no page faults counted for ${sample.megabytes} MB`
      : `a page fault ${number.format(sample.touchMicroseconds / sample.faults)} µs of CPU (${sample.megabytes} MB, ` +
        `${count.format(sample.faults)} faults${sample.faults < pages / 2 ? ", huge pages" : ""})`;
  const loop = `a loop of ${count.format(sample.loopSteps)} steps ${Math.round(sample.loopMicroseconds / 1000)} ms of CPU`;
  const load = sample.load.map((value) => value.toFixed(2)).join(" ");
  return `host: ${fault}; ${loop}; load ${load}`;
}

// `npx tsx scripts/host-probe.ts` alone
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) console.log(describeHost(probeHost()));
