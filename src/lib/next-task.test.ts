import { describe, expect, it, vi } from "vitest";
import { importInStages, nextTask } from "./next-task";

/** A stage that records its start and resolves when the test says so. */
function stage(name: string, log: string[]) {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const done = new Promise<string>((res, rej) => ([resolve, reject] = [res, rej]));
  const run = () => {
    log.push(`${name} started`);
    return done;
  };
  return { run, resolve: () => resolve(name), reject: (error: Error) => reject(error) };
}

/** Every microtask queued so far, and those they queue, run; no new task starts. */
async function drainMicrotasks() {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

describe("code loaded in stages (ADR 301, issue 38)", () => {
  it("starts each stage after the previous one resolved, in a task of its own, and gives the last one's result", async () => {
    const log: string[] = [];
    const [first, second, third] = [stage("first", log), stage("second", log), stage("third", log)];
    const loading = importInStages([first.run, second.run, third.run]);

    expect(log).toEqual(["first started"]);
    first.resolve();
    // resolved, yet the next stage waits for a new task: none of the same task's microtasks starts it
    await drainMicrotasks();
    expect(log).toEqual(["first started"]);
    await vi.waitFor(() => expect(log).toEqual(["first started", "second started"]));

    second.resolve();
    await drainMicrotasks();
    expect(log).toEqual(["first started", "second started"]);
    await vi.waitFor(() => expect(log).toEqual(["first started", "second started", "third started"]));

    third.resolve();
    await expect(loading).resolves.toBe("third");
  });

  it("rejects the whole load when a stage fails, and starts no later stage", async () => {
    const log: string[] = [];
    const [first, second, third] = [stage("first", log), stage("second", log), stage("third", log)];
    const loading = importInStages([first.run, second.run, third.run]);
    first.resolve();
    await vi.waitFor(() => expect(log).toContain("second started"));
    const failure = new TypeError("Failed to fetch dynamically imported module");
    second.reject(failure);

    await expect(loading).rejects.toBe(failure);
    // the task the third stage would have started in has passed
    await nextTask();
    await nextTask();
    expect(log).toEqual(["first started", "second started"]);
  });
});
