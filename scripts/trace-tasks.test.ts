import { describe, expect, it } from "vitest";
import { firstPresentation, presentationLine, threadCpu, type TraceEvent } from "./trace-tasks";

const PAGE = 7;
const MAIN = 1;
const VIZ = 2;
const START = 1_000_000; // µs: the navigation's start in the trace's clock
const at = (ms: number) => START + ms * 1000;

/** A trace of one page: its navigation, its first paints and the event that says the first frame is on the screen. */
function trace(paints: number[], presented: number): TraceEvent[] {
  return [
    { name: "thread_name", ph: "M", pid: PAGE, tid: MAIN, ts: 0, args: { name: "CrRendererMain" } },
    { name: "thread_name", ph: "M", pid: 9, tid: VIZ, ts: 0, args: { name: "VizCompositorThread" } },
    { name: "FunctionCall", ph: "X", pid: PAGE, tid: MAIN, ts: at(5), dur: 1000, tdur: 900 },
    // another frame's navigation (about:blank) and a paint before the page's: neither counts
    {
      name: "navigationStart",
      ph: "R",
      pid: PAGE,
      tid: MAIN,
      ts: at(-50),
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: "" } },
    },
    { name: "Paint", ph: "X", pid: PAGE, tid: MAIN, ts: at(-20), dur: 100 },
    {
      name: "navigationStart",
      ph: "R",
      pid: PAGE,
      tid: MAIN,
      ts: at(0),
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://127.0.0.1/" } },
    },
    ...paints.map((ms): TraceEvent => ({ name: "Paint", ph: "X", pid: PAGE, tid: MAIN, ts: at(ms), dur: 300 })),
    { name: "firstContentfulPaint", ph: "R", pid: PAGE, tid: MAIN, ts: at(presented) },
  ];
}

describe("firstPresentation", () => {
  it("reads a first frame presented soon after its paint as not stalled", () => {
    const presentation = firstPresentation(trace([110, 141], 190));
    expect(presentation).toEqual({ paint: 110, presented: 190, stalled: false });
    expect(presentationLine(presentation)).toBe("first paint 110 ms, presented 190 ms");
  });

  it("reads a first frame presented about a second after its paint as stalled", () => {
    const presentation = firstPresentation(trace([148, 1208], 1243));
    expect(presentation).toEqual({ paint: 148, presented: 1243, stalled: true });
    expect(presentationLine(presentation)).toBe("first paint 148 ms, presented 1243 ms (STALLED)");
  });
  it("judges no stall in a trace without the page's navigation (a run that failed)", () => {
    const withoutNavigation = trace([148], 1243).filter((event) => event.args?.data?.documentLoaderURL !== "http://127.0.0.1/");
    expect(firstPresentation(withoutNavigation).stalled).toBe(false);
  });
});

describe("threadCpu", () => {
  it("counts only the events that start inside the window, each outermost one once", () => {
    const events: TraceEvent[] = [
      ...trace([100], 150),
      { name: "RunTask", ph: "X", pid: 9, tid: VIZ, ts: at(100), dur: 10_000, tdur: 8_000 },
      { name: "Draw", ph: "X", pid: 9, tid: VIZ, ts: at(101), dur: 5_000, tdur: 4_000 }, // inside the task above
      { name: "RunTask", ph: "X", pid: 9, tid: VIZ, ts: at(300), dur: 10_000, tdur: 6_000 }, // after the window
    ];
    const viz = (window?: { from: number; to: number }) =>
      threadCpu(events, window).threads.find((row) => row.thread === "VizCompositorThread")?.cpu;
    expect(viz()).toBe(14);
    expect(viz({ from: at(50), to: at(200) })).toBe(8);
    expect(threadCpu(events, { from: at(50), to: at(200) }).span).toBe(150);
  });
});
