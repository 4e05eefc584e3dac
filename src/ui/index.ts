// Design system: theme + react-aria-components wrappers. Props in, callbacks out:
// nothing here knows a feature, the API or a machine.
export { vars, focusRing } from "./theme.css";
export { cx } from "./cx";

// actions and links
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from "./button";
export { LinkButton, type LinkButtonProps } from "./link-button";
export { Link, type LinkProps } from "./link";
export { linkClass } from "./link.css";
export { plainButtonClass, plainButtonLabel, type PlainButtonOptions } from "./plain-button";

// feedback
export { Spinner, type SpinnerProps } from "./spinner";
export { Badge, type BadgeProps, type BadgeTone } from "./badge";
export { ToastRegion, type ToastRegionProps, type ToastMessage } from "./toast-region";
export { LiveRegion, type LiveRegionProps } from "./live-region";
export { VisuallyHidden, type VisuallyHiddenProps } from "./visually-hidden";
export { digitGroups } from "./digit-groups";
export { IdentifierText, type IdentifierTextProps } from "./identifier-text";
export { WholeDates } from "./whole-dates";
export { StaffTime } from "./staff-time";
export { staffTimeText } from "./staff-time.css";
export { visuallyHidden } from "./visually-hidden.css";
export { LoadFailure, useFocusAfterRetry, type LoadFailureProps } from "./load-failure";
export { OfflineNotice, OFFLINE_TITLE, type OfflineNoticeProps } from "./offline-notice";
export { CitizenLocale, CITIZEN_LOCALE } from "./citizen-locale";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { ErrorState, type ErrorStateProps } from "./error-state";
export { ForbiddenState, type ForbiddenStateProps } from "./forbidden-state";

// forms
export { Form, type FormProps } from "./form";
export { FieldLabel, type FieldLabelProps } from "./field-label";
export { FieldHelp, type ErrorMessage, type FieldHelpProps } from "./field-help";
export { TextField, type TextFieldProps } from "./text-field";
export { ReadOnlyValue, type ReadOnlyValueProps } from "./read-only-value";
export { IdentityNumberField, cleanIdentityNumber, type IdentityNumberFieldProps } from "./identity-number-field";
export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from "./error-summary";
export { TextAreaField, type TextAreaFieldProps } from "./text-area-field";
export { NumberField, type NumberFieldProps } from "./number-field";
export { DateField, type DateFieldProps } from "./date-field";
export { CalendarDateField, type CalendarDateFieldProps } from "./calendar-date-field";
export { TimeField, type TimeFieldProps } from "./time-field";
export { Select, type SelectProps, type SelectOption } from "./select";
export { CheckIcon, ChevronIcon } from "./solid-icons";
export { Checkbox, type CheckboxProps } from "./checkbox";
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from "./checkbox-group";
export { Switch, type SwitchProps } from "./switch";
export { FormActions, type FormActionsProps } from "./form-actions";

// overlays
export { Modal, type ModalProps } from "./modal";
export { AlertDialog, type AlertDialogProps } from "./alert-dialog";
export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";
export { ConfirmToggleDialogs, type ConfirmToggleDialogsProps } from "./confirm-toggle-dialogs";
export { NativeDialog, type NativeDialogProps } from "./native-dialog";
export { NativeAlertDialog, type NativeAlertDialogProps } from "./native-alert-dialog";
export { NativeLoadingDialog, type NativeLoadingDialogProps } from "./native-loading-dialog";

// layout and data
export { Card, type CardProps } from "./card";
export { PublicFrame, type PublicFrameProps, type FrameLinkComponent } from "./public-frame";
export { BrandMark } from "./brand-mark";
export { focusField, isFocusLost, useRetryTakesFallenFocus } from "./focus";
export { focusHeading, PageHeader, type PageHeaderProps } from "./page-header";
export { Table, type TableProps, type TableColumn } from "./table";
export { useMoreAtEnd, useTabStopWhileScrolls } from "./scroll-stop";
export { ClampedText } from "./whole-value-tooltip";
export { Paginator, type PaginatorProps, type PaginatorLabels } from "./paginator";
export { pageCount, pageWindow } from "./page-window";
// admin building blocks (docs/product.md §2.12)
export { AdminDescriptionList, type AdminDescriptionListProps, type AdminDescriptionItem } from "./admin-description-list";
export { AdminFilterBar, type AdminFilterBarProps } from "./admin-filter-bar";
export {
  AdminQueryState,
  defaultTexts as adminQueryStateTexts,
  type AdminQueryStateProps,
  type AdminQueryStatus,
} from "./admin-query-state";
export { AdminListBody, type AdminListBodyProps } from "./admin-list-body";
