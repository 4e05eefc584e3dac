import { QUEUE_WORKBOOK_NAME, queueWorkbookSheet, WorkbooksBusy, XLSX_MIME } from "../export/queue-workbook";
import { tooManyToExport } from "../rules/export";
import { answerRecord, failAnswer, notFound, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";

/** About how long the exports ahead may take: three of the most a file holds, about 13 s each (docs/performance.md). */
const EXPORTS_BUSY_RETRY_AFTER_SECONDS = 40;

const workbookHeaders = { "Content-Type": XLSX_MIME, "Content-Disposition": `attachment; filename="${QUEUE_WORKBOOK_NAME}"` };

/** Staff side of the tickets: list, export, detail, mark done, reject. */
export const queueResolvers: Resolvers = {
  async queueList({ store, query, ok }) {
    const { page, size, ...filters } = query;
    const result = await store.tickets.list(filters, pageOf({ page, size }));
    return ok({ page: result.page, size: result.size, total: result.total, queues: result.rows });
  },

  async queueDownload({ server, store, query, request }) {
    // counted first: the rows are read into the process's memory (contract/outcomes.ts EXPORT_MAX_ROWS)
    const most = server.exportMaxRows;
    const total = await store.tickets.count(query);
    if (total > most) return refuse(tooManyToExport(total, most));
    // a HEAD gets the GET's headers without the file: nothing to build for a body nobody reads (ADR 106)
    if (request.method === "HEAD") return new Response(null, { status: 200, headers: workbookHeaders });
    const rows = await store.tickets.listAll(query, most);
    // registrations since the count took it past the cap: refused with the number now (more than the cap, as the rows
    // were: a filter on status may count fewer again once tickets are served meanwhile)
    if (!rows) return refuse(tooManyToExport(Math.max(await store.tickets.count(query), most + 1), most));
    let workbook: Blob;
    try {
      workbook = await server.writeWorkbook(queueWorkbookSheet(rows));
    } catch (error) {
      if (!(error instanceof WorkbooksBusy)) throw error;
      return failAnswer(503, "UNAVAILABLE", "Other exports are being built; try again shortly", undefined, {
        "Retry-After": String(EXPORTS_BUSY_RETRY_AFTER_SECONDS),
      });
    }
    return new Response(workbook, { status: 200, headers: workbookHeaders });
  },

  async queueGet({ store, params, ok }) {
    const ticket = params.uuid === undefined ? null : await store.tickets.get(params.uuid);
    return ticket ? ok({ queue: ticket }) : notFound("Queue");
  },

  async queueMarkDone({ store, params, ok }) {
    const result = await store.tickets.changeStatus({ uuid: params.uuid ?? "", action: "mark-done" });
    return answerRecord(result, "Queue", (queue) => ok({ queue }));
  },

  async queueReject({ store, params, body, ok }) {
    const result = await store.tickets.changeStatus({
      uuid: params.uuid ?? "",
      action: "reject",
      rejectionReasonId: body.rejection_reason_id,
    });
    return answerRecord(result, "Queue", (queue) => ok({ queue }));
  },
};
