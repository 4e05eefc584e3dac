/**
 * The page's main-thread tasks in a Chromium trace (the renderer's `RunTask`s), shared by
 * scripts/registration-start-profile.ts (its own traces) and scripts/lighthouse.ts (`LH_TRACES`: Lighthouse's).
 *
 * `npx tsx scripts/trace-tasks.ts <trace.json> …`: for each trace Lighthouse wrote (`LH_TRACES`), the main thread's
 * tasks over 12.5 ms after the first contentful paint, their count and sum, and what ran in each. Lighthouse's
 * mobile preset records the page at the host's own speed and simulates a CPU 4× slower: a task of 12.5 ms in the
 * trace is one of 50 ms in its TBT, which counts what a task lasts beyond 50 ms, times 4 (docs/performance.md,
 * issue 38 session 26). A task's kind: `arrival` (a script file arriving: its fetch finished, its module compiled),
 * `copy` (the boot's copies of the template's elements, src/scripts-after-paint.ts), `script` (the app's code),
 * `render` (style, layout, paint), `untraced` (nothing traced inside: the renderer waited for the host's CPU), `other`.
 *
 *   TRACE_TASKS_OVER (default 12.5 ms)
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      url?: string;
      stackTrace?: Array<{ url?: string; functionName?: string }>;
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      functionName?: string;
    };
  };
};

/** The trace's steps a task's work is told by: the browser's rendering steps and the script entry points. */
export const TRACE_STEPS = new Set([
  ...["ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Commit", "Layerize"],
  ...["v8.evaluateModule", "v8.compileModule", "FunctionCall", "TimerFire", "EventDispatch", "RunMicrotasks"],
  ...["EvaluateScript", "FireAnimationFrame"],
]);

/** An event's CPU time (thread time) when the trace has it, else its length; ms. */
export const traceMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** The page's renderer main thread (the one running the most script) and its complete events. */
export function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const mains = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const count = (main: TraceEvent) =>
    events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === "FunctionCall").length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  if (!main) throw new Error("no renderer main thread in the trace");
  return events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X");
}

/** The events inside a task of the main thread, and the time of its steps (TRACE_STEPS) by name. */
export function insideTask(task: TraceEvent, own: TraceEvent[]) {
  const end = task.ts + (task.dur ?? 0);
  const inside = own.filter((event) => event !== task && event.ts >= task.ts && event.ts <= end);
  const steps = new Map<string, number>();
  for (const event of inside)
    if (TRACE_STEPS.has(event.name)) steps.set(event.name, (steps.get(event.name) ?? 0) + traceMs(event));
  const url = inside.map((event) => event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url).find(Boolean);
  return { inside, steps, url };
}

export type LongTask = { at: number; ms: number; kind: string; what: string };
export type TaskSummary = { fcp: number; over: number; count: number; sum: number; tasks: LongTask[] };

/**
 * The main thread's tasks longer than `over` ms (their length, as Lighthouse reads them) that start after the first
 * contentful paint; times from the navigation's start.
 */
export function tasksAfterFirstPaint(events: TraceEvent[], over = 12.5): TaskSummary {
  const own = mainThreadEvents(events);
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) throw new Error("no navigation of the main frame in the trace");
  const paint = events.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  const fcpAt = paint?.ts ?? navigation.ts;
  const tasks = own
    .filter((event) => event.name === "RunTask" && event.ts >= fcpAt && (event.dur ?? 0) / 1000 > over)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const { inside, steps, url } = insideTask(task, own);
      const top = [...steps]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", ");
      return {
        at: Math.round((task.ts - navigation.ts) / 1000),
        ms: (task.dur ?? 0) / 1000,
        kind: kindOf(inside, steps),
        what: `${url?.split("/").pop() ?? "-"}: ${top}`,
      };
    });
  return {
    fcp: Math.round((fcpAt - navigation.ts) / 1000),
    over,
    count: tasks.length,
    sum: tasks.reduce((total, task) => total + task.ms, 0),
    tasks,
  };
}

function kindOf(inside: TraceEvent[], steps: Map<string, number>): string {
  const script = (steps.get("FunctionCall") ?? 0) + (steps.get("v8.evaluateModule") ?? 0);
  const rendering = ["UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Commit", "Layerize"].reduce(
    (total, name) => total + (steps.get(name) ?? 0),
    0,
  );
  const fromBoot = inside.some(
    (event) =>
      (event.name === "TimerFire" || event.name === "FunctionCall") &&
      /scripts-after-paint/.test(event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? ""),
  );
  if (fromBoot) return "copy";
  if (script > 2 && script >= rendering) return "script";
  if (rendering > 2) return "render";
  const arrival = ["v8.compileModule", "ResourceFinish", "ResourceReceiveResponse", "ResourceReceivedData"];
  if (inside.some((event) => arrival.includes(event.name))) return "arrival";
  // a task with nothing traced in it: the renderer waited for the CPU (other processes on the host)
  return steps.size ? "other" : "untraced";
}

/** One line: the count and sum of the long tasks, by kind. */
export function summaryLine(summary: TaskSummary): string {
  const kinds = new Map<string, number>();
  for (const task of summary.tasks) kinds.set(task.kind, (kinds.get(task.kind) ?? 0) + 1);
  const byKind = [...kinds].map(([kind, count]) => `${kind} ${count}`).join(", ");
  return `${summary.count} tasks > ${summary.over} ms after FCP (${summary.fcp} ms), ${Math.round(summary.sum)} ms${byKind ? ` (${byKind})` : ""}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const over = Number(process.env.TRACE_TASKS_OVER ?? 12.5);
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error("usage: npx tsx scripts/trace-tasks.ts <trace.json> …");
    process.exit(1);
  }
  for (const file of files) {
    const trace = JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const summary = tasksAfterFirstPaint(Array.isArray(trace) ? trace : trace.traceEvents, over);
    console.log(`${basename(file)}: ${summaryLine(summary)}`);
    for (const task of summary.tasks)
      console.log(
        `  ${String(task.at).padStart(6)} ms  ${task.ms.toFixed(1).padStart(6)} ms  ${task.kind.padEnd(7)} ${task.what}`,
      );
  }
}
