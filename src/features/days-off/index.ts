import { resourcePages } from "../../admin-kit";
import { daysOff } from "./resource";

export const { ListPage: DayOffListPage, CreatePage: DayOffCreatePage, DetailPage: DayOffDetailPage } = resourcePages(daysOff);
