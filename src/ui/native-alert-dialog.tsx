import type { ReactNode } from "react";
import { NativeDialog } from "./native-dialog";
import { plainButtonClass } from "./plain-button";

export interface NativeAlertDialogProps {
  isOpen: boolean;
  /** Called when the close button is pressed or Escape is hit. */
  onClose: () => void;
  /** E.g. 'Perhatian'. */
  title: ReactNode;
  /** The message. */
  children: ReactNode;
  /** Label of the only button, e.g. 'Tutup'. */
  closeLabel: string;
}

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
