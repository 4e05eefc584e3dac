import { declareResource } from "../../admin-kit/resource-declaration";

/** Permissions (docs/product.md §2 /users/permissions). */
export const permissionResource = declareResource({
  area: "users",
  path: "/users/permissions",
  permission: "access:user.permission",
  noun: "Permission",
});
