import { isViolation } from "../rules/violation";
import { answerRecord, notFound, refuse } from "./respond";
import { pageOf, type Resolvers } from "./route";

export const rejectionReasonResolvers: Resolvers = {
  async rejectionReasonList({ store, query, ok }) {
    const page = await store.rejectionReasons.list(pageOf(query));
    return ok({ page: page.page, size: page.size, total: page.total, queue_rejection_reasons: page.rows });
  },

  async rejectionReasonGet({ store, params, ok }) {
    const reason = await store.rejectionReasons.get(Number(params.id));
    return answerRecord(reason, "Rejection reason", (record) => ok({ queue_rejection_reason: record }));
  },

  async rejectionReasonCreate({ store, body, ok }) {
    const created = await store.rejectionReasons.create(body);
    return isViolation(created) ? refuse(created) : ok({ queue_rejection_reason: created }, 201);
  },

  /** Tickets keep the reason's text they were rejected with. */
  async rejectionReasonDelete({ store, params, ok }) {
    return (await store.rejectionReasons.delete(Number(params.id))) ? ok(null) : notFound("Rejection reason");
  },
};
