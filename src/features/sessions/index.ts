import { resourcePages } from "../../admin-kit";
import { sessions } from "./resource";

export const { ListPage, CreatePage, EditPage, DetailPage } = resourcePages(sessions);
