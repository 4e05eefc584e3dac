import { resourcePages } from "../../admin-kit";
import { permissions } from "./resource";

export const { ListPage, CreatePage, EditPage, DetailPage } = resourcePages(permissions);
