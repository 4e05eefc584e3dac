export { DayOffListPage } from "./day-off-list-page";
export { DayOffCreatePage } from "./day-off-create-page";
export { DayOffDetailPage } from "./day-off-detail-page";
