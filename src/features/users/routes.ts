import { declareResource } from "../../admin-kit/resource-declaration";

/** Users (docs/product.md §2 /users). */
export const userResource = declareResource({
  area: "users",
  path: "/users",
  permission: "access:user",
  noun: "User",
});
