import { resourcePages } from "../../lib/admin";
import { permissions } from "./resource";

export const {
  ListPage: PermissionListPage,
  CreatePage: PermissionCreatePage,
  EditPage: PermissionEditPage,
  DetailPage: PermissionDetailPage,
} = resourcePages(permissions);
