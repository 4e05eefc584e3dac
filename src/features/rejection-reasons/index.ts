export { RejectionReasonListPage } from "./rejection-reason-list-page";
export { RejectionReasonCreatePage } from "./rejection-reason-create-page";
export { RejectionReasonDetailPage } from "./rejection-reason-detail-page";
