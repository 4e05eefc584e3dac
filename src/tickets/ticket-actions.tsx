import { useState } from "react";
import { plainButtonClass } from "../ui/plain-button";
import type { QueueTicketFields } from "./queue-ticket-facts";
import { cx } from "../ui/cx";
import * as styles from "./ticket-actions.css";

export interface TicketActionsProps {
  ticket: QueueTicketFields;
  /** the QR code's value (the staff ticket page) */
  qrValue: string;
  /** In a dialog's column beside the ticket on a wide screen (`beside-ticket.ts`): the buttons one under the other there. */
  beside?: boolean;
  className?: string;
}

export const SAVE_LABEL = "Simpan gambar";
export const SHARE_LABEL = "Bagikan";
export const PRINT_LABEL = "Cetak";
export const SAVED_TEXT = "Gambar tiket sudah disimpan. Lihat di folder Unduhan atau Galeri.";
export const IMAGE_FAILED_TEXT = "Gambar tiket belum dapat dibuat. Coba lagi, atau tangkap layar tiket ini.";

async function ticketFile(ticket: QueueTicketFields, qrValue: string) {
  const { drawTicketImage, ticketImageName } = await import("./ticket-image");
  const blob = await drawTicketImage(ticket, qrValue);
  return new File([blob], ticketImageName(ticket), { type: "image/png" });
}

function download(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once started
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 'Simpan gambar', 'Bagikan', 'Cetak' under a ticket (ADR 901). The image is drawn by the app (`ticket-image.ts`,
 * loaded on the first press); 'Bagikan' hands it to the phone's share sheet where the browser can share files, and
 * saves it otherwise; 'Cetak' prints the ticket alone.
 */
export function TicketActions({ ticket, qrValue, beside = false, className }: TicketActionsProps) {
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(share: boolean) {
    if (busy) return;
    setBusy(true);
    setMessage("");
    try {
      const file = await ticketFile(ticket, qrValue);
      if (share && navigator.canShare?.({ files: [file] })) {
        try {
          await navigator.share({ files: [file], title: `Tiket Antrean ${ticket.no}` });
          return;
        } catch (error) {
          // the citizen closed the share sheet: nothing to say
          if (error instanceof DOMException && error.name === "AbortError") return;
        }
      }
      download(file);
      setMessage(SAVED_TEXT);
    } catch {
      setMessage(IMAGE_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  }

  const button = plainButtonClass({ variant: "secondary", className: styles.button });
  return (
    <div className={cx(styles.actions, className)}>
      <div className={cx(styles.row, beside ? styles.rowBeside : undefined)}>
        <button type="button" className={button} onClick={() => void run(false)} aria-disabled={busy || undefined}>
          {SAVE_LABEL}
        </button>
        <button type="button" className={button} onClick={() => void run(true)} aria-disabled={busy || undefined}>
          {SHARE_LABEL}
        </button>
        <button type="button" className={button} onClick={() => window.print()}>
          {PRINT_LABEL}
        </button>
      </div>
      {/* mounted from the start, so a reader announces each new message */}
      <p role="status" className={styles.message}>
        {message}
      </p>
    </div>
  );
}
