import { queryOptions } from "@tanstack/react-query";
import type { PageParams, RejectionReasonCreateBody } from "../../../contract";
import { api } from "../instance";

export const rejectionReasonKeys = {
  all: ["queue-rejection-reasons"] as const,
  lists: () => [...rejectionReasonKeys.all, "list"] as const,
  list: (params: PageParams) => [...rejectionReasonKeys.lists(), params] as const,
  detail: (id: number) => [...rejectionReasonKeys.all, "detail", id] as const,
};

export const rejectionReasonQueries = {
  list: (params: PageParams) =>
    queryOptions({
      queryKey: rejectionReasonKeys.list(params),
      queryFn: async () => (await api.call("rejectionReasonList", { query: params })).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: rejectionReasonKeys.detail(id),
      queryFn: async () => (await api.call("rejectionReasonGet", { params: { id } })).data.queue_rejection_reason,
    }),
};

export const createRejectionReason = async (body: RejectionReasonCreateBody) =>
  (await api.call("rejectionReasonCreate", { body })).data.queue_rejection_reason;
export const deleteRejectionReason = async (id: number) => {
  await api.call("rejectionReasonDelete", { params: { id } });
};
