import type { FocusEvent, ReactNode, Ref } from "react";
import * as styles from "./registration-page.css";

/**
 * Focus on the line after a refusal scrolls its end (the next step's link) above the 'Gagal' toast, whose room is the
 * line's bottom scroll margin: the browser's own scroll on focus shows a line taller than that space from its top,
 * which left the link under the toast for its 5 s at 320 px with 200 % text (UX pass).
 */
function revealEnd(event: FocusEvent<HTMLElement>) {
  const line = event.currentTarget;
  if (event.target !== line) return;
  const room = parseFloat(getComputedStyle(line).scrollMarginBlockEnd) || 0;
  const { top, bottom } = line.getBoundingClientRect();
  if (top >= 0 && bottom <= innerHeight - room) return;
  line.scrollIntoView({ block: "end" });
}

/** The form's failure line: focusable (focus comes here when 'Daftar' locks), its end kept clear of the toast. */
export function FailureLine({ ref, children }: { ref?: Ref<HTMLParagraphElement>; children: ReactNode }) {
  return (
    <p ref={ref} tabIndex={-1} className={styles.failure} onFocus={revealEnd}>
      {children}
    </p>
  );
}
