// The export's workbook, built in a thread of its own (server/node/workbook-thread.ts) by the same code as in the
// page (server/export/sheet-writer.mjs), on the sheet it is handed; the bytes go back moved, not copied.
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { sheetBytes } from "../export/sheet-writer.mjs";

// Built at a lower priority than the citizens' calls: an export at 06:00 takes what the cores leave spare instead of a
// core of its own (docs/performance.md "An export beside the citizens"). On Linux a thread's nice value is its own,
// set by its thread id; never raised (an unprivileged process may not), and elsewhere the thread keeps the process's.
// Lowered once the writer is imported: a thread started from this one afterwards takes its nice value, and a first file
// read could start libuv's pool of threads, which the whole process shares.
const WORKBOOK_NICE = 10;
await import("write-excel-file/universal");
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (getPriority(threadId) < WORKBOOK_NICE) setPriority(threadId, WORKBOOK_NICE);
} catch {
  // no /proc/thread-self (not Linux): the same priority as the process
}

const bytes = await sheetBytes(workerData);
parentPort.postMessage(bytes, [bytes]);
