import { declareResource } from "../../admin-kit/resource-declaration";

/** Permissions (docs/product.md §2 /users/permissions). */
export const permissionRoutes = declareResource({
  area: "users",
  path: "/users/permissions",
  permission: "access:user.permission",
  noun: "Permission",
});
