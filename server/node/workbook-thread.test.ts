import { readdirSync, readFileSync } from "node:fs";
import { getPriority } from "node:os";
import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { queueWorkbookSheet, WorkbooksBusy, writeWorkbook, XLSX_MIME } from "../export/queue-workbook";
import type { TicketRecord } from "../store/rows";
import { writeWorkbookInThread } from "./workbook-thread";

const ticket = (n: number): TicketRecord =>
  ({
    no: `KRJ-${String(n).padStart(3, "0")}`,
    // identity numbers stay text: a leading zero, 18 digits
    no_kjp: `0504948997770${String(n).padStart(5, "0")}`,
    no_ktp: "3171234567890001",
    no_kk: "3171234567890002",
    scheduled_date: "2026-03-12",
    scheduled_location: "Pasar Jaya Kramat Jati",
    scheduled_start_time: "07:00:00",
    scheduled_end_time: "09:00:00",
    status: n % 3 === 0 ? "rejected" : "registered",
    rejection_reason: n % 3 === 0 ? { reason: "Data tidak sesuai" } : null,
  }) as TicketRecord;

/** The nice value of each thread of this process now (Linux: /proc/self/task/<id>/stat's 19th field). */
function threadNiceValues(): number[] {
  return readdirSync("/proc/self/task").flatMap((thread) => {
    try {
      const stat = readFileSync(`/proc/self/task/${thread}/stat`, "utf8");
      return [Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])];
    } catch {
      return []; // the thread ended between the listing and the read
    }
  });
}

const cells = async (workbook: Blob) => (await readXlsxFile(Buffer.from(await workbook.arrayBuffer())))[0]?.data ?? [];

describe("an export's workbook built in a thread of its own (the Node server's)", () => {
  it("holds what the same sheet built in this thread holds, every cell text", async () => {
    const sheet = queueWorkbookSheet(Array.from({ length: 250 }, (_, i) => ticket(i + 1)));
    const [inThread, here] = await Promise.all([writeWorkbookInThread(sheet), writeWorkbook(sheet)]);
    expect(inThread.type).toBe(XLSX_MIME);
    const rows = await cells(inThread);
    expect(rows).toEqual(await cells(here));
    expect(rows).toHaveLength(251);
    // the header's words are the export's question (e2e/admin-queues.spec.ts); here, that a number stays text: a
    // leading zero and 18 digits (the cells' type is taken from the value since session 45)
    expect(rows[3]).toEqual([
      "KRJ-003",
      "050494899777000003",
      "3171234567890001",
      "3171234567890002",
      "2026-03-12",
      "Pasar Jaya Kramat Jati",
      "07:00:00",
      "09:00:00",
      "Ditolak",
      "Data tidak sesuai",
    ]);
  });

  it("fails, not the process, when the sheet cannot be built", async () => {
    // a row that is not a list of values: the sheet cannot be built in the thread, the export's call is refused with it
    await expect(writeWorkbookInThread({ sheet: "Antrean", header: [], rows: [null as never], widths: [] })).rejects.toThrow();
  });

  // an export at 06:00 took a core of its own beside the citizens' calls (docs/performance.md "An export beside the
  // citizens"): its thread is now at nice 10, taking what the process's requests leave spare
  it("builds at a lower priority than the process's own threads", async () => {
    const sheet = queueWorkbookSheet(Array.from({ length: 2000 }, (_, i) => ticket(i + 1)));
    const seen = new Set<number>();
    let built = false;
    const building = writeWorkbookInThread(sheet).finally(() => (built = true));
    while (!built && !seen.has(10)) {
      for (const nice of threadNiceValues()) seen.add(nice);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect((await building).type).toBe(XLSX_MIME);
    expect(getPriority()).toBeLessThan(10);
    expect([...seen]).toContain(10);
  });

  // ten exports in a second were ten threads of up to 512 MB each beside the citizens' calls (review, session 45)
  it("builds one workbook at a time; three more wait their turn, one more is told to come back", async () => {
    const sheet = queueWorkbookSheet([ticket(1)]);
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => writeWorkbookInThread(sheet)));
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled", "rejected"]);
    expect((answers[4] as PromiseRejectedResult).reason).toBeInstanceOf(WorkbooksBusy);
    // the turns are given back: the next export is built
    expect((await writeWorkbookInThread(sheet)).type).toBe(XLSX_MIME);
  });
});
