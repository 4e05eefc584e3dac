import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export interface AlertDialogProps {
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
 * A message that must be acknowledged (role `alertdialog`). Focus moves into the dialog
 * (readers announce title and message), Tab reaches the close button, Escape closes too,
 * and focus returns to where it was.
 */
export function AlertDialog({ isOpen, onClose, title, children, closeLabel }: AlertDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      size="sm"
      title={title}
      actions={<Button slot="close">{closeLabel}</Button>}
    >
      {children}
    </Modal>
  );
}
