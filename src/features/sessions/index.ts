import { resourcePages } from "../../admin-kit";
import { sessions } from "./resource";

export const {
  ListPage: SessionListPage,
  CreatePage: SessionCreatePage,
  EditPage: SessionEditPage,
  DetailPage: SessionDetailPage,
} = resourcePages(sessions);
