// The export's workbook, built in a thread of its own (server/node/workbook-thread.ts) by the same code as in the
// page (server/export/sheet-writer.mjs), on the sheet it is handed; the bytes go back moved, not copied.
import { parentPort, workerData } from "node:worker_threads";
import { sheetBytes } from "../export/sheet-writer.mjs";

const bytes = await sheetBytes(workerData);
parentPort.postMessage(bytes, [bytes]);
