// `npm run bench:export`: what an export's workbook costs the server process it runs in (docs/performance.md "An export
// beside the citizens"): built on the process's one thread (server/export/queue-workbook.ts `writeWorkbook`, the page's
// and the tests' way) and in a thread of its own (server/node/workbook-thread.ts, the Node server's), each at a few
// sheet sizes up to EXPORT_MAX_ROWS. For each: the longest the event loop waited (a 10 ms timer's lateness: what every
// other call on the process waited at most meanwhile), the process's main-thread CPU is not separable in Node, so the
// process's whole CPU, and the wall clock. Then the server's way again beside as many busy processes as the machine
// has cores (the rush's other work at 06:00: the processes' requests, the database): the CPU the export's thread takes
// beside what one of them gets.
//
//   BENCH_EXPORT_ROWS  comma-separated sheet sizes (default 10000,50000)
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { EXPORT_MAX_ROWS } from "../contract/outcomes";
import { queueWorkbookSheet, writeWorkbook, type WorkbookWriter } from "../server/export/queue-workbook";
import { writeWorkbookInThread } from "../server/node/workbook-thread";
import type { TicketRecord } from "../server/store/rows";

const sizes = (process.env.BENCH_EXPORT_ROWS ?? `10000,${EXPORT_MAX_ROWS}`).split(",").map(Number);

const ticket = (n: number): TicketRecord =>
  ({
    no: `KRJ-${String(n % 1000).padStart(3, "0")}`,
    no_kjp: `50494899${String(n).padStart(8, "0")}`,
    no_ktp: `31712345${String(n).padStart(8, "0")}`,
    no_kk: `31712345${String(n + 1).padStart(8, "0")}`,
    scheduled_date: "2026-03-12",
    scheduled_location: "Pasar Jaya Kramat Jati",
    scheduled_start_time: "07:00:00",
    scheduled_end_time: "09:00:00",
    status: "registered",
    rejection_reason: null,
  }) as TicketRecord;

async function measure(write: WorkbookWriter, rows: number) {
  const sheet = queueWorkbookSheet(Array.from({ length: rows }, (_, i) => ticket(i + 1)));
  let longestWait = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestWait = Math.max(longestWait, now - last - 10);
    last = now;
  }, 10);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const workbook = await write(sheet);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, longestWaitMs: Math.max(0, longestWait), bytes: workbook.size };
}

console.log(`${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)}`);
// each writer once before the runs: write-excel-file's import and the thread's first start are not the sheet's cost
await measure(writeWorkbook, 10);
await measure(writeWorkbookInThread, 10);
console.log("| Built | Rows | Longest event-loop wait (ms) | Process CPU (ms) | Wall (ms) | File (KB) |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const rows of sizes) {
  for (const [name, write] of [
    ["in the process's thread", writeWorkbook],
    ["in a thread of its own", writeWorkbookInThread],
  ] as const) {
    const run = await measure(write, rows);
    console.log(
      `| ${name} | ${rows.toLocaleString("en-US")} | ${Math.round(run.longestWaitMs)} | ${Math.round(run.cpuMs)} | ${Math.round(run.wallMs)} | ${Math.round(run.bytes / 1024)} |`,
    );
  }
}

/** CPU seconds a process has had (user + system, /proc/<pid>/stat at the kernel's 100 ticks a second). */
function cpuSeconds(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// One process per core, each spinning at the usual priority: what an export beside a saturated 06:00 shares the cores
// with. The export's thread and a busy process compete in the same scheduler whatever else the machine runs, so the
// ratio of their CPU over the export says what priority the thread has (1 at the same) where a wall clock would say
// how loaded the machine was.
const busy = cpus().map(() => spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" }));
try {
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log();
  console.log(`Beside ${busy.length} busy processes (one per core, the usual priority), built in a thread of its own:`);
  console.log();
  console.log("| Rows | This process's CPU (cores) | A busy process's CPU (cores) | Ratio | Wall (ms) |");
  console.log("|---:|---:|---:|---:|---:|");
  for (const rows of sizes) {
    const sheet = queueWorkbookSheet(Array.from({ length: rows }, (_, i) => ticket(i + 1)));
    const busyBefore = busy.map(cpuSeconds);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await writeWorkbookInThread(sheet);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const exportCores = (used.user + used.system) / 1e6 / seconds;
    const busyCores = busy.reduce((sum, child, i) => sum + cpuSeconds(child) - busyBefore[i]!, 0) / busy.length / seconds;
    console.log(
      `| ${rows.toLocaleString("en-US")} | ${exportCores.toFixed(2)} | ${busyCores.toFixed(2)} | ${(exportCores / busyCores).toFixed(2)} | ${Math.round(seconds * 1000)} |`,
    );
  }
} finally {
  for (const child of busy) child.kill();
}
