export { UserListPage } from "./user-list-page";
export { UserCreatePage } from "./user-create-page";
export { UserEditPage } from "./user-edit-page";
export { UserDetailPage } from "./user-detail-page";
