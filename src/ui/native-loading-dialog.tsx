import * as styles from "./native-loading-dialog.css";
import { Spinner } from "./spinner";

export interface NativeLoadingDialogProps {
  isOpen: boolean;
  /** Shown beside the spinner and used as the dialog's name, e.g. 'Loading'. */
  text: string;
  /** What is being loaded (e.g. 'Memuat daftar lokasi…'); read out when it changes. */
  detail?: string;
}

/**
 * "Please wait" with a spinner, as a non-modal `<dialog open>` (ADR 810): it never takes the focus and blocks
 * nothing, so a citizen who is already typing keeps typing while the page loads its data. It is open in the page's
 * HTML from the build (ADR 810) and closes when the caller's data is there; what it loads is a polite live region.
 */
export function NativeLoadingDialog({ isOpen, text, detail }: NativeLoadingDialogProps) {
  if (!isOpen) return null;
  return (
    <dialog open aria-label={text} className={styles.panel}>
      <Spinner size="sm" />
      <p className={styles.text}>{text}</p>
      <p role="status" className={styles.detail}>
        {detail}
      </p>
    </dialog>
  );
}
