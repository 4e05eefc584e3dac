import { useId, type ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";
import * as styles from "./modal.css";

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Cancel button, Escape. Not called while pending. */
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** The question or warning; may include form fields (e.g. a reason Select). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `destructive` for delete/reject/archive. */
  tone?: "primary" | "destructive";
  /** The confirm action is running: its button shows a spinner, nothing closes. */
  isPending?: boolean;
  /** Disable confirm (e.g. no reason chosen yet). */
  isConfirmDisabled?: boolean;
  /** Said beside the actions while confirm is disabled, so nobody wonders why (e.g. 'choose a reason first'). */
  confirmDisabledReason?: string;
  /** Focus starts on confirm (a frequent, reversible-by-nobody action asked once: Enter answers). Default: the dialog. */
  isConfirmFocused?: boolean;
  /** The dialog's language when it differs from the document's (see Modal). */
  lang?: string;
}

/** A question with Cancel/Confirm (archive, activate, delete, reject). Role `alertdialog`. */
export function ConfirmDialog({
  isOpen,
  onCancel,
  onConfirm,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = "primary",
  isPending,
  isConfirmDisabled,
  confirmDisabledReason,
  isConfirmFocused,
  lang,
}: ConfirmDialogProps) {
  const reasonId = useId();
  const showReason = Boolean(isConfirmDisabled && confirmDisabledReason);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      role="alertdialog"
      size="sm"
      lang={lang}
      title={title}
      isKeyboardDismissDisabled={isPending}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            onPress={onConfirm}
            isPending={isPending}
            isDisabled={isConfirmDisabled}
            aria-describedby={showReason ? reasonId : undefined}
            // opt-in, inside a modal that already moves focus: Enter answers a question asked at every ticket (ADR 606)
            autoFocus={isConfirmFocused}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {showReason ? (
        <p id={reasonId} className={styles.disabledReason}>
          {confirmDisabledReason}
        </p>
      ) : null}
    </Modal>
  );
}
