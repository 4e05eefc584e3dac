import { queryOptions } from "@tanstack/react-query";
import type { SessionCreateBody, SessionEditBody, SessionListParams } from "../../../contract";
import { api } from "../instance";

export const sessionKeys = {
  all: ["queue-sessions"] as const,
  lists: () => [...sessionKeys.all, "list"] as const,
  list: (params: SessionListParams) => [...sessionKeys.lists(), params] as const,
  detail: (id: number) => [...sessionKeys.all, "detail", id] as const,
};

export const sessionQueries = {
  list: (params: SessionListParams) =>
    queryOptions({
      queryKey: sessionKeys.list(params),
      // Sunday is day 0, and the client leaves falsy values out (docs/product.md §7): the weekday goes as its text
      queryFn: async () =>
        (await api.call("sessionList", { query: { ...params, day_of_the_week: params.day_of_the_week?.toString() } })).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: sessionKeys.detail(id),
      queryFn: async () => (await api.call("sessionGet", { params: { id } })).data.queue_session,
    }),
};

export const createSession = async (body: SessionCreateBody) => (await api.call("sessionCreate", { body })).data.queue_session;
export const editSession = async (id: number, body: SessionEditBody) =>
  (await api.call("sessionEdit", { params: { id }, body })).data.queue_session;
export const archiveSession = async (id: number) => (await api.call("sessionArchive", { params: { id } })).data.queue_session;
export const unarchiveSession = async (id: number) => (await api.call("sessionUnarchive", { params: { id } })).data.queue_session;
