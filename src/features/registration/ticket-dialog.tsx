import { useEffect, useRef } from "react";
import type { Queue } from "../../api/contract";
import { myTickets, staffTicketUrl } from "../../lib/my-tickets";
import { NativeDialog, QueueTicketCard, TicketActions, plainButtonClass } from "../../ui";
import * as styles from "./registration-page.css";

export interface TicketDialogProps {
  ticket: Queue | null;
  onClose: () => void;
}

const HISTORY_MARK = "antrean:ticket-dialog";

/** docs/product.md §2.3: after 'Pendaftaran Berhasil.' */
export const SUCCESS_LEAD = "Tiket ini juga tersimpan di 'Tiket saya' di ponsel ini. Tunjukkan kepada petugas saat pengambilan.";

/**
 * While the dialog is open the browser's Back closes it (Android's Back button): opening adds a history entry on the
 * same address; Back leaves it and closes the dialog, so the citizen stays on the registration page. Closing the
 * dialog another way takes that entry back out.
 */
function useBackCloses(isOpen: boolean, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!isOpen) return;
    window.history.pushState({ [HISTORY_MARK]: true }, "");
    let leftByBack = false;
    const onPopState = (event: PopStateEvent) => {
      // still (or again) on an entry of ours: not a Back out of the dialog
      if ((event.state as Record<string, unknown> | null)?.[HISTORY_MARK]) return;
      leftByBack = true;
      close.current();
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      if (!leftByBack && (window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK]) window.history.back();
    };
  }, [isOpen]);
}

/** A new ticket is kept on this device for 'Tiket saya' (docs/product.md §2.2; masked, ADR 902), once. */
function useRememberTicket(ticket: Queue | null) {
  useEffect(() => {
    if (ticket) myTickets.remember(ticket);
  }, [ticket]);
}

/**
 * The success dialog: 'Registrasi Berhasil' with the ticket, its QR code and 'Simpan gambar', 'Bagikan', 'Cetak'
 * (docs/product.md §2.3 uses both wordings; the body says 'Pendaftaran Berhasil'). Loaded with the first attempt,
 * not with the page, and the QR encoder only with the ticket.
 */
export function TicketDialog({ ticket, onClose }: TicketDialogProps) {
  useBackCloses(ticket !== null, onClose);
  useRememberTicket(ticket);
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
            <strong>Pendaftaran Berhasil.</strong> {SUCCESS_LEAD}
          </p>
          <QueueTicketCard ticket={ticket} title="Tiket Antrean" titleLevel={4} qrValue={staffTicketUrl(ticket.uuid)} />
          <TicketActions ticket={ticket} qrValue={staffTicketUrl(ticket.uuid)} />
        </>
      ) : null}
    </NativeDialog>
  );
}
