/**
 * A task of its own for what follows: `scheduler.yield` where there is one (the continuation keeps its place ahead of
 * other work), else a message-channel task. Between the awaits the browser may paint and handle input; a module graph
 * imported after it runs in that new task (ADR 301, issue 38: docs/performance-log.md).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Code loaded in stages, each in a task of its own: a module graph runs in one task when it is first imported, so a
 * large one, imported at once, holds the main thread for all of it (ADR 301). Each stage starts once the previous one
 * has resolved, in the next task; the last stage's result is the result, and a stage that fails rejects the whole.
 */
export async function importInStages<Last>(stages: readonly [...(() => Promise<unknown>)[], () => Promise<Last>]): Promise<Last> {
  let last: unknown;
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    last = await stage();
  }
  return last as Last;
}
