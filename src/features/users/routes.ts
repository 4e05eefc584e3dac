import { resourceRoutes } from "../../admin-kit/routes";

/** Users (docs/product.md §2 /users). */
export const userRoutes = resourceRoutes({
  path: "/users",
  access: { kind: "signedIn", permissions: ["access:user"] },
  permission: "access:user",
  menu: { label: "User", group: "Users" },
  titles: {
    list: "Users",
    create: "Create User",
    edit: "Edit User",
    detail: "User Detail",
  },
});
