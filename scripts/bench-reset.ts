// `npx tsx scripts/bench-reset.ts`: the memory store's reset (the demo console's 'Reset to seed', a snapshot's import)
// at N tickets: this process's CPU time for `Database.clear` of N tickets, and for a whole reset (clear and a seed of
// N). Reported in docs/performance-log.md ("The demo's reset"); compare two trees by running it in each, alternately.
//
//   N     tickets seeded (default 3000, the demo's default)
//   RUNS  measured runs, median printed (default 5)
import { loadavg } from "node:os";
import { createClock } from "../server/clock";
import { createBackend } from "../mocks/node";

const N = Number(process.env.N ?? 3000);
const RUNS = Number(process.env.RUNS ?? 5);
const clock = createClock();
clock.freeze("2026-03-10T10:00:00+07:00");
const backend = await createBackend({ clock, seed: { tickets: N }, rateLimits: false });
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const clears: number[] = [];
const resets: number[] = [];
for (let run = 0; run < RUNS; run++) {
  let started = cpuMs();
  await backend.reset({ tickets: N });
  resets.push(cpuMs() - started);
  started = cpuMs();
  backend.db.clear();
  clears.push(cpuMs() - started);
  if (backend.db.count("tickets") !== 0) throw new Error("clear left tickets");
  if (run < RUNS - 1) await backend.reset({ tickets: N });
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(", ");
console.log(
  `${N} tickets: clear ${median(clears)} ms CPU (${list(clears)}); reset, clear + seed, ${median(resets)} ms (${list(resets)}); ` +
    `load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}`,
);
