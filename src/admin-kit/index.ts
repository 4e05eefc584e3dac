export * from "./list-params";
export { listFailureText, listQueryState, useListPagination, useListParams, type ListParams } from "./use-list-params";
export { useFilterDraft, type FilterDraft } from "./use-filter-draft";
export { useAdminMutation, type AdminMutation, type AdminMutationOptions } from "./use-admin-mutation";
export * from "./errors";
export * from "./audit";
export { saveBlob } from "./download";
export { DownloadButton } from "./download-button";
export { useForm, type Validation } from "./use-form";
export { useConfirmToggle, type ConfirmText, type ConfirmToggleOptions } from "./use-confirm-toggle";
export { useCurrentUrl, useListHref } from "./list-return";
export { idsOf, numericKey, recordId, recordKey, recordPath, textKey, type RecordKeyKind } from "./record-id";
export { kitTexts, type KitTexts } from "./kit-texts";
export { choicesOf, defineResource, type AdminResource, type ChoiceSource, type FieldSpec, type FilterSpec } from "./resource";
export { ALL_CHOICES } from "./resource-fields";
export { resourcePages, resourceTexts } from "./resource-pages";
export * as kitStyles from "./kit.css";
export { column } from "./columns";
export {
  isFocusLost,
  openedLinkState,
  rememberOpenedLink,
  useFocusOpenedLink,
  usePageHeading,
  useRetryFocus,
} from "./page-focus";
