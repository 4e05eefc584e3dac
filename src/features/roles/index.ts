import { resourcePages } from "../../admin-kit";
import { roles } from "./resource";

export const {
  ListPage: RoleListPage,
  CreatePage: RoleCreatePage,
  EditPage: RoleEditPage,
  DetailPage: RoleDetailPage,
} = resourcePages(roles);
