import { wibTimestamp, wibToday } from "../../contract/wib";
import { capacityReport } from "../rules/capacity";
import { scheduledDateFor } from "../rules/registration-window";
import type { Resolvers } from "./route";

/** GET /queues/capacity (docs/product.md §14.2): the capacity board's numbers for a pickup date (docs/decisions/610-capacity-board-api.md). */
export const capacityResolvers: Resolvers = {
  async queueCapacity({ store, clock, query, ok }) {
    const now = clock.now();
    const pickupDate = scheduledDateFor(now);
    const date = query.date ?? pickupDate;
    const includeArchived = query.include_archived === "true";
    return ok(
      capacityReport({
        date,
        ...(await store.tickets.capacityRows(date, { includeArchived })),
        includeArchived,
        today: wibToday(now),
        pickupDate,
        generatedAt: wibTimestamp(now),
      }),
    );
  },
};
