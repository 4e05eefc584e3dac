import { Worker } from "node:worker_threads";
import { XLSX_MIME, type WorkbookWriter } from "../export/queue-workbook";

/**
 * The most heap a workbook's thread may take: a sheet of EXPORT_MAX_ROWS tickets (contract/outcomes.ts) took 195 MB
 * more in the process (session 45). Past it the thread ends and the export is a 500, not a process out of memory.
 */
const WORKBOOK_HEAP_MB = 512;

/**
 * The Node server's workbooks, each built in a worker thread of its own (./workbook-worker.mjs) and handed back as
 * bytes: built on the server's one thread, 50,000 rows held its event loop 3.2 s, every citizen's call on the process
 * waiting (session 45, docs/performance.md "An export beside the citizens"). The page and the tests build in their own
 * thread (server/export/queue-workbook.ts `writeWorkbook`).
 */
export const writeWorkbookInThread: WorkbookWriter = (sheet) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./workbook-worker.mjs", import.meta.url), {
      workerData: sheet,
      resourceLimits: { maxOldGenerationSizeMb: WORKBOOK_HEAP_MB },
    });
    worker.once("message", (bytes: ArrayBuffer) => resolve(new Blob([bytes], { type: XLSX_MIME })));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the workbook's thread ended (exit code ${code}) without a workbook`)));
  });
