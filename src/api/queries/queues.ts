import { queryOptions } from "@tanstack/react-query";
import type { QueueFilters, QueueListParams, RejectQueueBody } from "../../../contract";
import { api } from "../instance";

export const queueKeys = {
  all: ["queues"] as const,
  lists: () => [...queueKeys.all, "list"] as const,
  list: (params: QueueListParams) => [...queueKeys.lists(), params] as const,
  detail: (uuid: string) => [...queueKeys.all, "detail", uuid] as const,
};

export const queueQueries = {
  list: (params: QueueListParams) =>
    queryOptions({
      queryKey: queueKeys.list(params),
      queryFn: async () => (await api.call("queueList", { query: params })).data,
    }),
  detail: (uuid: string) =>
    queryOptions({
      queryKey: queueKeys.detail(uuid),
      queryFn: async () => (await api.call("queueGet", { params: { uuid } })).data.queue,
    }),
};

export async function downloadQueues(filters: QueueFilters): Promise<Blob> {
  return api.call("queueDownload", { query: filters });
}
export async function markQueueDone(uuid: string) {
  return (await api.call("queueMarkDone", { params: { uuid } })).data.queue;
}
export async function rejectQueue(uuid: string, body: RejectQueueBody) {
  return (await api.call("queueReject", { params: { uuid }, body })).data.queue;
}
