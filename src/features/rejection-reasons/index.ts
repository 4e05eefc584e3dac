import { resourcePages } from "../../admin-kit";
import { rejectionReasons } from "./resource";

export const {
  ListPage: RejectionReasonListPage,
  CreatePage: RejectionReasonCreatePage,
  DetailPage: RejectionReasonDetailPage,
} = resourcePages(rejectionReasons);
