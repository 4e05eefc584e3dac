/**
 * What the server processes say of themselves during a run (GET /metrics, loopback; server/node/observability.ts),
 * sampled every few seconds: memory, the database pool's waiters and the event loop's lag. The long morning
 * (`--long`, issue 34) compares its first minute with its last: nothing may grow.
 */
import { setTimeout as sleep } from "node:timers/promises";

export type MetricsSample = {
  /** ms after the start of the load */
  atMs: number;
  /** summed over the processes */
  residentMb: number;
  heapUsedMb: number;
  poolWaiting: number;
  /** the pools' open connections */
  poolOpen: number;
  /** the largest of the processes' */
  eventLoopLagP99Ms: number;
};

/** The value of an unlabelled metric in a Prometheus text answer, or 0. */
export function metricValue(text: string, name: string): number {
  const match = new RegExp(`^${name} ([0-9.eE+-]+)$`, "m").exec(text);
  return match ? Number(match[1]) : 0;
}

export function sampleOf(texts: string[], atMs: number): MetricsSample {
  const sum = (name: string) => texts.reduce((total, text) => total + metricValue(text, name), 0);
  return {
    atMs,
    residentMb: sum("process_resident_memory_bytes") / 2 ** 20,
    heapUsedMb: sum("nodejs_heap_size_used_bytes") / 2 ** 20,
    poolWaiting: sum("antrean_db_pool_waiting"),
    poolOpen: sum("antrean_db_pool_size"),
    eventLoopLagP99Ms: Math.max(0, ...texts.map((text) => metricValue(text, "nodejs_eventloop_lag_p99_seconds") * 1000)),
  };
}

/** Samples every `everyMs` until stopped; a process that does not answer (a killed one) is left out of that sample. */
export function sampleMetrics(bases: string[], everyMs = 5_000): { stop(): Promise<MetricsSample[]> } {
  const samples: MetricsSample[] = [];
  const started = performance.now();
  let running = true;
  const loop = (async () => {
    while (running) {
      const texts = await Promise.all(
        bases.map((base) =>
          fetch(`${base}/metrics`, { signal: AbortSignal.timeout(2_000) }).then(
            (response) => response.text(),
            () => "",
          ),
        ),
      );
      samples.push(sampleOf(texts, performance.now() - started));
      const next = started + samples.length * everyMs;
      while (running && performance.now() < next) await sleep(Math.min(200, next - performance.now()));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

/** The samples of a window of the run: their means and the largest lag and pool wait. */
export function windowOf(samples: MetricsSample[], fromMs: number, toMs: number) {
  const inside = samples.filter((sample) => sample.atMs >= fromMs && sample.atMs < toMs);
  const mean = (pick: (sample: MetricsSample) => number) =>
    inside.length === 0 ? 0 : inside.reduce((sum, sample) => sum + pick(sample), 0) / inside.length;
  return {
    samples: inside.length,
    residentMb: mean((sample) => sample.residentMb),
    heapUsedMb: mean((sample) => sample.heapUsedMb),
    poolWaitingMax: Math.max(0, ...inside.map((sample) => sample.poolWaiting)),
    eventLoopLagP99MsMax: Math.max(0, ...inside.map((sample) => sample.eventLoopLagP99Ms)),
  };
}
