import { useCallback, useEffect, useRef, useState } from "react";
import { useRetryOnReconnect } from "../lib/use-retry-on-reconnect";
import { cx } from "../ui/cx";
import { plainButtonClass } from "../ui/plain-button";
import type * as QrCode from "./qr-code";
import * as styles from "./ticket-qr.css";

/** Said in place of the code when its encoder cannot load (offline right after registering): the ticket still holds. */
export const QR_FAILED_TEXT = "Kode QR belum muncul. Nomor antrean tetap berlaku.";
export const QR_RETRY_LABEL = "Coba lagi";
export const QR_RETRYING_TEXT = "Memuat kode QR…";

type Encoder = typeof QrCode;

/**
 * The encoder's module, asked for again on each call until it loads: browsers that follow whatwg/html#10327 (the test
 * Chromium does) fetch a failed `import()` afresh; an older WebView may keep the failure until the page is reloaded.
 */
const loadEncoder = (): Promise<Encoder> => import("./qr-code");

export interface TicketQrProps {
  /** what the code holds: the staff ticket page's address, never an identity number (ADR 901) */
  value: string;
  /** its accessible name */
  label: string;
  className?: string;
  /** loads the encoder (tests and stories pass one that fails; a stable function: a new one loads again) */
  load?: () => Promise<Encoder>;
}

type Drawn = { value: string; size: number; path: string };

/**
 * A QR code drawn on the device as an SVG path (no inline style, so the CSP of ADR 801 holds). The encoder loads on
 * first use (docs/product.md §13.1); until then a white square of the same size holds the place. When it cannot load
 * (no signal right after registering), the square says so, politely announced, with 'Coba lagi'; it tries again on
 * that button and by itself when the phone is back online. The queue number beside it never depends on it.
 */
export function TicketQr({ value, label, className, load = loadEncoder }: TicketQrProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  // the value whose code could not be drawn, and the attempt that tries again
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const retryButton = useRef<HTMLButtonElement>(null);
  const code = useRef<SVGSVGElement>(null);
  // the code takes the focus only from 'Coba lagi', which it replaces
  const focusCode = useRef(false);

  useEffect(() => {
    let live = true;
    // only the encoder's load may fail for want of a signal (and be tried again); an error in the encoding itself is
    // not one 'Coba lagi' can mend, and is left to show as the error it is
    void load().then(
      ({ qrMatrix, qrPath }) => {
        if (!live) return;
        const matrix = qrMatrix(value);
        focusCode.current = retryButton.current !== null && retryButton.current === document.activeElement;
        setDrawn({ value, size: matrix.size, path: qrPath(matrix) });
        setFailed(null);
        setRetrying(false);
      },
      () => {
        if (!live) return;
        setFailed(value);
        setRetrying(false);
      },
    );
    return () => {
      live = false;
    };
  }, [value, attempt, load]);

  const ready = drawn?.value === value ? drawn : null;
  const isFailed = !ready && failed === value;

  const loadAgain = useCallback(() => {
    setRetrying(true);
    setAttempt((n) => n + 1);
  }, []);
  useRetryOnReconnect(isFailed, loadAgain);

  useEffect(() => {
    if (ready && focusCode.current) {
      focusCode.current = false;
      code.current?.focus();
    }
  }, [ready]);

  function retry() {
    if (!retrying) loadAgain();
  }

  return (
    <div className={cx(styles.qr, !ready && styles.pending, isFailed && styles.failed, className)}>
      {ready ? (
        <svg
          ref={code}
          className={styles.code}
          viewBox={`0 0 ${ready.size} ${ready.size}`}
          role="img"
          aria-label={label}
          shapeRendering="crispEdges"
          tabIndex={-1}
        >
          <rect width={ready.size} height={ready.size} fill="#ffffff" />
          <path d={ready.path} fill="#000000" />
        </svg>
      ) : null}
      {/* mounted from the start and empty until the code fails, so a reader announces the message */}
      <p role="status" className={styles.message}>
        {isFailed ? (retrying ? QR_RETRYING_TEXT : QR_FAILED_TEXT) : ""}
      </p>
      {isFailed ? (
        <button
          ref={retryButton}
          type="button"
          className={plainButtonClass({ variant: "secondary", isFullWidth: true, className: styles.retry })}
          onClick={retry}
          aria-disabled={retrying || undefined}
        >
          {QR_RETRY_LABEL}
        </button>
      ) : null}
    </div>
  );
}
