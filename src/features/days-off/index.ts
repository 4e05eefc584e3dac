import { resourcePages } from "../../admin-kit";
import { daysOff } from "./resource";

export const { ListPage, CreatePage, EditPage, DetailPage } = resourcePages(daysOff);
