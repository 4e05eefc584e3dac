export { SessionListPage } from "./session-list-page";
export { SessionCreatePage } from "./session-create-page";
export { SessionEditPage } from "./session-edit-page";
export { SessionDetailPage } from "./session-detail-page";
