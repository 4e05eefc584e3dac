import { AlertDialog } from "./alert-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import * as styles from "./modal.css";

export interface ConfirmToggleDialogsProps {
  /** The question on screen (kept while the dialog animates out); none: no confirm dialog. */
  confirm?: { title: string; text: string; confirmLabel: string; tone: "primary" | "destructive" };
  isOpen: boolean;
  isPending: boolean;
  cancelLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The alert's message (e.g. 'Id not selected'); null: closed. */
  alertText: string | null;
  alertTitle: string;
  alertCloseLabel: string;
  onAlertClose: () => void;
}

/** The confirm dialog and the alert of an archive / activate / delete flow, from plain props. Render once on a page. */
export function ConfirmToggleDialogs(props: ConfirmToggleDialogsProps) {
  const { confirm } = props;
  return (
    <>
      {confirm ? (
        <ConfirmDialog
          isOpen={props.isOpen}
          title={confirm.title}
          confirmLabel={confirm.confirmLabel}
          cancelLabel={props.cancelLabel}
          tone={confirm.tone}
          isPending={props.isPending}
          onCancel={props.onCancel}
          onConfirm={props.onConfirm}
        >
          <p className={styles.text}>{confirm.text}</p>
        </ConfirmDialog>
      ) : null}
      <AlertDialog
        isOpen={props.alertText !== null}
        onClose={props.onAlertClose}
        title={props.alertTitle}
        closeLabel={props.alertCloseLabel}
      >
        <p className={styles.text}>{props.alertText}</p>
      </AlertDialog>
    </>
  );
}
