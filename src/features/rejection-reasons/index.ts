import { resourcePages } from "../../lib/admin";
import { rejectionReasons } from "./resource";

export const {
  ListPage: RejectionReasonListPage,
  CreatePage: RejectionReasonCreatePage,
  DetailPage: RejectionReasonDetailPage,
} = resourcePages(rejectionReasons);
