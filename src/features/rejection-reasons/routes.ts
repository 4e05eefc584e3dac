import { declareResource } from "../../admin-kit/resource-declaration";

/** Rejection reasons (docs/product.md §2 /queues/rejection-reasons): no edit page. */
export const rejectionReasonResource = declareResource({
  area: "queues",
  path: "/queues/rejection-reasons",
  permission: "access:queue.rejection_reason",
  noun: "Alasan Penolakan",
  edit: false,
});
