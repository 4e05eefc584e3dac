// Design system: theme + react-aria-components wrappers. Props in, callbacks out:
// nothing here knows a feature, the API or a machine.
export { vars, focusRing } from "./theme.css";
export { cx } from "./cx";

// actions and links
export { Button } from "./button";
export type { ButtonProps, ButtonVariant, ButtonSize } from "./button";
export { LinkButton } from "./link-button";
export type { LinkButtonProps } from "./link-button";
export { Link } from "./link";
export type { LinkProps } from "./link";
export { linkClass } from "./link.css";
export { plainButtonClass, plainButtonLabel } from "./plain-button";
export type { PlainButtonOptions } from "./plain-button";

// feedback
export { Spinner } from "./spinner";
export type { SpinnerProps } from "./spinner";
export { Badge } from "./badge";
export type { BadgeProps, BadgeTone } from "./badge";
export { ToastRegion } from "./toast-region";
export type { ToastRegionProps, ToastMessage } from "./toast-region";
export { LiveRegion } from "./live-region";
export type { LiveRegionProps } from "./live-region";
export { VisuallyHidden } from "./visually-hidden";
export type { VisuallyHiddenProps } from "./visually-hidden";
export { visuallyHidden } from "./visually-hidden.css";
export { LoadFailure } from "./load-failure";
export { OfflineNotice, OFFLINE_TITLE } from "./offline-notice";
export type { OfflineNoticeProps } from "./offline-notice";
export type { LoadFailureProps } from "./load-failure";
export { EmptyState } from "./empty-state";
export type { EmptyStateProps } from "./empty-state";
export { ErrorState } from "./error-state";
export type { ErrorStateProps } from "./error-state";
export { ForbiddenState } from "./forbidden-state";
export type { ForbiddenStateProps } from "./forbidden-state";

// forms
export { Form } from "./form";
export type { FormProps } from "./form";
export { FieldLabel } from "./field-label";
export type { FieldLabelProps } from "./field-label";
export { FieldHelp } from "./field-help";
export type { FieldHelpProps } from "./field-help";
export { TextField } from "./text-field";
export { ReadOnlyValue } from "./read-only-value";
export type { ReadOnlyValueProps } from "./read-only-value";
export type { TextFieldProps } from "./text-field";
export { IdentityNumberField, cleanIdentityNumber } from "./identity-number-field";
export type { IdentityNumberFieldProps } from "./identity-number-field";
export { ErrorSummary } from "./error-summary";
export type { ErrorSummaryProps, ErrorSummaryItem } from "./error-summary";
export { TextAreaField } from "./text-area-field";
export type { TextAreaFieldProps } from "./text-area-field";
export { NumberField } from "./number-field";
export type { NumberFieldProps } from "./number-field";
export { DateField } from "./date-field";
export type { DateFieldProps } from "./date-field";
export { CalendarDateField } from "./calendar-date-field";
export type { CalendarDateFieldProps, DateFieldLanguage } from "./calendar-date-field";
export { Select } from "./select";
export { CheckIcon, ChevronIcon } from "./solid-icons";
export type { SelectProps, SelectOption } from "./select";
export { Checkbox } from "./checkbox";
export type { CheckboxProps } from "./checkbox";
export { CheckboxGroup } from "./checkbox-group";
export type { CheckboxGroupProps, CheckboxOption } from "./checkbox-group";
export { Switch } from "./switch";
export type { SwitchProps } from "./switch";
export { FormActions } from "./form-actions";
export type { FormActionsProps } from "./form-actions";

// overlays
export { Modal } from "./modal";
export type { ModalProps } from "./modal";
export { AlertDialog } from "./alert-dialog";
export type { AlertDialogProps } from "./alert-dialog";
export { ConfirmDialog } from "./confirm-dialog";
export type { ConfirmDialogProps } from "./confirm-dialog";
export { ConfirmToggleDialogs, type ConfirmToggleDialogsProps } from "./confirm-toggle-dialogs";
export { NativeDialog } from "./native-dialog";
export type { NativeDialogProps } from "./native-dialog";
export { NativeAlertDialog } from "./native-alert-dialog";
export type { NativeAlertDialogProps } from "./native-alert-dialog";
export { NativeLoadingDialog } from "./native-loading-dialog";
export type { NativeLoadingDialogProps } from "./native-loading-dialog";

// layout and data
export { Card } from "./card";
export type { CardProps } from "./card";
export { PublicFrame } from "./public-frame";
export type { PublicFrameProps, FrameLinkComponent } from "./public-frame";
export { BrandMark } from "./brand-mark";
export { PageHeader } from "./page-header";
export type { PageHeaderProps } from "./page-header";
export { Table } from "./table";
export type { TableProps, TableColumn } from "./table";
export { Paginator } from "./paginator";
export type { PaginatorProps, PaginatorLabels } from "./paginator";
export { pageCount, pageWindow } from "./page-window";
// admin building blocks (docs/product.md §2.12)
export { AdminDescriptionList } from "./admin-description-list";
export type { AdminDescriptionListProps, AdminDescriptionItem } from "./admin-description-list";
export { AdminFilterBar } from "./admin-filter-bar";
export type { AdminFilterBarProps } from "./admin-filter-bar";
export { AdminQueryState, defaultTexts as adminQueryStateTexts } from "./admin-query-state";
export { AdminListBody } from "./admin-list-body";
export type { AdminListBodyProps } from "./admin-list-body";
export type { AdminQueryStateProps, AdminQueryStatus } from "./admin-query-state";
