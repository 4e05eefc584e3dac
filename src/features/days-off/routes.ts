import { declareResource } from "../../admin-kit/resource-declaration";

/** Days off (docs/product.md §2 /queues/days-off): no edit page. */
export const dayOffResource = declareResource({
  area: "queues",
  path: "/queues/days-off",
  permission: "access:queue.day_off",
  noun: "Hari Libur",
  edit: false,
});
