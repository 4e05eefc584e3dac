import { Button, Modal } from "../../ui";
import { ANNOUNCEMENT_DATE, ANNOUNCEMENT_DATE_TEXT } from "./announcement";
import * as styles from "./landing-page.css";
import posterUrl from "./poster-calo-pungli.svg";

export interface AnnouncementDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * 'Pengumuman': an original poster about reporting brokers (calo) and illegal levies (pungli), its text repeated
 * for screen readers and small screens, in a body that scrolls at 480px, closed with 'Tutup'.
 */
export function AnnouncementDialog({ isOpen, onOpenChange }: AnnouncementDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Pengumuman"
      subtitle={<time dateTime={ANNOUNCEMENT_DATE}>{ANNOUNCEMENT_DATE_TEXT}</time>}
      bodyMaxHeight="480px"
      scrollLabel="Isi pengumuman"
      isDismissable
      actions={<Button slot="close">Tutup</Button>}
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
    </Modal>
  );
}
