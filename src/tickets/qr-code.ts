import { correction, generate } from "lean-qr";

/**
 * The ticket's QR code (ADR 901), loaded with the ticket, never with a form's first load. Level M: a screen is not a
 * crumpled print, so 15 % recovery is enough, and a lower level keeps the code at version 4–5 (33–37 modules), whose
 * modules stay large enough for a phone camera at arm's length. A quiet zone of 4 modules, the standard's minimum,
 * on a white ground even in a dark page.
 */
export const QUIET_ZONE = 4;

export interface QrMatrix {
  /** modules per side, quiet zone included */
  size: number;
  /** whether the module at (x, y), quiet zone included, is dark */
  dark(x: number, y: number): boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const inner = code.size;
  return {
    size: inner + 2 * QUIET_ZONE,
    dark: (x, y) => {
      const cx = x - QUIET_ZONE;
      const cy = y - QUIET_ZONE;
      return cx >= 0 && cy >= 0 && cx < inner && cy < inner && code.get(cx, cy);
    },
  };
}

/** An SVG path of the dark modules, one run of a row per segment (small enough for a 40-module code). */
export function qrPath(matrix: QrMatrix): string {
  let path = "";
  for (let y = 0; y < matrix.size; y++) {
    let x = 0;
    while (x < matrix.size) {
      if (!matrix.dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < matrix.size && matrix.dark(x, y)) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return path;
}
