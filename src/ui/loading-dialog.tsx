import { Dialog, Modal as RACModal, ModalOverlay } from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./modal.css";
import { Spinner } from "./spinner";

export interface LoadingDialogProps {
  isOpen: boolean;
  /** Shown under the spinner and used as the dialog's name, e.g. 'Loading'. */
  text: string;
}

/**
 * A blocking "please wait" dialog with a spinner. It cannot be dismissed: the caller
 * closes it when the data is there. Focus moves into it, so readers announce its name (the text).
 */
export function LoadingDialog({ isOpen, text }: LoadingDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className={styles.overlay}>
      <RACModal className={cx(styles.modal, styles.size.sm)}>
        <Dialog aria-label={text} className={styles.loading}>
          <Spinner size="lg" />
          <p className={styles.loadingText}>{text}</p>
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
