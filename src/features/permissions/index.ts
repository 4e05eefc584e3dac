export { PermissionListPage } from "./permission-list-page";
export { PermissionCreatePage } from "./permission-create-page";
export { PermissionEditPage } from "./permission-edit-page";
export { PermissionDetailPage } from "./permission-detail-page";
