import { useEffect, useState } from "react";
import { cx } from "../ui/cx";
import * as styles from "./ticket-qr.css";

export interface TicketQrProps {
  /** what the code holds: the staff ticket page's address, never an identity number (ADR 901) */
  value: string;
  /** its accessible name */
  label: string;
  className?: string;
}

type Drawn = { value: string; size: number; path: string };

/**
 * A QR code drawn on the device as an SVG path (no inline style, so the CSP of ADR 801 holds). The encoder loads on
 * first use (docs/product.md §13.1); until then a white square of the same size holds the place.
 */
export function TicketQr({ value, label, className }: TicketQrProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    void import("./qr-code").then(({ qrMatrix, qrPath }) => {
      const matrix = qrMatrix(value);
      if (live) setDrawn({ value, size: matrix.size, path: qrPath(matrix) });
    });
    return () => {
      live = false;
    };
  }, [value]);
  const ready = drawn?.value === value ? drawn : null;
  return ready ? (
    <svg
      className={cx(styles.qr, className)}
      viewBox={`0 0 ${ready.size} ${ready.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={ready.size} height={ready.size} fill="#ffffff" />
      <path d={ready.path} fill="#000000" />
    </svg>
  ) : (
    <span className={cx(styles.qr, styles.pending, className)} aria-hidden="true" />
  );
}
