import { resourcePages } from "../../lib/admin";
import { sessions } from "./resource";

export const {
  ListPage: SessionListPage,
  CreatePage: SessionCreatePage,
  EditPage: SessionEditPage,
  DetailPage: SessionDetailPage,
} = resourcePages(sessions);
