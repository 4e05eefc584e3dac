import { orderBy, selectPage } from "../store/memory/query";
import { checkUnique } from "../rules/uniqueness";
import { presentRejectionReason } from "./present";
import { rowFromParam } from "./records";
import { refuse } from "./respond";
import type { Resolvers } from "./route";

export const rejectionReasonResolvers: Resolvers = {
  rejectionReasonList({ backend: { db }, query, ok }) {
    const page = selectPage(db.all("rejectionReasons"), { orderBy: orderBy("id"), ...query });
    return ok({
      page: page.page,
      size: page.size,
      total: page.total,
      queue_rejection_reasons: page.rows.map(presentRejectionReason),
    });
  },

  rejectionReasonGet({ backend: { db }, params, ok }) {
    const found = rowFromParam(db, "rejectionReasons", params.id, "Rejection reason");
    return "response" in found ? found.response : ok({ queue_rejection_reason: presentRejectionReason(found.row) });
  },

  rejectionReasonCreate({ backend: { db }, body, ok }) {
    return db.transaction(async () => {
      // docs/product.md §11.9: one reason per text, whatever its case or surrounding spaces
      const refusal = checkUnique(db.all("rejectionReasons"), "reason", body.reason);
      if (refusal) return refuse(refusal);
      const row = await db.insert("rejectionReasons", { id: db.nextId("rejectionReasons"), reason: body.reason });
      return ok({ queue_rejection_reason: presentRejectionReason(row) }, 201);
    });
  },

  /** Tickets keep the reason's text they were rejected with. */
  rejectionReasonDelete({ backend: { db }, params, ok }) {
    return db.transaction(() => {
      const found = rowFromParam(db, "rejectionReasons", params.id, "Rejection reason");
      if ("response" in found) return found.response;
      db.remove("rejectionReasons", found.row);
      return ok(null);
    });
  },
};
