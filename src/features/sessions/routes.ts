import { declareResource } from "../../admin-kit/resource-declaration";

/** Weekly sessions (docs/product.md §2 /queues/sessions). */
export const sessionResource = declareResource({
  area: "queues",
  path: "/queues/sessions",
  permission: "access:queue.session",
  noun: "Sesi",
});
