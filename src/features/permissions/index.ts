import { resourcePages } from "../../admin-kit";
import { permissions } from "./resource";

export const {
  ListPage: PermissionListPage,
  CreatePage: PermissionCreatePage,
  EditPage: PermissionEditPage,
  DetailPage: PermissionDetailPage,
} = resourcePages(permissions);
