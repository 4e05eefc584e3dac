import { resourcePages } from "../../admin-kit";
import { users } from "./resource";

export const { ListPage, CreatePage, EditPage, DetailPage } = resourcePages(users);
