import { resourcePages } from "../../admin-kit";
import { locations } from "./resource";

export const { ListPage, CreatePage, EditPage, DetailPage } = resourcePages(locations);
