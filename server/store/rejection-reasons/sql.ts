import type { Kysely } from "kysely";
import type { RejectionReason } from "../../../contract";
import { checkUnique } from "../../rules/uniqueness";
import type { Violation } from "../../rules/violation";
import type { Page, PageRequest } from "../basics";
import { pageOf, sameKeyRows } from "../sql/queries";
import { inTransaction, read, write, type SqlScope } from "../sql/scope";
import type { Tables } from "../sql/tables";
import type { RejectionReasonsRepository } from "./repository";

/** Rejection reasons on PostgreSQL or PGlite. */
export class SqlRejectionReasons implements RejectionReasonsRepository {
  constructor(private readonly scope: SqlScope) {}

  list(page: PageRequest): Promise<Page<RejectionReason>> {
    return read(this.scope, (db) => pageOf(db, db.selectFrom("rejection_reasons"), page, ["id"], reasonsOf));
  }

  get(id: number): Promise<RejectionReason | null> {
    return read(this.scope, async (db) => (await reasonsOf(db, [id]))[0] ?? null);
  }

  create(values: { reason: string }) {
    return write(this.scope, async (tx): Promise<RejectionReason | Violation> => {
      // docs/product.md §11.9: one reason per text, whatever its case or surrounding spaces
      const refusal = checkUnique(await sameKeyRows(tx, "rejection_reasons", "reason", values.reason), "reason", values.reason);
      if (refusal) return refusal;
      return tx
        .insertInto("rejection_reasons")
        .values({ reason: values.reason })
        .returning(["id", "reason"])
        .executeTakeFirstOrThrow();
    });
  }

  delete(id: number): Promise<boolean> {
    return inTransaction(this.scope, async (tx) => {
      const { numDeletedRows } = await tx.deleteFrom("rejection_reasons").where("id", "=", id).executeTakeFirst();
      return numDeletedRows > 0n;
    });
  }
}

function reasonsOf(db: Kysely<Tables>, ids: readonly number[]): Promise<RejectionReason[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom("rejection_reasons")
    .select(["id", "reason"])
    .where("id", "in", [...ids])
    .orderBy("id")
    .execute();
}
