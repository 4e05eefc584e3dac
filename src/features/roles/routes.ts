import { resourceRoutes } from "../../admin-kit/routes";

/** Roles (docs/product.md §2 /users/roles). */
export const roleRoutes = resourceRoutes({
  path: "/users/roles",
  access: { kind: "signedIn", permissions: ["access:user"] },
  permission: "access:user.role",
  menu: { label: "Role", group: "Users" },
  titles: {
    list: "Roles",
    create: "Create Role",
    edit: "Edit Role",
    detail: "Role Detail",
  },
});
