/** A task over 50 ms on the page's main thread, with the scripts its long animation frame names. */
export type LongTask = { start: number; duration: number; scripts: string[] };

/**
 * Runs in the page, before its own scripts (`context.addInitScript(observeLongTasks)`): every task over 50 ms
 * (PerformanceObserver 'longtask') goes to `window.__longTasks`, named by the scripts (file, function or invoker,
 * milliseconds) of the long animation frame that held it. Used by scripts/demo-long-tasks.ts and
 * scripts/registration-start-profile.ts. No named functions inside: Playwright sends this function's text to the
 * page, and tsx would wrap a named one in a helper the page does not have.
 */
export function observeLongTasks() {
  const tasks: LongTask[] = [];
  (window as unknown as { __longTasks: LongTask[] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration), scripts: [] });
  }).observe({ type: "longtask", buffered: true });
  // the frames that held the main thread name their scripts: matched to the tasks by time
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as unknown as Array<{
      startTime: number;
      duration: number;
      scripts: Array<{ sourceURL: string; sourceFunctionName: string; invoker: string; duration: number }>;
    }>) {
      const task = tasks.find((t) => t.start >= frame.startTime - 1 && t.start <= frame.startTime + frame.duration);
      const names = frame.scripts
        .filter((script) => script.duration >= 10)
        .map((s) => `${s.sourceURL.split("/").pop()} ${s.sourceFunctionName || s.invoker} ${Math.round(s.duration)}ms`);
      if (task) task.scripts.push(...names);
    }
  }).observe({ type: "long-animation-frame", buffered: true });
}
