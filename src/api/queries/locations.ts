import { queryOptions } from "@tanstack/react-query";
import type { LocationCreateBody, LocationEditBody, PageParams } from "../../../contract";
import { api } from "../instance";

export const locationKeys = {
  all: ["queue-locations"] as const,
  lists: () => [...locationKeys.all, "list"] as const,
  list: (params: PageParams & { name?: string }) => [...locationKeys.lists(), params] as const,
  detail: (id: number) => [...locationKeys.all, "detail", id] as const,
};

export const locationQueries = {
  list: (params: PageParams & { name?: string }) =>
    queryOptions({
      queryKey: locationKeys.list(params),
      queryFn: async () => (await api.call("locationList", { query: params })).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: locationKeys.detail(id),
      queryFn: async () => (await api.call("locationGet", { params: { id } })).data.queue_location,
    }),
};

export const createLocation = async (body: LocationCreateBody) =>
  (await api.call("locationCreate", { body })).data.queue_location;
export const editLocation = async (id: number, body: LocationEditBody) =>
  (await api.call("locationEdit", { params: { id }, body })).data.queue_location;
export const archiveLocation = async (id: number) => (await api.call("locationArchive", { params: { id } })).data.queue_location;
export const unarchiveLocation = async (id: number) =>
  (await api.call("locationUnarchive", { params: { id } })).data.queue_location;
