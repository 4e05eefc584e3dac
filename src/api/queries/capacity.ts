import { queryOptions } from "@tanstack/react-query";
import type { CapacityParams } from "../../../contract";
import { api } from "../instance";

// Under the tickets' key: whatever refreshes the ticket lists (a ticket marked done) refreshes the board too.
export const capacityKeys = {
  all: ["queues", "capacity"] as const,
  report: (params: CapacityParams) => [...capacityKeys.all, params] as const,
};

export const capacityQueries = {
  /** The capacity board of a pickup date (docs/decisions/610-capacity-board-api.md); no date: the server's pickup date. */
  report: (params: CapacityParams) =>
    queryOptions({
      queryKey: capacityKeys.report(params),
      queryFn: async () => (await api.call("queueCapacity", { query: params })).data,
    }),
};
