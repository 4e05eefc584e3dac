export { QueueListPage } from "./queue-list-page";
export { TodayQueueListPage } from "./today-queue-list-page";
export { QueueDetailPage } from "./queue-detail-page";
