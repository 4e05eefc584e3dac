/**
 * `npx tsx scripts/registration-start-profile.ts [root …]`: where the registration page's start-up time goes (issue 38).
 * Serves each build folder (default `dist`, the real-API build) as the production host serves it
 * (scripts/static-site.ts), with `/api` on the memory store (`npm run serve` with STORE=memory, the clock at 10:00
 * WIB inside the registration window), and loads `/queue-registration` in Chromium at 412×823 with the CPU slowed
 * PROFILE_CPU× (DevTools' CPU throttling) and V8's sampling profiler running, from navigation until the page is
 * hydrated, the network is idle and a second has passed without a long task. Runs alternate between the folders
 * (A B A B …), so a before/after pair shares the host's moment. Prints per run: JavaScript time (the profile's
 * samples outside idle, program and GC), GC, the longest task and the blocking time over 50 ms (PerformanceObserver
 * 'longtask'), when the page was hydrated (its `data-hydrating` mark gone: buttons take taps), and the functions
 * with the most self time (file and name; names are minified unless the build has source maps).
 * Chromium's own trace runs beside it: each task's **CPU time** on the main thread (its thread time, which the host's
 * load moves little, unlike a task's length), what ran in it (the trace's steps and the profile's functions with the
 * most self time inside it), and per folder the longest task's CPU, the second's, the blocking at 4× (the sum over
 * 50 ms of 4× each task's CPU: Lighthouse's mobile preset slows the CPU 4× in its simulation, so a task over 12.5 ms of
 * CPU here is one over 50 ms there) and the main thread's CPU. DevTools' throttling stretches the thread time as well:
 * these CPU figures mean the host's own CPU only with `PROFILE_CPU=1`, the way to compare builds on a shared host.
 * A demo build (its folder has msw's worker) runs its API in the page: each of its loads starts with the demo's saved
 * clock setting running from the same 10:00 WIB (mocks/clock-setting.ts), so both kinds meet the window open.
 * Reported in docs/performance-log.md ("The registration page's start").
 *
 *   PROFILE_PORT (default 4178; the API on +1, the folders from +2), PROFILE_CPU (default 4), PROFILE_RUNS (default 3),
 *   PROFILE_PATH (default /queue-registration), PROFILE_TOP (functions listed per folder, default 15),
 *   PROFILE_SAVE (a folder: each run's profile is written there as a .cpuprofile, for DevTools' Performance panel),
 *   PROFILE_TASKS (tasks listed per run by their CPU, default 4), PROFILE_INCLUSIVE (a pattern of function names: each
 *   task lists the matching functions by their total time, callees included, instead of the top self times; with an
 *   unminified build, e.g. `^(flushPassiveEffects|commitRoot|performWorkOnRoot|[A-Z]\w+)$`)
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { clockSettingScript, MEASURING_TIME } from "../mocks/clock-setting";
import { chromiumArgs, chromiumPath } from "./chromium";
import { observeLongTasks } from "./long-task-observer";
import { createStaticSite } from "./static-site";
import { insideTask, mainThreadEvents, traceMs, type TraceEvent } from "./trace-tasks";

const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["dist"];
const port = Number(process.env.PROFILE_PORT ?? 4178);
const cpuSlowdown = Number(process.env.PROFILE_CPU ?? 4);
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const path = process.env.PROFILE_PATH ?? "/queue-registration";
const top = Number(process.env.PROFILE_TOP ?? 15);
const apiPort = port + 1;
const save = process.env.PROFILE_SAVE;
const tasksListed = Number(process.env.PROFILE_TASKS ?? 4);
const inclusive = process.env.PROFILE_INCLUSIVE ? new RegExp(process.env.PROFILE_INCLUSIVE) : null;
/** The API's clock (the server's for a real-API build, the page's mock for a demo build): the window open, the one time
 * of the measuring scripts. */
const OPEN_AT = MEASURING_TIME;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };
type Task = { start: number; duration: number; scripts: string[] };
/** One task of the main thread from the trace: its CPU time (ms) and what ran in it. */
type CpuTask = { cpu: number; at: number; what: string };
type Run = {
  root: string;
  scriptMs: number;
  gcMs: number;
  longestTask: number;
  blockingMs: number;
  tasks: Task[];
  hydratedAt: number;
  selfMs: Map<string, number>;
  cpuTasks: CpuTask[];
};

const api = spawn("npx", ["tsx", "scripts/serve.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: "127.0.0.1",
    STORE: "memory",
    SERVE_SITE: "0",
    QUIET: "1",
    MOCK_NOW: OPEN_AT,
  },
  detached: true,
});
const sites = roots.map((root, index) => {
  const site = createStaticSite({ root: resolve(root), apiOrigin: `http://127.0.0.1:${apiPort}` });
  site.listen(port + 2 + index, "127.0.0.1");
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
      const response = await fetch(`http://127.0.0.1:${apiPort}/api/v1/queues/getScheduledDate`, { method: "POST" });
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(500);
  }
  throw new Error(`the API did not start on ${apiPort}`);
}

/**
 * The page's main-thread tasks in the trace, each with its CPU time, the trace's steps inside it and the profile's
 * functions with the most self time inside it (the profile's and the trace's clocks are the same: microseconds of
 * Chromium's monotonic clock).
 */
function cpuTasksOf(events: TraceEvent[], profile: Profile, nodes: Map<number, ProfileNode>, navigationAt: number): CpuTask[] {
  const own = mainThreadEvents(events);
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const sampleTimes: number[] = [];
  for (let index = 0, at = profile.startTime; index < profile.samples.length; index++)
    sampleTimes.push((at += profile.timeDeltas[index] ?? 0));
  return own
    .filter((event) => event.name === "RunTask" && traceMs(event) >= 1)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const { steps, url } = insideTask(task, own);
      const functions = new Map<string, number>();
      sampleTimes.forEach((at, index) => {
        if (at < task.ts || at > end) return;
        const frame = nodes.get(profile.samples[index]!)!.callFrame;
        if (["(idle)", "(program)", "(root)"].includes(frame.functionName)) return;
        const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
        if (inclusive) {
          // each named function on the sample's stack once: the phases and components a task's time went to
          const seen = new Set<string>();
          for (let node = nodes.get(profile.samples[index]!); node; node = parents.get(node.id)) {
            const name = node.callFrame.functionName;
            if (!inclusive.test(name) || seen.has(name)) continue;
            seen.add(name);
            functions.set(name, (functions.get(name) ?? 0) + ms);
          }
        } else functions.set(label(frame), (functions.get(label(frame)) ?? 0) + ms);
      });
      const top = (parts: Map<string, number>, count: number) =>
        [...parts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(", ");
      return {
        cpu: traceMs(task),
        at: Math.round((task.ts - navigationAt) / 1000),
        what: `${url?.split("/").pop() ?? "-"}: ${top(steps, 4)}${functions.size ? ` | ${top(functions, inclusive ? 12 : 3)}` : ""}`,
      };
    });
}

const label = ({ functionName, url, lineNumber, columnNumber }: ProfileNode["callFrame"]) =>
  `${url.split("/").pop() || "(native)"} ${functionName || "(anonymous)"}:${lineNumber + 1}:${columnNumber + 1}`;

async function profileOnce(browser: Browser, root: string, origin: string, name: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "id-ID" });
  await context.addInitScript(observeLongTasks);
  if (existsSync(resolve(root, "mockServiceWorker.js")))
    await context.addInitScript({ content: clockSettingScript(origin, OPEN_AT) });
  await context.addInitScript(() => {
    const tasks = (window as unknown as { __longTasks: Array<{ duration: number }> }).__longTasks;
    // no named functions in here: tsx would wrap them in a helper the page does not have
    const marks = { hydratedAt: -1, hydrated: null as null | ((value?: unknown) => void), markedAt: 0 };
    // a function the profile names, run at a known page time: lines the profile's clock up with the tasks' (a saved
    // profile's tasks are then placed in it)
    const mark = new Function(
      "return function profileClockMark() { const t = performance.now(); while (performance.now() - t < 3); }",
    )();
    marks.markedAt = performance.now();
    (mark as () => void)();
    // awaited once by the script (no polling: a poll's own script would show in the profile)
    const whenHydrated = new Promise((resolve) => (marks.hydrated = resolve));
    Object.assign(window, { __tasks: tasks, __marks: marks, __whenHydrated: whenHydrated });
    // the mark src/main.tsx removes when the screen is React's (buttons take taps from then on, ADR 810)
    new MutationObserver(() => {
      const root = document.getElementById("root");
      if (marks.hydratedAt >= 0 || !root || root.hasAttribute("data-hydrating")) return;
      marks.hydratedAt = performance.now();
      marks.hydrated?.();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrating"] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing",
    transferMode: "ReportEvents",
  });
  await page.goto(`${origin}${path}`);
  await page.evaluate(() => (window as unknown as { __whenHydrated: Promise<void> }).__whenHydrated);
  await page.waitForLoadState("networkidle");
  // a second without a long task: what starts later (idle work) is counted too
  for (let quiet = false; !quiet;) {
    const before = await page.evaluate(() => (window as unknown as { __tasks: Task[] }).__tasks.length);
    await page.waitForTimeout(1000);
    quiet = before === (await page.evaluate(() => (window as unknown as { __tasks: Task[] }).__tasks.length));
  }
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  const traced = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.end");
  await traced;
  const { tasks, hydratedAt, markedAt } = await page.evaluate(() => {
    const w = window as unknown as { __tasks: Task[]; __marks: { hydratedAt: number; markedAt: number } };
    return { tasks: w.__tasks, hydratedAt: Math.round(w.__marks.hydratedAt), markedAt: w.__marks.markedAt };
  });
  await context.close();
  if (save) {
    await mkdir(save, { recursive: true });
    await writeFile(`${save}/${name}.cpuprofile`, JSON.stringify(profile));
    await writeFile(`${save}/${name}.tasks.json`, JSON.stringify({ markedAt, hydratedAt, tasks }));
  }

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const navigationAt = events.find((event) => event.name === "navigationStart")?.ts ?? profile.startTime;
  const cpuTasks = cpuTasksOf(events, profile, nodes, navigationAt).sort((a, b) => b.cpu - a.cpu);
  const selfMs = new Map<string, number>();
  let scriptMs = 0;
  let gcMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === "(garbage collector)") gcMs += ms;
    else if (frame.functionName !== "(idle)" && frame.functionName !== "(program)" && frame.functionName !== "(root)") {
      scriptMs += ms;
      selfMs.set(label(frame), (selfMs.get(label(frame)) ?? 0) + ms);
    }
  });
  return {
    root,
    scriptMs,
    gcMs,
    tasks,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    hydratedAt,
    selfMs,
    cpuTasks,
  };
}

/** The middle value; of an even count the mean of the middle two. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const cpuOf = (run: Run) => ({
  longest: run.cpuTasks[0]?.cpu ?? 0,
  second: run.cpuTasks[1]?.cpu ?? 0,
  blocking: run.cpuTasks.reduce((sum, task) => sum + Math.max(0, 4 * task.cpu - 50), 0),
  total: run.cpuTasks.reduce((sum, task) => sum + task.cpu, 0),
});

try {
  await waitForApi();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    for (const [index, root] of roots.entries()) {
      const origin = `http://127.0.0.1:${port + 2 + index}`;
      const result = await profileOnce(browser, root, origin, `${index}-${root.replace(/\W+/g, "_")}-${run + 1}`);
      results.push(result);
      const tasks = result.tasks.map((task) => `\n    ${task.start}+${task.duration} ms ${task.scripts.join(" · ")}`).join("");
      const cpu = cpuOf(result);
      const byCpu = result.cpuTasks
        .slice(0, tasksListed)
        .map((task) => `\n    ${task.cpu.toFixed(1)} ms CPU at ${task.at} ms (${task.what})`)
        .join("");
      console.log(
        `${root} run ${run + 1}: JS ${result.scriptMs.toFixed(0)} ms, GC ${result.gcMs.toFixed(0)} ms, longest task ` +
          `${result.longestTask} ms, blocking ${result.blockingMs} ms, hydrated at ${result.hydratedAt} ms; tasks > 50 ms: ${tasks}` +
          `\n  CPU: main thread ${cpu.total.toFixed(0)} ms, at 4× blocking ${cpu.blocking.toFixed(0)} ms; the longest tasks: ${byCpu}`,
      );
    }
  }
  await browser.close();
  for (const root of roots) {
    const mine = results.filter((result) => result.root === root);
    console.log(
      `\n${root}, median of ${mine.length} at ${cpuSlowdown}×: JS ${median(mine.map((r) => r.scriptMs)).toFixed(0)} ms, ` +
        `longest task ${median(mine.map((r) => r.longestTask))} ms, blocking ${median(mine.map((r) => r.blockingMs))} ms, ` +
        `hydrated at ${median(mine.map((r) => r.hydratedAt))} ms`,
    );
    const cpu = mine.map(cpuOf);
    const longest = median(cpu.map((c) => c.longest));
    console.log(
      `  CPU (ms${cpuSlowdown === 1 ? " on this host; ×4 = Lighthouse's mobile CPU" : `, stretched by the ${cpuSlowdown}× throttling`}): longest task ${longest.toFixed(1)} (×4 ${(4 * longest).toFixed(0)}), ` +
        `second ${median(cpu.map((c) => c.second)).toFixed(1)}, blocking at 4× ${median(cpu.map((c) => c.blocking)).toFixed(0)}, ` +
        `main thread ${median(cpu.map((c) => c.total)).toFixed(0)}`,
    );
    const total = new Map<string, number>();
    for (const result of mine) for (const [name, ms] of result.selfMs) total.set(name, (total.get(name) ?? 0) + ms / mine.length);
    for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  }
} finally {
  stop();
}
