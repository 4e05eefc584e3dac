import { declareResource } from "../../admin-kit/resource-declaration";

/** Roles (docs/product.md §2 /users/roles). */
export const roleResource = declareResource({
  area: "users",
  path: "/users/roles",
  permission: "access:user.role",
  noun: "Role",
});
