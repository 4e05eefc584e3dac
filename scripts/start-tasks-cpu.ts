/**
 * `npx tsx scripts/start-tasks-cpu.ts <build folder> …`: the main thread's CPU time in each task of a page's start, by
 * Chromium's own trace (each task's thread time), so a shared host's load moves the figures little, unlike a task's
 * length (issue 38, docs/performance.md "The registration page's start"). Serves each folder as the production host
 * serves it (scripts/static-site.ts) with `/api` on the memory store at 10:00 WIB (the window open), loads the page in
 * Chromium at 412×823 with no CPU slowdown until it is hydrated, the network is idle and a second has passed, and
 * prints per load the longest tasks with what ran in them. The real-API build only: it sets no demo clock, so a demo
 * build's page would open on its own day and window. The folders alternate run by run (A B A B …), so a
 * before/after pair shares the host's moment. Lighthouse's mobile preset slows the CPU 4× in its simulation: 4× a
 * task's CPU time here is the task Lighthouse reports on a host of this speed, and a task over 12.5 ms is one over
 * 50 ms there.
 *
 *   START_PORT (default 4190; the API on it, the folders from +1), START_RUNS (default 5),
 *   START_PATH (default /queue-registration)
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { createStaticSite } from "./static-site";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; stackTrace?: Array<{ url?: string }> } };
};

const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["dist"];
const port = Number(process.env.START_PORT ?? 4190);
const runs = Number(process.env.START_RUNS ?? 5);
const path = process.env.START_PATH ?? "/queue-registration";
/** The trace events a task's work is told by: the browser's rendering steps and the script entry points. */
const PARTS = ["ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "PrePaint", "v8.evaluateModule", "FunctionCall"];
const PARTS_MORE = ["TimerFire", "EventDispatch", "RunMicrotasks", "EvaluateScript", "Commit", "Layerize"];

const api = spawn("npx", ["tsx", "scripts/serve.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    STORE: "memory",
    SERVE_SITE: "0",
    QUIET: "1",
    MOCK_NOW: "2026-03-10T10:00:00+07:00",
  },
  detached: true,
});
const sites = roots.map((root, index) => {
  const site = createStaticSite({ root: resolve(root), apiOrigin: `http://127.0.0.1:${port}` });
  site.listen(port + 1 + index, "127.0.0.1");
  return site;
});
const stop = () => {
  for (const site of sites) site.close();
  try {
    process.kill(-api.pid!, "SIGTERM");
  } catch {
    /* already gone */
  }
};

async function waitForApi() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/queues/getScheduledDate`, { method: "POST" });
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(500);
  }
  throw new Error(`the API did not start on ${port}`);
}

const ms = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** One load's tasks on the page's main thread: CPU ms and what ran in each. */
function tasksOf(events: TraceEvent[]) {
  const mains = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const count = (main: TraceEvent) =>
    events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === "FunctionCall").length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  if (!main) throw new Error("no renderer main thread in the trace");
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X");
  return own
    .filter((event) => event.name === "RunTask")
    .map((task) => {
      const inside = own.filter((event) => event !== task && event.ts >= task.ts && event.ts <= task.ts + (task.dur ?? 0));
      const parts = new Map<string, number>();
      for (const event of inside)
        if (PARTS.includes(event.name) || PARTS_MORE.includes(event.name))
          parts.set(event.name, (parts.get(event.name) ?? 0) + ms(event));
      const url = inside.map((event) => event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url).find(Boolean);
      const what = [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, time]) => `${name} ${time.toFixed(1)}`)
        .join(", ");
      return { cpu: ms(task), what: `${url?.split("/").pop() ?? "-"}: ${what}` };
    });
}

/** The middle value; of an even count the mean of the middle two (4 loads: not the second-smallest). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

try {
  await waitForApi();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const rows = new Map<string, Array<{ longest: number; second: number; blocking: number; total: number }>>();
  for (let run = 1; run <= runs; run++) {
    for (const [index, root] of roots.entries()) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "id-ID" });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      await cdp.send("Tracing.start", {
        categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute",
        transferMode: "ReportEvents",
      });
      await page.goto(`http://127.0.0.1:${port + 1 + index}${path}`);
      await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-hydrating"));
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1000);
      const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
      await cdp.send("Tracing.end");
      await complete;
      await context.close();
      const tasks = tasksOf(events).sort((a, b) => b.cpu - a.cpu);
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, 4 * task.cpu - 50), 0);
      const total = tasks.reduce((sum, task) => sum + task.cpu, 0);
      const list = rows.get(root) ?? [];
      list.push({ longest: tasks[0]?.cpu ?? 0, second: tasks[1]?.cpu ?? 0, blocking, total });
      rows.set(root, list);
      const longest = tasks
        .slice(0, 3)
        .map((task) => `${task.cpu.toFixed(1)} ms (${task.what})`)
        .join("; ");
      console.log(`${root} run ${run}: CPU ${total.toFixed(0)} ms, at 4× blocking ${blocking.toFixed(0)} ms; longest ${longest}`);
    }
  }
  await browser.close();
  console.log(`\n${path}, median of ${runs} (CPU ms on this host; ×4 = Lighthouse's mobile CPU):`);
  for (const [root, list] of rows) {
    const longest = median(list.map((row) => row.longest));
    console.log(
      `${root}: longest task ${longest.toFixed(1)} (×4 ${(4 * longest).toFixed(0)}), second ${median(list.map((row) => row.second)).toFixed(1)}, ` +
        `blocking at 4× ${median(list.map((row) => row.blocking)).toFixed(0)}, main-thread CPU ${median(list.map((row) => row.total)).toFixed(0)}`,
    );
  }
} finally {
  stop();
}
