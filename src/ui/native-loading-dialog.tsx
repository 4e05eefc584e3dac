import * as modalStyles from "./modal.css";
import { NativeDialog } from "./native-dialog";
import { Spinner } from "./spinner";

export interface NativeLoadingDialogProps {
  isOpen: boolean;
  /** Shown under the spinner and used as the dialog's name, e.g. 'Memuat'. */
  text: string;
}

/**
 * A blocking "please wait" with a spinner that Escape does not close;
 * the caller closes it when the data is there. Focus moves into it, so readers announce its name (the text).
 */
export function NativeLoadingDialog({ isOpen, text }: NativeLoadingDialogProps) {
  return (
    <NativeDialog isOpen={isOpen} onClose={() => {}} ariaLabel={text} size="sm" isKeyboardDismissDisabled>
      <div className={modalStyles.loading}>
        <Spinner size="lg" />
        <p className={modalStyles.loadingText}>{text}</p>
      </div>
    </NativeDialog>
  );
}
