export * from "./list-params";
export { listQueryState, useListPagination, useListParams, type ListParams } from "./use-list-params";
export { useAdminMutation, type AdminMutation, type AdminMutationOptions } from "./use-admin-mutation";
export * from "./errors";
export * from "./audit";
export { saveBlob } from "./download";
export { useForm, type Validation } from "./use-form";
export { useConfirmToggle, type ConfirmText, type ConfirmToggleOptions } from "./use-confirm-toggle";
export { useCurrentUrl, useListHref } from "./list-return";
