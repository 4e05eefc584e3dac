import { resourcePages } from "../../admin-kit";
import { users } from "./resource";

export const {
  ListPage: UserListPage,
  CreatePage: UserCreatePage,
  EditPage: UserEditPage,
  DetailPage: UserDetailPage,
} = resourcePages(users);
