import type { Queue } from "../../api/contract";
import { Button, Modal } from "../../ui";
import { QueueTicket } from "./queue-ticket";
import * as styles from "./registration-page.css";

export interface TicketDialogProps {
  ticket: Queue | null;
  onClose: () => void;
}

/** The success dialog: 'Registrasi Berhasil' with the ticket (SPEC §2 uses both wordings; the body says 'Pendaftaran Berhasil'). */
export function TicketDialog({ ticket, onClose }: TicketDialogProps) {
  return (
    <Modal
      isOpen={ticket !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Registrasi Berhasil"
      actions={<Button slot="close">Tutup</Button>}
    >
      {ticket ? (
        <>
          <p className={styles.successLead}>
            <strong>Pendaftaran Berhasil.</strong> Simpan tiket ini (tangkap layar) dan tunjukkan kepada petugas saat pengambilan.
          </p>
          <QueueTicket queue={ticket} title="Tiket Antrean" titleLevel={4} />
        </>
      ) : null}
    </Modal>
  );
}
