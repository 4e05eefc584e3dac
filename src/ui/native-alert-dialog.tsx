import type { AlertDialogProps } from "./alert-dialog";
import { NativeDialog } from "./native-dialog";
import { plainButtonClass } from "./plain-button";

export type NativeAlertDialogProps = AlertDialogProps;

/**
 * `AlertDialog` on the browser's `<dialog>`: a message that must be acknowledged (role `alertdialog`, the message
 * is its description). Focus moves into the dialog, Tab reaches the close button, Escape closes too, and focus
 * returns to where it was.
 */
export function NativeAlertDialog({ isOpen, onClose, title, children, closeLabel }: NativeAlertDialogProps) {
  return (
    <NativeDialog
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={title}
      actions={
        <button type="button" className={plainButtonClass()} onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      {children}
    </NativeDialog>
  );
}
