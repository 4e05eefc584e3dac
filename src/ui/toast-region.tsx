/**
 * The only module that touches react-aria-components' UNSTABLE_Toast* API.
 *
 * The region is fully controlled: the app's toast machine owns the list, the 5 s timer,
 * pausing and removal. This component shows at most one toast (the first open one in
 * `toasts`) and reports what the user does:
 *   - close button, or a swipe right of at least `swipeThreshold` px → `onDismiss(id)`
 *   - pointer over, or focus inside, the region → `onPause(id)`; leaving both → `onResume(id)`
 *   - `hotkey` (F8) anywhere on the page moves focus to the region.
 */
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./toast-region.css";

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /**
   * The page shows the same message in full (a form's failure line): on a phone the toast is compact, its title and
   * message run on as one text of at most two lines beside the close button, so it does not hide that message.
   */
  shownOnPage?: boolean;
  /** `false` once dismissed (kept by the machine until removal): not shown. Default true. */
  open?: boolean;
}

export interface ToastRegionProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  /** Accessible name of the region. Default 'Notifications (F8)'. */
  label?: string;
  /** Accessible name of each toast's close button. Default 'Close'. */
  closeLabel?: string;
  /** `KeyboardEvent.key` that focuses the region. Default 'F8'. */
  hotkey?: string;
  /** Horizontal distance in px that dismisses a toast. Default 50. */
  swipeThreshold?: number;
}

interface Handlers {
  onDismiss: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
}

/**
 * A ToastQueue whose visible list is pushed in from props instead of owned. RAC reads
 * `visibleToasts` through `subscribe` and calls `close`/`pauseAll`/`resumeAll`; those
 * become callbacks.
 */
class ControlledToastQueue extends RACToastQueue<ToastMessage> {
  private listeners = new Set<() => void>();
  private paused = false;
  private handlers: Handlers = { onDismiss: () => {}, onPause: () => {}, onResume: () => {} };

  constructor() {
    super({ maxVisibleToasts: 1 });
  }

  setHandlers(handlers: Handlers): void {
    this.handlers = handlers;
  }

  override subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
    };
  }

  /** Show `next` (or nothing). Keeps the array identity when nothing changed. */
  sync(next: ToastMessage | undefined): void {
    const current = this.visibleToasts[0];
    if (current?.content === next) return;
    const isNewToast = next !== undefined && current?.key !== next.id;
    this.visibleToasts = next ? [{ content: next, key: next.id }] : [];
    // a toast that appears while the pointer/focus is already in the region starts paused
    if (isNewToast && this.paused) this.handlers.onPause(next.id);
    for (const fn of this.listeners) fn();
  }

  override add(): string {
    throw new Error("ToastRegion is controlled: change the `toasts` prop instead of calling add()");
  }

  override close(key: string): void {
    this.handlers.onDismiss(key);
  }

  override pauseAll(): void {
    if (this.paused) return;
    this.paused = true;
    for (const t of this.visibleToasts) this.handlers.onPause(t.key);
  }

  override resumeAll(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const t of this.visibleToasts) this.handlers.onResume(t.key);
  }

  override clear(): void {
    this.sync(undefined);
  }
}

function firstOpen(toasts: readonly ToastMessage[]): ToastMessage | undefined {
  return toasts.find((t) => t.open !== false);
}

export function ToastRegion({
  toasts,
  onDismiss,
  onPause,
  onResume,
  label = "Notifications (F8)",
  closeLabel = "Close",
  hotkey = "F8",
  swipeThreshold = 50,
}: ToastRegionProps) {
  const [queue] = useState(() => {
    const q = new ControlledToastQueue();
    q.sync(firstOpen(toasts));
    return q;
  });
  useLayoutEffect(() => {
    queue.setHandlers({ onDismiss, onPause, onResume });
  }, [queue, onDismiss, onPause, onResume]);

  const visible = firstOpen(toasts);
  useLayoutEffect(() => {
    queue.sync(visible);
  }, [queue, visible]);

  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== hotkey || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (!regionRef.current) return;
      e.preventDefault();
      regionRef.current.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [hotkey]);

  return (
    <RACToastRegion<ToastMessage> ref={regionRef} queue={queue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <SwipeableToast toast={toast} closeLabel={closeLabel} swipeThreshold={swipeThreshold} onDismiss={onDismiss} />
      )}
    </RACToastRegion>
  );
}

/** A message's sentences: its words up to each one that ends in '.', '!' or '?' ('06.00' ends none). */
function sentencesOf(message: string): string[] {
  const sentences: string[] = [];
  let sentence = "";
  for (const word of message.trim().split(/\s+/)) {
    sentence = sentence ? `${sentence} ${word}` : word;
    if (/[.!?]$/.test(word)) {
      sentences.push(sentence);
      sentence = "";
    }
  }
  return sentence ? [...sentences, sentence] : sentences;
}

/**
 * The message of a compact toast (`shownOnPage`): whole for a screen reader, and on a phone, where the toast keeps to
 * two lines, the first of its sentences that fit there, so what shows reads as whole sentences: cut at two lines it
 * read 'Koneksi terputus.…', a '…' after a full stop (UX pass, session 32). Where even the first does not fit (320 px
 * with 200 % text), the title stands alone: 'Error Terjadi…' said nothing the title does not. Fitted before the paint
 * (`useLayoutEffect`) with every sentence laid out, and again whenever the toast's width or the text's size changes
 * (a phone turned, text enlarged); above a phone's width the whole message shows and the cut copy is not laid out.
 */
function CompactMessage({ message }: { message: string }) {
  const sentences = sentencesOf(message);
  // what was fitted, to which message, width and text size; null: lay every sentence out and fit them
  const [fitted, setFitted] = useState<{ message: string; layout: string; shown: number } | null>(null);
  const shown = fitted?.message === message ? fitted.shown : sentences.length;
  const cutRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const cut = cutRef.current;
    const box = cut?.closest<HTMLElement>(`.${styles.content}`);
    if (!cut || !box) return;
    const layoutOf = () => `${box.clientWidth} ${getComputedStyle(box).fontSize}`;
    const layout = layoutOf();
    // every sentence laid out, and not yet fitted to this message at this width and text size: fit them
    if (shown === sentences.length && (fitted?.message !== message || fitted.layout !== layout)) {
      const end = box.getBoundingClientRect().bottom - parseFloat(getComputedStyle(box).paddingBlockEnd);
      // the first sentence whose end is below the two lines shown (none when the cut copy is not laid out)
      const over = [...cut.children].findIndex((sentence) => {
        const last = [...sentence.getClientRects()].at(-1);
        return last !== undefined && last.top + last.height / 2 > end;
      });
      setFitted({ message, layout, shown: over >= 0 ? over : sentences.length });
    }
    // another width or text size (a phone turned, text enlarged): lay every sentence out again, then fit them
    const observer = new ResizeObserver(() => {
      if (fitted !== null && layoutOf() !== fitted.layout) setFitted(null);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [shown, sentences.length, fitted, message]);
  return (
    <>
      <span className={styles.wholeMessage}>{message}</span>
      <span ref={cutRef} className={styles.cutMessage} aria-hidden="true">
        {sentences.slice(0, shown).map((sentence, index) => (
          <span key={index}>{index > 0 ? ` ${sentence}` : sentence}</span>
        ))}
      </span>
    </>
  );
}

interface SwipeableToastProps {
  toast: QueuedToast<ToastMessage>;
  closeLabel: string;
  swipeThreshold: number;
  onDismiss: (id: string) => void;
}

function SwipeableToast({ toast, closeLabel, swipeThreshold, onDismiss }: SwipeableToastProps) {
  const { content } = toast;
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; dx: number } | null>(null);

  const setOffset = (dx: number) => {
    const el = ref.current;
    if (!el) return;
    el.style.transform = dx ? `translateX(${dx}px)` : "";
    el.style.opacity = dx ? String(Math.max(0.3, 1 - dx / (swipeThreshold * 3))) : "";
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    // presses on the close button stay presses
    if ((e.target as Element).closest("button, a")) return;
    drag.current = { pointerId: e.pointerId, startX: e.clientX, dx: 0 };
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // synthetic events (tests) have no active pointer to capture
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    d.dx = Math.max(0, e.clientX - d.startX);
    if (d.dx > 0) e.currentTarget.setAttribute("data-swiping", "");
    setOffset(d.dx);
  };

  const endDrag = (e: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    e.currentTarget.removeAttribute("data-swiping");
    const dx = cancelled ? 0 : Math.max(0, e.clientX - d.startX);
    if (dx >= swipeThreshold) {
      onDismiss(content.id);
    } else {
      setOffset(0);
    }
  };

  const variant = content.variant ?? "default";
  return (
    <RACToast<ToastMessage>
      ref={ref}
      toast={toast}
      className={cx(styles.toast, styles.variant[variant], content.shownOnPage && styles.compact)}
      data-variant={variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endDrag(e, false)}
      onPointerCancel={(e) => endDrag(e, true)}
    >
      <RACToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {content.title}
        </Text>
        {/* a break between title and message where they run on as one text (a compact toast): without it 'Gagal' and
            the message's first word were one word, broken inside itself or cut off */}{" "}
        {content.description ? (
          <Text slot="description" className={styles.description}>
            {content.shownOnPage ? <CompactMessage message={content.description} /> : content.description}
          </Text>
        ) : null}
      </RACToastContent>
      <RACButton slot="close" aria-label={closeLabel} className={styles.close}>
        <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </RACButton>
    </RACToast>
  );
}
