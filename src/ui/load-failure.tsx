import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { clearOfToast } from "./clear-of-toast.css";
import { showClearOfToast } from "./clear-of-toast";
import { cx } from "./cx";
import * as styles from "./load-failure.css";
import { plainButtonClass } from "./plain-button";

export interface LoadFailureProps {
  /** What could not be loaded and what to do, in the page's language. */
  message: string;
  /** Without it, no button: the load goes on by itself (a request held until the connection is back). */
  onRetry?: () => void;
  /** The retry button's text; default 'Coba lagi'. */
  retryLabel?: string;
  /**
   * While the retry is under way the button says so and ignores presses. It stays focusable (aria-disabled, not
   * disabled: the browser takes the focus off a disabled button, to the page's body), so a retry that fails again
   * leaves the focus on it (docs/product.md §2.12; UX pass s38).
   */
  isRetrying?: boolean;
  retryingLabel?: string;
  /**
   * The page toasts this failure too (`shownOnPage`, a compact toast on a phone): when it appears the box shows itself
   * above the toast, not under it (showClearOfToast).
   */
  isToasted?: boolean;
  /**
   * The box itself, for a page that hands it the focus when it appears (the status page after a failed 'Cek',
   * docs/product.md §2.4): it takes the focus from a script (tabIndex -1), never from Tab.
   */
  ref?: RefObject<HTMLDivElement | null>;
}

/**
 * A value or list that failed to load, said where it belongs, with a retry beside it (or none when the load goes on by
 * itself). Announced when it appears.
 */
export function LoadFailure({
  message,
  onRetry,
  retryLabel = "Coba lagi",
  isRetrying = false,
  retryingLabel = "Memuat ulang…",
  isToasted = false,
  ref: boxRef,
}: LoadFailureProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = boxRef ?? ownRef;
  // before the paint, so the box is never drawn under the toast first; again when a retry has failed (a new toast)
  useLayoutEffect(() => {
    if (isToasted && !isRetrying && ref.current) showClearOfToast(ref.current);
  }, [isToasted, isRetrying, ref]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={cx(styles.failure, isToasted && clearOfToast)}>
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button
          type="button"
          className={plainButtonClass()}
          onClick={isRetrying ? undefined : onRetry}
          aria-disabled={isRetrying || undefined}
        >
          {isRetrying ? retryingLabel : retryLabel}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Where the focus goes once a retry has its answer (docs/product.md §2.12), the other half of `isRetrying`: while it
 * runs, the retry's button stays and keeps the focus; when it has loaded, the button goes with its failure and the
 * focus it held, fallen to the page's body, goes to what loaded (`target`). `loaded` is the moment: a new truthy value
 * each time a retry loads (null while none has). Where she went meanwhile, the focus stays. 'Periksa lagi' in 'Tiket
 * saya' and the registration form's 'Coba lagi' both (UX passes, sessions 40 and 50).
 */
export function useFocusAfterRetry(loaded: unknown, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const active = document.activeElement;
    if (loaded && (active === null || active === document.body)) target.current?.focus();
  }, [loaded, target]);
}
