import type { Queue } from "../../api/contract";
import { NativeDialog, QueueTicketCard, plainButtonClass } from "../../ui";
import * as styles from "./registration-page.css";

export interface TicketDialogProps {
  ticket: Queue | null;
  onClose: () => void;
}

/**
 * The success dialog: 'Registrasi Berhasil' with the ticket (SPEC §2 uses both wordings; the body says 'Pendaftaran
 * Berhasil'). Loaded with the first attempt, not with the page.
 */
export function TicketDialog({ ticket, onClose }: TicketDialogProps) {
  return (
    <NativeDialog
      isOpen={ticket !== null}
      onClose={onClose}
      title="Registrasi Berhasil"
      actions={
        <button type="button" className={plainButtonClass()} onClick={onClose}>
          Tutup
        </button>
      }
    >
      {ticket ? (
        <>
          <p className={styles.successLead}>
            <strong>Pendaftaran Berhasil.</strong> Simpan tiket ini (tangkap layar) dan tunjukkan kepada petugas saat pengambilan.
          </p>
          <QueueTicketCard ticket={ticket} title="Tiket Antrean" titleLevel={4} />
        </>
      ) : null}
    </NativeDialog>
  );
}
