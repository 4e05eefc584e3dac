import type { FocusEvent, ReactNode, Ref } from "react";
import { Link } from "wouter";
import { showClearOfToast } from "../../ui/clear-of-toast";
import { refusedAsFull } from "../../../machines/registration-attempt";
import { MY_TICKETS_ANCHOR, STATUS_CHECK_ANCHOR } from "../../tickets/my-tickets-key";
import * as styles from "./registration-page.css";
import { MY_TICKET_LINK_TEXT } from "./registration-window";

/** After a refusal as registered already, on a phone that does not hold that ticket: where to see it. */
export const REFUSAL_CHECK_LEAD = "Lihat tiketnya di";
export const REFUSAL_CHECK_LINK_TEXT = "Cek status antrean";
export const REFUSAL_CHECK_HINT = "Isi nomor KJP yang dipakai saat mendaftar.";

/** After a failure every typed value stays (docs/product.md §2.3)… */
export const DATA_KEPT_TEXT = "Data yang Anda isi tetap tersimpan.";
/** …but a refusal as full let the session go with it (the machine's `refusedAsFull`), and 'Sesi' says so. */
export const OTHER_DATA_KEPT_TEXT = "Data lain yang Anda isi tetap tersimpan.";

/** What the failure line says stays: all of it, or the rest when the full session was let go (UX pass, session 34). */
export function keptDataText(error: unknown): string {
  return refusedAsFull(error) ? OTHER_DATA_KEPT_TEXT : DATA_KEPT_TEXT;
}

/** Focus on the line (when 'Daftar' locks) shows it above the 'Gagal' toast, its link last when it has one. */
function revealAboveToast(event: FocusEvent<HTMLElement>) {
  if (event.target === event.currentTarget) showClearOfToast(event.currentTarget);
}

/** The form's failure line: focusable (focus comes here when 'Daftar' locks), its end kept clear of the toast. */
export function FailureLine({ ref, children }: { ref?: Ref<HTMLParagraphElement>; children: ReactNode }) {
  return (
    <p ref={ref} tabIndex={-1} className={styles.failure} onFocus={revealAboveToast}>
      {children}
    </p>
  );
}

/**
 * The failure line's way on after a refusal as registered already (docs/product.md §2.3): 'Tiket saya' when this phone
 * holds that ticket (`held`), else the status check. Its link runs in the sentence as ordinary text, its line as tall
 * as the others, so the closing '.' stays beside it (UX pass); its touch target still reaches the full control height.
 */
export function RefusalWayOn({ held }: { held: boolean }) {
  if (held)
    return (
      <>
        <Link href={`/queue-status#${MY_TICKETS_ANCHOR}`} className={styles.inlineLink}>
          {MY_TICKET_LINK_TEXT}
        </Link>
        .
      </>
    );
  return (
    <>
      {REFUSAL_CHECK_LEAD}{" "}
      <Link href={`/queue-status#${STATUS_CHECK_ANCHOR}`} className={styles.inlineLink}>
        {REFUSAL_CHECK_LINK_TEXT}
      </Link>
      . {REFUSAL_CHECK_HINT}
    </>
  );
}
