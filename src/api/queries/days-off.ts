import { queryOptions } from "@tanstack/react-query";
import type { DayOffCreateBody, DayOffListParams } from "../../../contract";
import { api } from "../instance";

export const dayOffKeys = {
  all: ["queue-days-off"] as const,
  lists: () => [...dayOffKeys.all, "list"] as const,
  list: (params: DayOffListParams) => [...dayOffKeys.lists(), params] as const,
  detail: (id: number) => [...dayOffKeys.all, "detail", id] as const,
};

export const dayOffQueries = {
  list: (params: DayOffListParams) =>
    queryOptions({
      queryKey: dayOffKeys.list(params),
      queryFn: async () => (await api.call("dayOffList", { query: params })).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: dayOffKeys.detail(id),
      queryFn: async () => (await api.call("dayOffGet", { params: { id } })).data.queue_day_off,
    }),
};

export const createDayOff = async (body: DayOffCreateBody) => (await api.call("dayOffCreate", { body })).data.queue_day_off;
export const archiveDayOff = async (id: number) => (await api.call("dayOffArchive", { params: { id } })).data.queue_day_off;
export const unarchiveDayOff = async (id: number) => (await api.call("dayOffUnarchive", { params: { id } })).data.queue_day_off;
export const deleteDayOff = async (id: number) => {
  await api.call("dayOffDelete", { params: { id } });
};
