import { useEffect } from "react";
import type { Queue } from "../../../contract";
import { myTickets, staffTicketUrl } from "../../tickets/my-tickets-store";
import { useBackCloses } from "../../lib/use-back-closes";
import { NativeDialog, plainButtonClass } from "../../ui";
import { cx } from "../../ui/cx";
import { QueueTicketCard, TicketActions } from "../../tickets";
import * as styles from "./registration-page.css";

export interface TicketDialogProps {
  ticket: Queue | null;
  /** the ticket was there before: the server refused a new registration of its KTP for that date (issue 33) */
  registeredBefore: boolean;
  onClose: () => void;
}

/** docs/product.md §2.3: the dialog's first line, above the ticket */
export const SUCCESS_NOTE = "Pendaftaran Berhasil.";
/** docs/product.md §2.3: under the ticket */
export const SUCCESS_LEAD = "Tiket ini juga tersimpan di 'Tiket saya' di ponsel ini. Tunjukkan kepada petugas saat pengambilan.";
/** docs/product.md §2.3: the dialog of a ticket registered before, shown after the server refused a new one (issue 33) */
export const REGISTERED_BEFORE_TITLE = "Anda sudah terdaftar";
export const REGISTERED_BEFORE_NOTE = "Pendaftaran baru tidak dibuat.";
export const REGISTERED_BEFORE_LEAD = `Satu KTP hanya dapat mendaftar 1 kali per hari. Ini tiket Anda yang sudah ada. ${SUCCESS_LEAD}`;

/** A new ticket is kept on this device for 'Tiket saya' (docs/product.md §2.2; masked, ADR 901), once. */
function useRememberTicket(ticket: Queue | null) {
  useEffect(() => {
    if (ticket) myTickets.remember(ticket);
  }, [ticket]);
}

/**
 * The success dialog: 'Registrasi Berhasil' with the ticket, its QR code and 'Simpan gambar', 'Bagikan', 'Cetak'
 * (docs/product.md §2.3 uses both wordings; the body says 'Pendaftaran Berhasil'). Loaded with the first attempt,
 * not with the page, and the QR encoder only with the ticket. A ticket registered before is the same dialog under
 * 'Anda sudah terdaftar': nothing in it says the refused registration succeeded, and its session may differ from the
 * one just chosen.
 */
export function TicketDialog({ ticket, registeredBefore, onClose }: TicketDialogProps) {
  useBackCloses(ticket !== null, onClose);
  useRememberTicket(ticket);
  return (
    <NativeDialog
      isOpen={ticket !== null}
      onClose={onClose}
      title={registeredBefore ? REGISTERED_BEFORE_TITLE : "Registrasi Berhasil"}
      className={styles.ticketDialog}
      actions={
        <button type="button" className={plainButtonClass()} onClick={onClose}>
          Tutup
        </button>
      }
    >
      {ticket ? (
        // on a laptop or a desktop the ticket on the left, the rest beside it (registration-page.css.ts)
        <div className={styles.ticketLayout}>
          {/* only the first sentence above the ticket, the rest under it: at 320 px with 200 % text the whole line took
              the first screen and put the queue number 1.5 screens down (docs/product.md §2.3) */}
          <p className={cx(styles.successLead, styles.layoutLead)}>
            <strong>{registeredBefore ? REGISTERED_BEFORE_NOTE : SUCCESS_NOTE}</strong>
          </p>
          <QueueTicketCard
            ticket={ticket}
            title="Tiket Antrean"
            titleLevel={4}
            qrValue={staffTicketUrl(ticket.uuid)}
            className={styles.layoutCard}
          />
          <p className={cx(styles.successRest, styles.layoutRest)}>{registeredBefore ? REGISTERED_BEFORE_LEAD : SUCCESS_LEAD}</p>
          <TicketActions ticket={ticket} qrValue={staffTicketUrl(ticket.uuid)} beside className={styles.layoutActions} />
        </div>
      ) : null}
    </NativeDialog>
  );
}
