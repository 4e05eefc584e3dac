/**
 * The page's main-thread tasks in a Chromium trace (the renderer's `RunTask`s), shared by
 * scripts/registration-start-profile.ts (its own traces) and scripts/lighthouse.ts (`LH_TRACES`: Lighthouse's).
 *
 * `npx tsx scripts/trace-tasks.ts <trace.json> …`: for each trace Lighthouse wrote (`LH_TRACES`), the main thread's
 * tasks over 12.5 ms after the first contentful paint, their count and sum, and what ran in each. Lighthouse's
 * mobile preset records the page at the host's own speed and simulates a CPU 4× slower: a task of 12.5 ms in the
 * trace is one of 50 ms in its TBT, which counts what a task lasts beyond 50 ms, times 4 (docs/performance-log.md,
 * issue 38 session 26). A task's kind: `arrival` (a script file arriving: its fetch finished, its module compiled),
 * `copy` (the boot's copies of the template's elements, src/scripts-after-paint.ts), `script` (the app's code),
 * `render` (style, layout, paint), `untraced` (nothing traced inside: the renderer waited for the host's CPU), `other`.
 *
 * `TRACE_THREADS=1`: instead, each thread's CPU over the whole trace (its outermost events' thread time), the threads
 * that draw the page first: the page's renderer main thread and compositor, the GPU process's display compositor
 * (`VizCompositorThread`: with `--disable-gpu` it composites in software) and the browser's main thread
 * (docs/performance-log.md, issue 38 session 27: what an animation costs beside the page); then each thread's CPU from
 * the first contentful paint to the end of the last long task after it (the threads competing with the page's boot).
 * Without it, each trace's line also says when the first frame was painted and presented (`firstPresentation`).
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

export type LongTask = { at: number; ms: number; cpu: number; kind: string; what: string };
/** `window`: the trace's times (µs) from the first contentful paint to the end of the last long task after it. */
export type TaskSummary = {
  fcp: number;
  over: number;
  count: number;
  sum: number;
  tasks: LongTask[];
  window: { from: number; to: number };
};

/**
 * The main thread's tasks longer than `over` ms (their length, as Lighthouse reads them) that start after the first
 * contentful paint; times from the navigation's start.
 */
export function tasksAfterFirstPaint(events: TraceEvent[], over = 12.5): TaskSummary {
  const own = mainThreadEvents(events);
  const navigation = mainFrameNavigation(events);
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
        cpu: (task.tdur ?? 0) / 1000,
        end: task.ts + (task.dur ?? 0),
        kind: kindOf(inside, steps),
        what: `${url?.split("/").pop() ?? "-"}: ${top}`,
      };
    });
  return {
    fcp: Math.round((fcpAt - navigation.ts) / 1000),
    over,
    count: tasks.length,
    sum: tasks.reduce((total, task) => total + task.ms, 0),
    tasks: tasks.map(({ end: _end, ...task }) => task),
    window: { from: fcpAt, to: Math.max(fcpAt, ...tasks.map((task) => task.end)) },
  };
}

/** A first presentation later than the first paint by more than this is a stall (Chromium's, not the page's). */
export const PRESENTATION_STALL_MS = 500;

/**
 * When the page's first frame was painted (the renderer's first `Paint` after the navigation) and when the browser
 * reported it on the screen (`firstContentfulPaint`, the presentation Lighthouse's FCP and the page's Paint Timing
 * read), ms from the navigation's start. In about half the runs on this host the presentation waits about a second
 * (`stalled`), on a static page without scripts too (docs/performance-log.md, issue 38 session 28): a run is then read
 * in its own group, since the page's scripts start later and Lantern then simulates another page.
 */
export function firstPresentation(events: TraceEvent[]): { paint: number; presented: number; stalled: boolean } {
  // a trace without the page's navigation (a run that failed) has no first frame to judge
  const navigation = findMainFrameNavigation(events);
  if (!navigation) return { paint: NaN, presented: NaN, stalled: false };
  const after = (name: string) =>
    events
      .filter((event) => event.name === name && event.pid === navigation.pid && event.ts >= navigation.ts)
      .reduce<TraceEvent | undefined>((first, event) => (!first || event.ts < first.ts ? event : first), undefined);
  const at = (event: TraceEvent | undefined) => (event ? Math.round((event.ts - navigation.ts) / 1000) : NaN);
  const paint = at(after("Paint"));
  const presented = at(after("firstContentfulPaint"));
  return { paint, presented, stalled: presented - paint > PRESENTATION_STALL_MS };
}

const findMainFrameNavigation = (events: TraceEvent[]) =>
  events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith("http"),
  );

function mainFrameNavigation(events: TraceEvent[]): TraceEvent {
  const navigation = findMainFrameNavigation(events);
  if (!navigation) throw new Error("no navigation of the main frame in the trace");
  return navigation;
}

/** One line: the first paint, its presentation, and whether it stalled. */
export function presentationLine({ paint, presented, stalled }: ReturnType<typeof firstPresentation>): string {
  return `first paint ${paint} ms, presented ${presented} ms${stalled ? " (STALLED)" : ""}`;
}

export type ThreadCpu = { process: string; thread: string; page: boolean; cpu: number; wall: number };

/**
 * Each thread's CPU (thread time) and wall time over the trace, ms: the sum of its outermost complete events, so a
 * nested event is not counted twice. `page`: the thread is in the page's renderer (the one mainThreadEvents picks).
 */
export function threadCpu(
  events: TraceEvent[],
  window?: { from: number; to: number },
): { span: number; frames: number; threads: ThreadCpu[] } {
  const processes = new Map<number, string>();
  const threads = new Map<string, string>();
  for (const event of events) {
    if (event.name === "process_name") processes.set(event.pid, event.args?.name ?? String(event.pid));
    if (event.name === "thread_name") threads.set(`${event.pid}:${event.tid}`, event.args?.name ?? String(event.tid));
  }
  const pagePid = mainThreadEvents(events)[0]?.pid;
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== "X" || (window && (event.ts < window.from || event.ts > window.to))) continue;
    const key = `${event.pid}:${event.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(event);
    byThread.set(key, list);
  }
  const timed = window ? [{ ts: window.from }, { ts: window.to }] : events.filter((event) => event.ts > 0);
  const span = (Math.max(...timed.map((event) => event.ts)) - Math.min(...timed.map((event) => event.ts))) / 1000;
  const rows = [...byThread].map(([key, list]) => {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let end = -Infinity;
    let cpu = 0;
    let wall = 0;
    for (const event of list) {
      if (event.ts < end) continue; // inside the outermost event before it
      cpu += event.tdur ?? 0;
      wall += event.dur ?? 0;
      end = event.ts + (event.dur ?? 0);
    }
    const pid = Number(key.split(":")[0]);
    return {
      process: processes.get(pid) ?? String(pid),
      thread: threads.get(key) ?? key,
      page: pid === pagePid,
      cpu: cpu / 1000,
      wall: wall / 1000,
    };
  });
  // the frames the page's compositor drew (each one then composited by viz)
  const compositor = [...threads].find(([key, name]) => name === "Compositor" && key.startsWith(`${pagePid}:`))?.[0];
  const frames = events.filter(
    (event) =>
      event.name === "DrawFrame" &&
      `${event.pid}:${event.tid}` === compositor &&
      (!window || (event.ts >= window.from && event.ts <= window.to)),
  );
  return { span, frames: frames.length, threads: rows.sort((a, b) => b.cpu - a.cpu) };
}

/** One line: the CPU of the threads that draw the page, and of all threads, over the trace. */
export function threadLine({ span, frames, threads }: ReturnType<typeof threadCpu>): string {
  const sum = (pick: (row: ThreadCpu) => boolean) => Math.round(threads.filter(pick).reduce((total, row) => total + row.cpu, 0));
  const parts = [
    `page main ${sum((row) => row.page && row.thread === "CrRendererMain")}`,
    `page compositor ${sum((row) => row.page && row.thread === "Compositor")}`,
    `viz ${sum((row) => row.thread === "VizCompositorThread")}`,
    `GPU main ${sum((row) => row.process === "GPU Process" && row.thread === "CrGpuMain")}`,
    `browser main ${sum((row) => row.process === "Browser" && row.thread === "CrBrowserMain")}`,
    `all ${sum(() => true)}`,
  ];
  return `${Math.round(span)} ms traced, ${frames} frames drawn; CPU ms: ${parts.join(", ")}`;
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
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const summary = tasksAfterFirstPaint(events, over);
    if (process.env.TRACE_THREADS) {
      console.log(`${basename(file)}: ${threadLine(threadCpu(events))}`);
      // the threads busy beside the page's main thread while it boots: from the first paint to its last long task
      const { span, threads } = threadCpu(events, summary.window);
      console.log(`  from the first paint to the last long task (${Math.round(span)} ms), CPU ms:`);
      for (const row of threads.slice(0, 12))
        console.log(`  ${row.cpu.toFixed(1).padStart(7)}  ${row.process}/${row.thread}${row.page ? " (page)" : ""}`);
      continue;
    }
    console.log(`${basename(file)}: ${summaryLine(summary)}; ${presentationLine(firstPresentation(events))}`);
    for (const task of summary.tasks)
      console.log(
        `  ${String(task.at).padStart(6)} ms  ${task.ms.toFixed(1).padStart(6)} ms (CPU ${task.cpu.toFixed(1).padStart(5)})  ${task.kind.padEnd(7)} ${task.what}`,
      );
  }
}
