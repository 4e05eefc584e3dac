import { cx } from "./cx";
import { drawnText } from "./drawn-text.css";
import * as styles from "./native-loading-dialog.css";
import { Spinner } from "./spinner";

export interface NativeLoadingDialogProps {
  isOpen: boolean;
  /** Shown beside the spinner and used as the dialog's name, e.g. 'Loading'. */
  text: string;
  /** What is being loaded (e.g. 'Memuat daftar lokasi…'); read out when it changes. */
  detail?: string;
  /**
   * Every detail it may show, laid out unseen in the detail's place: the panel keeps the longest one's room (its lines
   * at 200 % text), so it does not change size when the detail changes (ADR 810).
   */
  roomFor?: readonly string[];
}

/**
 * "Please wait" with a spinner, as a non-modal `<dialog open>` (ADR 810): it never takes the focus and blocks
 * nothing, so a citizen who is already typing keeps typing while the page loads its data. It is open in the page's
 * HTML from the build (ADR 810) and closes when the caller's data is there; what it loads is a polite live region.
 * Its spinner appears a second after the panel's first paint: an answer within a second needs no motion (React
 * Spectrum waits 1 s before a pending button's spinner), and the wait's first second draws no frames (each is
 * composited in software on a phone without a GPU: docs/performance-log.md, issue 38 session 27).
 */
export function NativeLoadingDialog({ isOpen, text, detail, roomFor = [] }: NativeLoadingDialogProps) {
  if (!isOpen) return null;
  return (
    <dialog open aria-label={text} className={styles.panel}>
      <Spinner size="sm" appearsLate />
      <p className={styles.text}>{text}</p>
      <div className={styles.details}>
        <p role="status" className={styles.detail}>
          {detail}
        </p>
        {roomFor.map((room) => (
          <p key={room} className={cx(styles.detail, styles.detailRoom, drawnText)} data-text={room} />
        ))}
      </div>
    </dialog>
  );
}
