import { fromPromise, type PromiseActorLogic } from "xstate";

/**
 * Promise effects that wait to be told how to end. Each invocation parks under its invoke id (the promise
 * actor's `self.id`); a test or the model harness then resolves or rejects the oldest one. An invocation
 * whose state was left (its AbortSignal fired) is dropped, so it is never the one answered.
 */
export type FakeEffects = {
  /** promise logic for `.provide({ actors: { name: fakes.logic() } })` */
  logic<TOutput = unknown, TInput = unknown>(): PromiseActorLogic<TOutput, TInput>;
  resolve(invokeId: string, output?: unknown): void;
  reject(invokeId: string, error: unknown): void;
  /** invocations still waiting, per invoke id */
  pending(invokeId: string): number;
  /** every invocation so far, in order */
  calls: Array<{ id: string; input: unknown; aborted: boolean }>;
};

export function createFakeEffects(): FakeEffects {
  const waiting = new Map<string, Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>>();
  const calls: FakeEffects["calls"] = [];

  function take(invokeId: string) {
    const queue = waiting.get(invokeId);
    const next = queue?.shift();
    if (!next) throw new Error(`no pending '${invokeId}' effect to answer`);
    return next;
  }

  return {
    logic<TOutput, TInput>() {
      return fromPromise<TOutput, TInput>(({ input, self, signal }) => {
        const call = { id: self.id, input: input as unknown, aborted: false };
        calls.push(call);
        return new Promise<TOutput>((resolve, reject) => {
          const entry = { resolve: resolve as (v: unknown) => void, reject };
          const queue = waiting.get(self.id) ?? [];
          queue.push(entry);
          waiting.set(self.id, queue);
          signal.addEventListener("abort", () => {
            call.aborted = true;
            const q = waiting.get(self.id);
            const at = q?.indexOf(entry) ?? -1;
            if (q && at >= 0) q.splice(at, 1);
          });
        });
      });
    },
    resolve(invokeId, output) {
      take(invokeId).resolve(output);
    },
    reject(invokeId, error) {
      take(invokeId).reject(error);
    },
    pending(invokeId) {
      return waiting.get(invokeId)?.length ?? 0;
    },
    calls,
  };
}

/** Lets every queued promise reaction run (one macrotask later; the simulated clock is not involved). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
