import type { RejectionReason } from "../../../contract";
import type { Violation } from "../../rules/violation";
import type { Page, PageRequest } from "../basics";

/** The reasons a ticket may be rejected with (docs/product.md §11.9). */
export interface RejectionReasonsRepository {
  /** By id. */
  list(page: PageRequest): Promise<Page<RejectionReason>>;
  get(id: number): Promise<RejectionReason | null>;
  /** Refuses a reason already there (409 DUPLICATE on `reason`). */
  create(values: { reason: string }): Promise<RejectionReason | Violation>;
  /** Tickets keep the text they were rejected with. false when there is none. */
  delete(id: number): Promise<boolean>;
}
