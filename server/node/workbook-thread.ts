import { Worker } from "node:worker_threads";
import { WorkbooksBusy, XLSX_MIME, type WorkbookWriter } from "../export/queue-workbook";

/**
 * The most heap a workbook's thread may take: a sheet of EXPORT_MAX_ROWS (200,000) tickets is built in it (contract/
 * outcomes.ts). Past it the thread ends and the export is a 500, not a process out of memory.
 */
const WORKBOOK_HEAP_MB = 512;

/**
 * One workbook at a time per process, so its memory is one thread's at most, and at most this many exports waiting
 * their turn; one more is told to come back (WorkbooksBusy: 503 with Retry-After, server/handlers/queues.ts). Without
 * it, ten exports in a second were ten threads of up to 512 MB each beside the citizens' calls (review, session 45).
 */
const MOST_WAITING = 3;

let building = false;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (!building) {
    building = true;
    return;
  }
  if (waiting.length >= MOST_WAITING) throw new WorkbooksBusy();
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else building = false;
}

function buildInThread(sheet: Parameters<WorkbookWriter>[0]): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./workbook-worker.mjs", import.meta.url), {
      workerData: sheet,
      resourceLimits: { maxOldGenerationSizeMb: WORKBOOK_HEAP_MB },
    });
    worker.once("message", (bytes: ArrayBuffer) => resolve(new Blob([bytes], { type: XLSX_MIME })));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the workbook's thread ended (exit code ${code}) without a workbook`)));
  });
}

/**
 * The Node server's workbooks, each built in a worker thread of its own (./workbook-worker.mjs) and handed back as
 * bytes, one at a time: built on the server's one thread, 50,000 rows held its event loop 2.6 s, every citizen's call on
 * the process waiting; in a thread, 64 ms (docs/performance.md "An export beside the citizens"). The page and the
 * tests build in their own thread (server/export/queue-workbook.ts `writeWorkbook`).
 */
export const writeWorkbookInThread: WorkbookWriter = async (sheet) => {
  await takeTurn();
  try {
    return await buildInThread(sheet);
  } finally {
    endTurn();
  }
};
