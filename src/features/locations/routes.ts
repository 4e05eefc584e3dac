import { declareResource } from "../../admin-kit/resource-declaration";

/** Queue locations (docs/product.md §2 /queues/locations). */
export const locationResource = declareResource({
  area: "queues",
  path: "/queues/locations",
  permission: "access:queue.location",
  noun: "Lokasi",
});
