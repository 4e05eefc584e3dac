import { resourcePages } from "../../admin-kit";
import { roles } from "./resource";

export const { ListPage, CreatePage, EditPage, DetailPage } = resourcePages(roles);
