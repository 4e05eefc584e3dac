import { resourcePages } from "../../admin-kit";
import { rejectionReasons } from "./resource";

export const { ListPage, CreatePage, EditPage, DetailPage } = resourcePages(rejectionReasons);
