import { checkUnique } from "../../rules/uniqueness";
import type { PageRequest } from "../basics";
import { presentRejectionReason } from "../memory/present";
import { orderBy } from "../memory/query";
import { atomic, presentById, deleteRow, pageOf, type MemoryScope } from "../memory/scope";
import type { RejectionReasonsRepository } from "./repository";

/** Rejection reasons in memory. */
export class MemoryRejectionReasons implements RejectionReasonsRepository {
  constructor(private readonly scope: MemoryScope) {}

  async list(page: PageRequest) {
    return pageOf(this.scope.db, "rejectionReasons", page, presentRejectionReason, { orderBy: orderBy("id") });
  }

  async get(id: number) {
    return presentById(this.scope.db, "rejectionReasons", id, presentRejectionReason);
  }

  create(values: { reason: string }) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      // docs/product.md §11.9: one reason per text, whatever its case or surrounding spaces
      const refusal = checkUnique(db.all("rejectionReasons"), "reason", values.reason);
      if (refusal) return refusal;
      return presentRejectionReason(await db.insertNew("rejectionReasons", { reason: values.reason }));
    });
  }

  delete(id: number) {
    return deleteRow(this.scope, "rejectionReasons", id);
  }
}
