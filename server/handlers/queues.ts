import { QUEUE_WORKBOOK_NAME, queueWorkbookSheet, XLSX_MIME } from "../export/queue-workbook";
import { tooManyToExport } from "../rules/export";
import { answerRecord, notFound, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";

/** Staff side of the tickets: list, export, detail, mark done, reject. */
export const queueResolvers: Resolvers = {
  async queueList({ store, query, ok }) {
    const { page, size, ...filters } = query;
    const result = await store.tickets.list(filters, pageOf({ page, size }));
    return ok({ page: result.page, size: result.size, total: result.total, queues: result.rows });
  },

  async queueDownload({ server, store, query }) {
    // counted first: a workbook is built in memory on the process's one thread (contract/outcomes.ts EXPORT_MAX_ROWS)
    const { total } = await store.tickets.list(query, { page: 1, size: 1 });
    if (total > server.exportMaxRows) return refuse(tooManyToExport(total, server.exportMaxRows));
    const workbook = await server.writeWorkbook(queueWorkbookSheet(await store.tickets.listAll(query)));
    return new Response(workbook, {
      status: 200,
      headers: { "Content-Type": XLSX_MIME, "Content-Disposition": `attachment; filename="${QUEUE_WORKBOOK_NAME}"` },
    });
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
