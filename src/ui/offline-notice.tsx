import type { ReactNode } from "react";
import { NO_CONNECTION_TITLE, WHEN_BACK_ONLINE } from "../lib/offline-words";
import * as styles from "./offline-notice.css";

/** The citizen pages' words when the phone has no network (issue 35; docs/product.md §2.2: 'Tiket saya'). */
export const OFFLINE_TITLE = NO_CONNECTION_TITLE;
export const OFFLINE_TEXT = "Pendaftaran dan cek status memerlukan internet.";
/**
 * What to do: press the page's button again once the network is back. Not a reload, which would empty the form the
 * person has filled in (UX pass, session 38; docs/product.md §1.3: nothing typed is lost).
 */
export const offlineNextStep = (button: string) => `Isian Anda tetap ada. Tekan ${button} ${WHEN_BACK_ONLINE}.`;
export const OFFLINE_STILL_WORKS = "Tiket yang tersimpan di ponsel ini tetap dapat dibuka tanpa internet:";

export interface OfflineNoticeProps {
  /** shown only while the phone is offline */
  isOffline: boolean;
  /**
   * the link to what still works ('Tiket saya'), only while this phone holds a saved ticket: with none the notice
   * promised tickets that are not there, and its link led to a section the page did not show (UX pass, session 45;
   * docs/product.md §2.2 shows 'Tiket saya' only once the device has a ticket)
   */
  link?: ReactNode;
  /** the page's button that needs the network ('Daftar', 'Cek'), pressed again once it is back */
  button: string;
}

/**
 * Says plainly that there is no connection, what needs it and what to do, and, given a link, what still works, above the
 * page's form. Nothing while online (no room kept: only offline does it appear). An alert, which a reader hears as it
 * appears.
 */
export function OfflineNotice({ isOffline, link, button }: OfflineNoticeProps) {
  if (!isOffline) return null;
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.title}>{OFFLINE_TITLE}</p>
      <p className={styles.text}>
        {OFFLINE_TEXT} {offlineNextStep(button)}
      </p>
      {link ? (
        <p className={styles.text}>
          {OFFLINE_STILL_WORKS} {link}
        </p>
      ) : null}
    </div>
  );
}
