import { rejectionReasonCreateBody, validate, type RejectionReason } from "../../../contract";
import {
  createRejectionReason,
  deleteRejectionReason,
  rejectionReasonKeys,
  rejectionReasonQueries,
} from "../../api/queries/rejection-reasons";
import { column, defineResource, numericKey } from "../../admin-kit";
import { fields, problems, t } from "./texts";
import { rejectionReasonResource } from "./routes";

/** Rejection reasons (docs/product.md §2 /queues/rejection-reasons): the reasons an operator picks; deleted for good. */
export const rejectionReasons = defineResource(rejectionReasonResource, {
  key: numericKey,
  label: (reason) => reason.reason,
  invalidate: [rejectionReasonKeys.all],
  texts: t,
  list: {
    query: rejectionReasonQueries.list,
    queryKeyPrefix: rejectionReasonKeys.lists(),
    rows: (data: { queue_rejection_reasons: RejectionReason[] }) => data.queue_rejection_reasons,
    columns: [column("reason", fields.reason, (row: RejectionReason) => row.reason, { look: "long", isRowHeader: true })],
  },
  detail: { query: rejectionReasonQueries.detail, items: (reason) => [{ label: fields.reason, value: reason.reason }] },
  toggle: { delete: deleteRejectionReason },
  fields: [{ kind: "text", name: "reason", label: fields.reason, required: true, problems: problems.reason }],
  create: {
    values: { reason: "" },
    // docs/product.md §5 'Rejection reason create': 1-100 characters
    validate: (values) => validate(rejectionReasonCreateBody, { reason: values.reason.trim() }),
    save: createRejectionReason,
  },
});
