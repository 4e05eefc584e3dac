import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from "react";
import { cx } from "./cx";
import type { ModalProps } from "./modal";
import * as modalStyles from "./modal.css";
import { ModalBody, ModalHeader } from "./modal-parts";
import * as styles from "./native-dialog.css";

/** As `Modal`'s props, with `onClose` for `onOpenChange` and native buttons in `actions` (call `onClose` to close). */
export interface NativeDialogProps extends Pick<
  ModalProps,
  | "subtitle"
  | "children"
  | "isDismissable"
  | "isKeyboardDismissDisabled"
  | "role"
  | "size"
  | "bodyMaxHeight"
  | "scrollLabel"
  | "className"
> {
  isOpen: boolean;
  /** Called on Escape (unless `isKeyboardDismissDisabled` or `onEscape`) and on a backdrop click when `isDismissable`. */
  onClose: () => void;
  /**
   * What Escape does instead of closing the dialog, e.g. close a question shown inside it first (a ticket's 'Hapus
   * dari perangkat ini', docs/product.md §2.2): the dialog stays open. Without it, Escape closes the dialog. A close
   * request without a key (Android's back gesture) does the same.
   */
  onEscape?: () => void;
  /** The heading, and the dialog's name. Without one, give `ariaLabel` (the body then stands alone). */
  title?: ReactNode;
  /** The dialog's name when it has no title (e.g. 'Loading'). */
  ariaLabel?: string;
  actions?: ReactNode;
  /**
   * Where focus goes on close when nothing had it when the dialog opened (it opened on load), e.g. the page's
   * heading; without it, the next Tab starts at the top of the page.
   */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /**
   * Part of the page it opens with (the landing page's announcement: its HTML rendered at build time shows it from
   * the first paint, ADR 810): open with the page, it does not rise into view, it is there already; once closed, it
   * rises when opened again. Its poster was the page's largest paint only once the rise had ended
   * (docs/performance-log.md, issue 38 session 26).
   */
  opensWithPage?: boolean;
}

/**
 * Nothing had focus when the dialog opened (it opened on load): the next Tab starts at the top of the page, as it
 * would have without the dialog, rather than after the dialog's place in the page.
 */
function startFocusAtTop() {
  const body = document.body;
  const hadTabIndex = body.hasAttribute("tabindex");
  if (!hadTabIndex) body.tabIndex = -1;
  body.focus({ preventScroll: true });
  if (!hadTabIndex) body.removeAttribute("tabindex");
}

/**
 * After a close: the focus back on the element that had it when the dialog opened (`opener`, then forgotten), else on
 * `fallback`, else the page's start; a focus the person moved outside the dialog meanwhile stays.
 */
function giveFocusBack(
  dialog: HTMLDialogElement | null,
  opener: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null> | undefined,
) {
  const target = opener.current;
  opener.current = null;
  const active = document.activeElement;
  if (active && active !== document.body && !dialog?.contains(active)) return;
  if (target?.isConnected) target.focus();
  else if (fallback?.current?.isConnected) fallback.current.focus();
  else startFocusAtTop();
}

/**
 * A modal dialog on the browser's own `<dialog>` and `showModal()`: the rest of the page is inert (focus stays
 * inside, readers see only the dialog), Escape closes it, and on close focus goes back to the element that had it
 * when the dialog opened. No script library, so it suits pages that must load fast (the landing page). Focus
 * starts on the dialog itself, so a reader announces its title first. Looks like `Modal`.
 */
export function NativeDialog({
  isOpen,
  onClose,
  title,
  ariaLabel,
  subtitle,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  role = "dialog",
  size = "md",
  className,
  fallbackFocus,
  onEscape,
  opensWithPage = false,
  ...body
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The content stays until the dialog has closed, so focus leaves it the browser's way (back to the opener).
  const [shown, setShown] = useState(isOpen);
  if (isOpen && !shown) setShown(true);
  // open with the page until it first closes (`opensWithPage`)
  const [openWithPage, setOpenWithPage] = useState(isOpen && opensWithPage);
  const bodyId = useId();

  // The latest onClose, for the native events.
  const closeRef = useRef(onClose);
  const isOpenRef = useRef(isOpen);
  useLayoutEffect(() => {
    closeRef.current = onClose;
    isOpenRef.current = isOpen;
  });

  // Opened and closed from `isOpen` before paint; `closing` marks a close the owner asked for.
  const closing = useRef(false);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      dialog.focus();
    } else if (!isOpen && dialog.open) {
      closing.current = true;
      dialog.close();
    }
  }, [isOpen]);

  // Taken away while open (its owner dropped it with its content: a saved ticket's 'Tutup', the browser's Back), the
  // browser let the focus fall to the page's body with it. Closed first, here, while it is still in the page (React
  // runs this before it removes the element), the focus goes back where it was, as after Escape (UX pass, session 38).
  const fallbackRef = useRef(fallbackFocus);
  useLayoutEffect(() => {
    fallbackRef.current = fallbackFocus;
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      closing.current = true;
      dialog.close();
      giveFocusBack(dialog, opener, fallbackRef.current);
    };
  }, []);

  // A click on the dialog element itself (not on its content) is a click on the backdrop.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isDismissable) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) closeRef.current();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, [isDismissable]);

  // Escape: closes unless the owner keeps the dialog up. A close request that is no key press (Android's back gesture,
  // through the browser's close watcher) reaches only this event: with `onEscape`, it does what Escape does.
  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    if (isKeyboardDismissDisabled) return event.preventDefault();
    if (!onEscape) return;
    event.preventDefault();
    onEscape();
  }

  // Escape handled by the owner: its key press cancelled, the browser does not close the dialog (its close request
  // runs only for a key press nobody cancelled, so a repeated Escape cannot close it either)
  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // an Escape that ends an input method's composition is the input method's
    if (!onEscape || event.key !== "Escape" || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEscape();
  }

  // Closed by the browser (Escape) or by `isOpen`: tell the owner if it did not ask, and put focus back where it was.
  function handleClose() {
    const dialog = ref.current;
    // open again by the time this close event runs (React's development run takes effects away and back at once, and
    // the cleanup above closed it): not a close any more
    if (dialog?.open) {
      closing.current = false;
      return;
    }
    // Browsers may close on a repeated Escape even when the cancel was refused: open it again.
    if (!closing.current && isKeyboardDismissDisabled && dialog && isOpenRef.current) {
      dialog.showModal();
      dialog.focus();
      return;
    }
    if (!closing.current) closeRef.current();
    closing.current = false;
    setShown(false);
    setOpenWithPage(false);
    giveFocusBack(dialog, opener, fallbackFocus);
  }

  // The title and body are rendered only while open (and closing): a closed dialog names no element that is absent.
  const rendered = isOpen || shown;
  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={title && rendered ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      aria-describedby={role === "alertdialog" && rendered ? bodyId : undefined}
      data-modal=""
      // open before any script has run (a page rendered at build time, ADR 810): shown by CSS where showModal() will put it
      data-open={isOpen ? "" : undefined}
      data-open-with-page={isOpen && openWithPage ? "" : undefined}
      tabIndex={-1}
      className={cx(styles.dialog, modalStyles.size[size], className)}
      onCancel={handleCancel}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
    >
      {rendered ? (
        <div
          className={cx(styles.frame, body.bodyMaxHeight ? styles.frameAroundScrollingBody : undefined)}
          onFocus={keepFocusAboveActions}
        >
          {title ? (
            <ModalHeader
              heading={
                <h2 id={titleId} className={modalStyles.title}>
                  {title}
                </h2>
              }
              subtitle={subtitle}
            />
          ) : null}
          <ModalBody id={bodyId} {...body} />
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * A control focused under the frame's sticky actions ('Tutup') is scrolled above them: the browser scrolls a focused
 * element only as far as the frame's edge, which the actions cover (a ticket's 'Batal' at 360×640, docs/product.md
 * §2.2). After the browser's own scroll (the next frame), by what the actions still cover.
 */
function keepFocusAboveActions(event: FocusEvent<HTMLDivElement>) {
  const frame = event.currentTarget;
  const focused = event.target;
  const actions = frame.lastElementChild;
  if (actions?.tagName !== "FOOTER" || actions.contains(focused)) return;
  requestAnimationFrame(() => {
    // still focused: showModal() focuses the first control for a moment, before the dialog takes the focus itself
    if (focused !== document.activeElement) return;
    const covered = focused.getBoundingClientRect().bottom - actions.getBoundingClientRect().top;
    if (covered > 0) frame.scrollBy({ top: covered + 8 });
  });
}
