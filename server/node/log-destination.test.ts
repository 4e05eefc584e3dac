import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createLogger, createObservability, LOG_FLUSH_MS, logDestination, logWritten } from "./observability";

// The request log's buffered destination (server/node/observability.ts, logDestination): lines gathered are written at
// least every LOG_FLUSH_MS, and an idle process writes nothing (sonic-boom's own periodic flush wrote an empty buffer
// every second, logged or not). The clock is vitest's: the flush timer is moved, not waited for.

let folder = "";
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  folder = mkdtempSync(join(tmpdir(), "antrean-log-destination-"));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(folder, { recursive: true, force: true });
});

it("writes a gathered line within a flush period, and nothing while nothing is logged", async () => {
  const file = join(folder, "requests.log");
  const destination = logDestination(openSync(file, "a"));
  const writes: number[] = [];
  destination.on("write", (bytes: number) => writes.push(bytes));
  const logger = createLogger(destination);
  try {
    logger.info("first");
    const written = new Promise((resolve) => destination.once("write", resolve));
    vi.advanceTimersByTime(LOG_FLUSH_MS);
    await written;
    expect(readFileSync(file, "utf8")).toContain('"msg":"first"');
    // idle periods: any write they start comes before the next line's, which is awaited
    vi.advanceTimersByTime(5 * LOG_FLUSH_MS);
    logger.info("second");
    await logWritten(logger);
    expect(readFileSync(file, "utf8").split("\n").filter(Boolean)).toHaveLength(2);
    expect(writes.filter((bytes) => bytes === 0)).toEqual([]);
  } finally {
    await new Promise((resolve) => destination.once("close", resolve).end());
  }
});

it("drops lines past its bound while its writes lag, and counts them for the metrics", async () => {
  const file = join(folder, "requests.log");
  // a small bound (the server's is LOG_MAX_BYTES): logged in one go, the lines outrun the write under way
  const destination = logDestination(openSync(file, "a"), { maxBytes: 8 * 1024 });
  const logger = createLogger(destination);
  const observability = createObservability({ store: "memory", pool: () => null, logger });
  try {
    const lines = 200;
    for (let line = 0; line < lines; line++) logger.info({ line, pad: "x".repeat(100) }, "line");
    await logWritten(logger);
    const written = readFileSync(file, "utf8").split("\n").filter(Boolean).length;
    expect(written).toBeLessThan(lines);
    const text = (await observability.metrics()).text;
    expect(text).toContain(`antrean_log_lines_dropped_total ${lines - written}`);
  } finally {
    await new Promise((resolve) => destination.once("close", resolve).end());
  }
});
