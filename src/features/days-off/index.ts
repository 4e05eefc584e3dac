import { resourcePages } from "../../lib/admin";
import { daysOff } from "./resource";

export const { ListPage: DayOffListPage, CreatePage: DayOffCreatePage, DetailPage: DayOffDetailPage } = resourcePages(daysOff);
