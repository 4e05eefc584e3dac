import * as modalStyles from "./modal.css";
import { NativeDialog } from "./native-dialog";
import { Spinner } from "./spinner";

export interface NativeLoadingDialogProps {
  isOpen: boolean;
  /** Shown under the spinner and used as the dialog's name, e.g. 'Memuat'. */
  text: string;
  /** What is being loaded, under the title (e.g. 'Memuat daftar lokasi…'). */
  detail?: string;
}

/**
 * A blocking "please wait" with a spinner that Escape does not close;
 * the caller closes it when the data is there. Focus moves into it, so readers announce its name (the text).
 */
export function NativeLoadingDialog({ isOpen, text, detail }: NativeLoadingDialogProps) {
  return (
    <NativeDialog isOpen={isOpen} onClose={() => {}} ariaLabel={text} size="sm" isKeyboardDismissDisabled>
      <div className={modalStyles.loading}>
        <Spinner size="lg" />
        <p className={modalStyles.loadingText}>{text}</p>
        {detail ? <p className={modalStyles.loadingDetail}>{detail}</p> : null}
      </div>
    </NativeDialog>
  );
}
