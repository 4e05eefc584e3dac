/**
 * `npx tsx scripts/demo-first-answer.ts <dist-demo folder> …`: when the demo's registration page gets its first answers
 * from the mock API, and what the API's Web Worker spent on the cores until then (issue 38). Serves each folder as the
 * production host serves it (scripts/static-site.ts: its CSP too), loads `/queue-registration` at 412×823 in a fresh
 * browser context (no saved demo data: the worker seeds) with the demo's clock at 10:00 WIB (mocks/clock-setting.ts),
 * the folders alternating (A B A B …) so a before/after pair shares the host's moment, and Chromium's trace running
 * until the 'Loading' panel is gone. Per run, from the navigation (ms): the page's `data-hydrating` mark gone (React's),
 * the API worker's first task, its module compiled and evaluated (CPU), the seed's task (CPU), the first `/api/v1/…`
 * answer's end (Resource Timing), the 'Loading' panel gone; and the CPU (thread time) until that answer of the API
 * worker and of the page's main thread. CPU slowdown none: thread times are the host's own, the way to compare builds
 * on a shared host (docs/performance-log.md, issue 38 session 27).
 *
 *   FIRST_ANSWER_PORT (default 4178, one per folder from there), FIRST_ANSWER_RUNS (per folder, default 5)
 */
import { resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { clockSettingScript, MEASURING_TIME } from "../mocks/clock-setting";
import { chromiumArgs, chromiumPath } from "./chromium";
import { createStaticSite } from "./static-site";
import type { TraceEvent } from "./trace-tasks";

const roots = process.argv.slice(2);
if (roots.length === 0) throw new Error("usage: demo-first-answer.ts <dist-demo folder> …");
const port = Number(process.env.FIRST_ANSWER_PORT ?? 4178);
const runs = Number(process.env.FIRST_ANSWER_RUNS ?? 5);

type Run = Record<"hydrated" | "workerStart" | "compile" | "evaluate" | "seed" | "firstAnswer" | "loaded", number> &
  Record<"workerCpu" | "mainCpu", number>;

const cpuMs = (events: TraceEvent[]) => Math.round(events.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000);

async function once(browser: Browser, origin: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "id-ID" });
  await context.addInitScript({ content: clockSettingScript(origin, MEASURING_TIME) });
  await context.addInitScript(() => {
    const marks = { hydrated: -1 };
    Object.assign(window, { __marks: marks });
    new MutationObserver(() => {
      const root = document.getElementById("root");
      if (marks.hydrated < 0 && root && !root.hasAttribute("data-hydrating")) marks.hydrated = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrating"] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,toplevel",
    transferMode: "ReportEvents",
  });
  await page.goto(`${origin}/queue-registration`);
  await page.getByRole("dialog", { name: "Loading" }).waitFor({ state: "hidden", timeout: 60_000 });
  const page_ = await page.evaluate(() => {
    const answers = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/api/v1/")) as PerformanceResourceTiming[];
    return {
      hydrated: (window as unknown as { __marks: { hydrated: number } }).__marks.hydrated,
      firstAnswer: Math.min(...answers.map((entry) => entry.responseEnd)),
      loaded: performance.now(),
    };
  });
  const traced = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.end");
  await traced;
  await context.close();

  // the trace's clock: the page's navigation start is its time 0
  const navigation = events.find((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame);
  if (!navigation) throw new Error("no navigation in the trace");
  const at = (ts: number) => Math.round((ts - navigation.ts) / 1000);
  const compile = events.find(
    (event) => event.name === "v8.compileModule" && /api-worker-/.test(JSON.stringify(event.args ?? {})),
  );
  if (!compile) throw new Error("the API worker's module is not in the trace");
  const thread = (of: TraceEvent) => (event: TraceEvent) => event.pid === of.pid && event.tid === of.tid && event.ph === "X";
  const worker = events.filter(thread(compile));
  const evaluate = worker.find((event) => event.name === "v8.evaluateModule");
  const answerTs = navigation.ts + page_.firstAnswer * 1000;
  const tasks = (list: TraceEvent[]) => list.filter((event) => event.name === "RunTask" && event.ts < answerTs);
  const workerTasks = tasks(worker).sort((a, b) => a.ts - b.ts);
  // the seed: the longest task after the module's evaluation (the tickets, in one run of microtasks)
  const afterEvaluation = workerTasks.filter((task) => evaluate && task.ts > evaluate.ts + (evaluate.dur ?? 0));
  const seed = afterEvaluation.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0];
  const main = events.find(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain" && event.pid === compile.pid,
  );
  return {
    hydrated: Math.round(page_.hydrated),
    workerStart: workerTasks[0] ? at(workerTasks[0].ts) : -1,
    compile: Math.round((compile.tdur ?? 0) / 1000),
    evaluate: Math.round((evaluate?.tdur ?? 0) / 1000),
    seed: Math.round((seed?.tdur ?? 0) / 1000),
    firstAnswer: Math.round(page_.firstAnswer),
    loaded: Math.round(page_.loaded),
    workerCpu: cpuMs(workerTasks),
    mainCpu: main ? cpuMs(tasks(events.filter(thread(main)))) : -1,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const servers = roots.map((root, index) => {
  const site = createStaticSite({ root: resolve(root) });
  site.listen(port + index, "127.0.0.1");
  return site;
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const results = roots.map(() => [] as Run[]);
try {
  for (let run = 0; run < runs; run++)
    for (const [index, root] of roots.entries()) {
      const result = await once(browser, `http://127.0.0.1:${port + index}`);
      results[index]?.push(result);
      console.log(`${root} run ${run + 1}: ${JSON.stringify(result)}`);
    }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
const keys = Object.keys(results[0]?.[0] ?? {}) as (keyof Run)[];
console.log(`\n| Folder (median of ${runs}) | ${keys.join(" | ")} |\n|---|${keys.map(() => "---:").join("|")}|`);
for (const [index, root] of roots.entries())
  console.log(`| ${root} | ${keys.map((key) => median((results[index] ?? []).map((result) => result[key]))).join(" | ")} |`);
