import type { RefObject } from "react";
import { NativeDialog, plainButtonClass } from "../../ui";
import { ANNOUNCEMENT_DATE, ANNOUNCEMENT_DATE_TEXT } from "./announcement";
import * as styles from "./landing-page.css";
import posterUrl from "./poster-calo-pungli.svg";

export interface AnnouncementDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** where focus goes after closing when it opened with the page (nothing had focus) */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * 'Pengumuman': an original poster about reporting brokers (calo) and illegal levies (pungli), its text repeated
 * for screen readers and small screens, in a body that scrolls at 480px, closed with 'Tutup'. A native `<dialog>`,
 * so the landing page loads no dialog library.
 */
export function AnnouncementDialog({ isOpen, onClose, fallbackFocus }: AnnouncementDialogProps) {
  return (
    <NativeDialog
      isOpen={isOpen}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      opensWithPage
      title="Pengumuman"
      subtitle={<time dateTime={ANNOUNCEMENT_DATE}>{ANNOUNCEMENT_DATE_TEXT}</time>}
      bodyMaxHeight="480px"
      scrollLabel="Isi pengumuman"
      isDismissable
      actions={
        <button type="button" className={plainButtonClass()} onClick={onClose}>
          Tutup
        </button>
      }
    >
      <img
        className={styles.poster}
        src={posterUrl}
        width={600}
        height={800}
        alt="Poster Stop Calo dan Pungli: pendaftaran antrean gratis; laporkan calo dan pungutan liar kepada petugas."
      />
      <p className={styles.announcementText}>
        <strong>Pendaftaran antrean pangan bersubsidi tidak dipungut biaya apa pun.</strong>
      </p>
      <ul className={styles.announcementList}>
        <li>Daftar sendiri lewat halaman ini; kuota dan sesi tidak bisa dibeli.</li>
        <li>Jangan titipkan KJP, KTP, atau KK Anda kepada calo atau orang yang menjanjikan kuota.</li>
        <li>Petugas tidak pernah meminta uang saat pendaftaran maupun pengambilan.</li>
        <li>Melihat calo atau pungutan liar (pungli)? Laporkan kepada petugas di lokasi atau lewat halaman Kontak.</li>
      </ul>
    </NativeDialog>
  );
}
