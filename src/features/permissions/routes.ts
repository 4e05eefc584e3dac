import { resourceRoutes } from "../../admin-kit/routes";

/** Permissions (docs/product.md §2 /users/permissions). */
export const permissionRoutes = resourceRoutes({
  path: "/users/permissions",
  access: { kind: "signedIn", permissions: ["access:user"] },
  permission: "access:user.permission",
  menu: { label: "Permission", group: "Users" },
  titles: {
    list: "Permissions",
    create: "Create Permission",
    edit: "Edit Permission",
    detail: "Permission Detail",
  },
});
