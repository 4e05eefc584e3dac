export { RoleListPage } from "./role-list-page";
export { RoleCreatePage } from "./role-create-page";
export { RoleEditPage } from "./role-edit-page";
export { RoleDetailPage } from "./role-detail-page";
