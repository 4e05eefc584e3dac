import type { QueueFilters } from "../../src/api/contract";
import type { TicketRecord } from "../store/rows";
import { containsMatcher, selectAll, selectPage } from "../store/memory/query";
import { QUEUE_WORKBOOK_NAME, writeQueueWorkbook, XLSX_MIME } from "../export/queue-workbook";
import { nextQueueStatus, type QueueAction } from "../rules/queue-status";
import { isViolation } from "../rules/violation";
import { presentTicket } from "./present";
import { unknownReference } from "../rules/violation";
import { notFound, refuse } from "./respond";
import type { RouteContext, Resolvers } from "./route";

/** Staff side of the tickets: list, export, detail, mark done, reject. */
export const queueResolvers: Resolvers = {
  queueList({ backend: { db }, query, ok }) {
    const { page, size, ...filters } = query;
    const result = selectPage(db.tickets.inListOrder(filters.date), { where: ticketFilter(filters), page, size });
    return ok({ page: result.page, size: result.size, total: result.total, queues: result.rows.map(presentTicket) });
  },

  async queueDownload({ backend: { db }, query }) {
    const tickets = selectAll(db.tickets.inListOrder(query.date), { where: ticketFilter(query) });
    const workbook = await writeQueueWorkbook(tickets);
    return new Response(workbook, {
      status: 200,
      headers: { "Content-Type": XLSX_MIME, "Content-Disposition": `attachment; filename="${QUEUE_WORKBOOK_NAME}"` },
    });
  },

  queueGet({ backend: { db }, params, ok }) {
    const ticket = params.uuid === undefined ? undefined : db.tickets.get(params.uuid);
    return ticket ? ok({ queue: presentTicket(ticket) }) : notFound("Queue");
  },

  queueMarkDone(context) {
    return changeStatus(context, "mark-done", null);
  },

  queueReject(context) {
    const { backend, body } = context;
    const reason = backend.db.byId("rejectionReasons", body.rejection_reason_id);
    if (!reason) return refuse(unknownReference("rejection_reason_id", body.rejection_reason_id, "rejection reason"));
    return changeStatus(context, "reject", { reason: reason.reason });
  },
};

/**
 * The list and export filters: location 0 means all (docs/product.md §9); text filters match anywhere, case-insensitive;
 * `status` and `search` (queue number, KJP or KTP) are this project's additions (docs/product.md §14.3).
 * The date is not here: the ticket index hands over only that date's tickets.
 */
function ticketFilter(filters: QueueFilters): ((ticket: TicketRecord) => boolean) | undefined {
  const checks: ((ticket: TicketRecord) => boolean)[] = [];
  const locationId = filters.location_id;
  if (locationId) checks.push((ticket) => ticket.queue_location_id === locationId);
  for (const field of ["no", "no_kjp", "no_ktp"] as const) {
    const matches = containsMatcher(filters[field]);
    if (matches) checks.push((ticket) => matches(ticket[field]));
  }
  const status = filters.status;
  if (status) checks.push((ticket) => ticket.status === status);
  const search = containsMatcher(filters.search?.trim());
  if (search) checks.push((ticket) => search(ticket.no) || search(ticket.no_kjp) || search(ticket.no_ktp));
  if (checks.length <= 1) return checks[0];
  return (ticket) => checks.every((check) => check(ticket));
}

async function changeStatus(
  { backend, params, ok }: RouteContext<"queueMarkDone" | "queueReject">,
  action: QueueAction,
  rejection: TicketRecord["rejection_reason"],
): Promise<Response> {
  const { db } = backend;
  return db.transaction(async () => {
    const ticket = params.uuid === undefined ? undefined : db.tickets.get(params.uuid);
    if (!ticket) return notFound("Queue");
    const next = nextQueueStatus(ticket.status, action);
    if (isViolation(next)) return refuse(next);
    const updated = await db.update("tickets", ticket, { status: next.status, rejection_reason: rejection });
    return ok({ queue: presentTicket(updated) });
  });
}
