import { useId, type ReactNode } from "react";
import { Dialog, Heading, Modal as RACModal, ModalOverlay } from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./modal.css";
import { ModalBody, ModalHeader } from "./modal-parts";

export interface ModalProps {
  isOpen: boolean;
  /** Called with `false` on Escape, outside click (if dismissable) or a `slot="close"` button. */
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  /** Optional line under the title (e.g. a date). */
  subtitle?: ReactNode;
  /** The body. */
  children: ReactNode;
  /**
   * Footer buttons. A `<Button slot="close">` inside closes the dialog (through
   * `onOpenChange(false)`); other buttons do what their `onPress` says.
   */
  actions?: ReactNode;
  /** Close when the backdrop is clicked. Default false. */
  isDismissable?: boolean;
  /** Ignore Escape. Default false. */
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for messages that need an answer. Default `dialog`. */
  role?: "dialog" | "alertdialog";
  size?: "sm" | "md" | "lg";
  /**
   * Fixed maximum height of the body (e.g. `"480px"`); the body then scrolls on its own
   * and is focusable so keyboard users can scroll it. `scrollLabel` names that region.
   */
  bodyMaxHeight?: string;
  scrollLabel?: string;
  className?: string;
  /** The dialog's language when it differs from the document's (an English admin screen, ADR 603): it is portalled. */
  lang?: string;
}

/**
 * A modal dialog: title, body and actions. RAC traps focus inside, restores it to the
 * element that had it on close, hides the rest of the page from screen readers and
 * prevents page scrolling. Fully controlled through `isOpen`. As an `alertdialog` the body
 * is also its description.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  subtitle,
  className,
  lang,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  role = "dialog",
  size = "md",
  ...body
}: ModalProps) {
  const bodyId = useId();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <RACModal className={cx(styles.modal, styles.size[size], className)}>
        <Dialog role={role} lang={lang} className={styles.dialog} aria-describedby={role === "alertdialog" ? bodyId : undefined}>
          <ModalHeader
            heading={
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            }
            subtitle={subtitle}
          />
          <ModalBody id={bodyId} {...body} />
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
