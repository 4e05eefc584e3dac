import { useEffect, useMemo, useRef, useState } from "react";
import { staffTicketUrl, useSavedTickets, type SavedTicket, type TicketCheck, type TicketStore } from "./my-tickets-store";
import { useBackCloses } from "../lib/use-back-closes";
import { checkedAtText, checkedNote } from "./checked-at";
import { cx } from "../ui/cx";
import * as styles from "./my-ticket-dialog.css";
import { NativeDialog } from "../ui/native-dialog";
import { plainButtonClass } from "../ui/plain-button";
import { QueueTicketCard } from "./queue-ticket-card";
import { TicketActions } from "./ticket-actions";
import { LiveRegion } from "../ui/live-region";
import { useFocusAfterRetry } from "../ui/load-failure";
import { useStatusChanges } from "./status-change";

export const FORGET_LABEL = "Hapus dari perangkat ini";
export const CHECKING_TEXT = "Memeriksa status terbaru…";
/** Asked before a ticket is forgotten: a stray tap must not lose the only copy a citizen has (issue 35). */
export const FORGET_QUESTION = "Hapus tiket ini dari ponsel ini? Tiket yang dihapus tidak dapat dibuka lagi di sini.";
export const FORGET_CONFIRM_LABEL = "Ya, hapus";
export const FORGET_CANCEL_LABEL = "Batal";
/** Beside a failed check: the next step is to ask again (the list's line says to open the ticket for that). */
export const RECHECK_LABEL = "Periksa lagi";
export const RECHECKING_LABEL = "Memeriksa…";

export interface MyTicketDialogProps {
  ticket: SavedTicket;
  store: TicketStore;
  check: TicketCheck;
  now: () => number;
  onClose: () => void;
  onForget: () => void;
}

type Check = "checking" | "fresh" | "missing" | "failed";

/**
 * A saved ticket full screen, to show at the counter (docs/product.md §2.2, ADR 901). Opening it asks the server for
 * its status (the status page's check: KJP and date) and keeps the answer; offline, the saved copy shows with when it
 * was last checked. Mounted once per opened ticket (keyed by its uuid), so it checks once.
 */
export function MyTicketDialog({ ticket, store, check, now, onClose, onForget }: MyTicketDialogProps) {
  const saved = useSavedTickets(store)?.find((t) => t.uuid === ticket.uuid) ?? ticket;
  const [state, setState] = useState<Check>("checking");
  const [askingToForget, setAskingToForget] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const forgetRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // the question takes the focus (its safe answer first); answered 'Batal', the focus goes back to the button
  useEffect(() => {
    if (askingToForget) cancelRef.current?.focus();
    else if (asked.current) forgetRef.current?.focus();
    asked.current ||= askingToForget;
  }, [askingToForget]);
  // the check's answer may change the status shown: said once (docs/product.md §2.2), in the dialog (the page is inert)
  const [statusChange, setStatusChange] = useState("");
  const shown = useMemo(() => [saved], [saved]);
  useStatusChanges(shown, setStatusChange);
  // Back closes the ticket and stays on the page, as the registration's ticket does (docs/product.md §2.2)
  useBackCloses(true, onClose);

  // each 'Periksa lagi' asks again (a failed check said only that it failed, with no next step: UX pass, session 40);
  // while it asks, the button stays, says so and keeps the focus, as a retry does on the pages (docs/product.md §2.12)
  const [round, setRound] = useState(0);
  const [rechecking, setRechecking] = useState(false);
  useEffect(() => {
    let live = true;
    check({ no_kjp: ticket.no_kjp, date: ticket.scheduled_date }).then(
      (answer) => {
        // every saved ticket the answer lists is kept with its status, so 'Tiket saya' shows it too; kept also when the
        // ticket was closed before it came, as the list keeps its late answers (the device's copy is the better for it)
        store.keepChecked(answer, now());
        if (!live) return;
        setState(answer.some((t) => t.uuid === ticket.uuid) ? "fresh" : "missing");
        setRechecking(false);
      },
      () => {
        if (!live) return;
        setState("failed");
        setRechecking(false);
      },
    );
    return () => {
      live = false;
    };
  }, [check, now, store, ticket, round]);
  // answered, the button goes: the focus it had goes to the note that says what the check found, not to the page's body
  const noteRef = useRef<HTMLParagraphElement>(null);
  useFocusAfterRetry(state !== "failed" && round > 0 ? round : null, noteRef);

  // asking again, the note says so too: a second failure read the same before and after, as if nothing had been asked
  // (UX pass, session 43); its change is what a screen reader hears
  const note =
    state === "checking" || rechecking
      ? CHECKING_TEXT
      : state === "fresh"
        ? checkedNote(saved.checkedAt)
        : state === "missing"
          ? `Tiket ini tidak ditemukan saat diperiksa. Tanyakan kepada petugas. Terakhir diperiksa ${checkedAtText(saved.checkedAt)}.`
          : `Status terbaru belum dapat diperiksa. Ini salinan yang tersimpan, terakhir diperiksa ${checkedAtText(saved.checkedAt)}.`;

  return (
    <NativeDialog
      isOpen
      onClose={onClose}
      // Escape answers the open question 'Batal' (only the question closes, focus back on 'Hapus dari perangkat ini')
      onEscape={askingToForget ? () => setAskingToForget(false) : undefined}
      ariaLabel={`Tiket Antrean ${saved.no}`}
      className={styles.fullScreen}
      actions={
        <button type="button" className={plainButtonClass()} onClick={onClose}>
          Tutup
        </button>
      }
    >
      {/* on a laptop or a desktop the ticket on the left, the rest beside it (my-ticket-dialog.css.ts) */}
      <div className={styles.layout}>
        <QueueTicketCard ticket={saved} title="Tiket Antrean" qrValue={staffTicketUrl(saved.uuid)} />
        <div className={styles.side}>
          <p
            ref={noteRef}
            role="status"
            tabIndex={-1}
            className={cx(styles.note, state === "failed" || state === "missing" ? styles.warning : undefined)}
          >
            {note}
          </p>
          {state === "failed" ? (
            <button
              type="button"
              className={plainButtonClass({ variant: "secondary", className: styles.recheck })}
              onClick={
                rechecking
                  ? undefined
                  : () => {
                      setRechecking(true);
                      setRound((asked) => asked + 1);
                    }
              }
              aria-disabled={rechecking || undefined}
            >
              {rechecking ? RECHECKING_LABEL : RECHECK_LABEL}
            </button>
          ) : null}
          <LiveRegion message={statusChange} />
          <TicketActions ticket={saved} qrValue={staffTicketUrl(saved.uuid)} beside />
          {/* below the ticket, not beside 'Tutup': the ticket and 'Tutup' fit one screen, and a forget is never a stray tap */}
          {askingToForget ? (
            <div role="group" aria-labelledby="pertanyaan-hapus" className={styles.forgetQuestion}>
              <p id="pertanyaan-hapus" className={styles.question}>
                {FORGET_QUESTION}
              </p>
              <div className={styles.answers}>
                <button
                  type="button"
                  ref={cancelRef}
                  className={plainButtonClass({ variant: "secondary" })}
                  onClick={() => setAskingToForget(false)}
                >
                  {FORGET_CANCEL_LABEL}
                </button>
                <button type="button" className={plainButtonClass({ variant: "destructive" })} onClick={onForget}>
                  {FORGET_CONFIRM_LABEL}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              ref={forgetRef}
              // quieter than 'Tutup' and drawn as what it does: the destructive colour, no fill (it asks first)
              className={plainButtonClass({ variant: "ghost", className: styles.forget })}
              onClick={() => setAskingToForget(true)}
            >
              {FORGET_LABEL}
            </button>
          )}
        </div>
      </div>
    </NativeDialog>
  );
}
