import { isServerTimeKnown, serverNow, useServerClockVersion } from "../lib/server-clock";
import { useEffect, useRef, useState } from "react";
import {
  checkKey,
  checkOf,
  checksDue,
  myTickets,
  RECHECK_AFTER_MS,
  splitTickets,
  useSavedTickets,
  type SavedTicket,
  type TicketCheck,
  type TicketCheckBody,
  type TicketStore,
} from "./my-tickets-store";
import { MY_TICKETS_ANCHOR, MY_TICKETS_TITLE } from "./my-tickets-key";
import { longDateId, wibRange, wibToday } from "../../contract/wib";
import { LiveRegion } from "../ui/live-region";
import * as styles from "./my-tickets.css";
import { useMyTicketDialog, type MyTicketDialogLoader } from "./use-my-ticket-dialog";
import { statusView } from "./queue-ticket-facts";
import { checkedNote } from "./checked-at";
import { useOnline } from "../lib/use-online";
import { statusChangeText, useStatusChanges } from "./status-change";

/** docs/product.md §2.2: the section's texts. */
export { MY_TICKETS_TITLE };
export const HISTORY_TITLE = "Riwayat";
export const STORAGE_NOTE =
  "Tiket yang Anda daftarkan di ponsel ini tersimpan di ponsel ini saja, dengan nomor KTP dan KK yang disamarkan. Tidak ada data yang dikirim ke tempat lain.";
export const FORGOTTEN_TEXT = "Tiket dihapus dari perangkat ini.";
/** Once, above the list, when a check the list asked failed: each ticket still says when its status was last known. */
export const RECHECK_FAILED_TEXT = "Status terbaru belum dapat diperiksa. Buka tiket untuk memeriksa lagi.";
/** Said after a change to 'Ditolak': the list does not show the reason, the ticket does. */
export const SEE_REASON_TEXT = "Buka tiket untuk melihat alasannya.";
const listChangeText = (ticket: Parameters<typeof statusChangeText>[0]) =>
  ticket.status === "rejected" ? `${statusChangeText(ticket)} ${SEE_REASON_TEXT}` : statusChangeText(ticket);

export interface MyTicketsProps {
  /** default: this device's tickets */
  store?: TicketStore;
  /** the status check, to refresh the list's tickets for today or later and an opened ticket */
  check: TicketCheck;
  /** the page's clock: default the server's (ADR 009); tests and stories pass the mock's */
  now?: () => number;
  /** asks the server for its time when the page has not heard it yet (the store's "today" is the server's) */
  hearServerTime?: () => Promise<unknown>;
  /** loads the full-screen ticket's code (tests pass one that fails; a stable function) */
  loadDialog?: MyTicketDialogLoader;
}

function TicketList({ tickets, onOpen }: { tickets: SavedTicket[]; onOpen: (ticket: SavedTicket) => void }) {
  return (
    <ul className={styles.list}>
      {tickets.map((ticket) => (
        <li key={ticket.uuid}>
          <button type="button" className={styles.item} onClick={() => onOpen(ticket)}>
            <span className={styles.number}>{ticket.no}</span>
            <span className={styles.details}>
              <span>{longDateId(ticket.scheduled_date)}</span>
              <span>
                {wibRange(ticket.scheduled_start_time, ticket.scheduled_end_time)} · {ticket.scheduled_location}
              </span>
            </span>
            <span className={styles.status} data-status={ticket.status}>
              {statusView[ticket.status].label}
            </span>
            {/* offline, or when a check fails, the status may be old: the citizen sees how old */}
            <span className={styles.checkedAt}>{checkedNote(ticket.checkedAt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The list tells the latest status the device can know (docs/product.md §2.2): while it shows online, with the server's
 * time heard (a saved ticket is dated by it, ADR 009), the tickets of today or later whose status is a few minutes old
 * are checked (`checksDue`: one call per KJP and pickup date, a few at most, at once), and every answer is kept on the
 * device (`keepChecked`). A failed check leaves the saved status and its time; the list's one quiet line says so until a
 * later check answers: the next time the list shows (a new mount asks what is due), or when the browser is back online
 * (the record of what was asked is cleared offline). While the list stays on screen nothing asks a failed check again by
 * time alone: the effect runs again only when the checks due change (a ticket saved, forgotten or answered, or the
 * browser going offline and back), and then skips a check asked less than `RECHECK_AFTER_MS` before.
 * Answers whether a check of `current` failed.
 */
function useRecheck(current: readonly SavedTicket[], store: TicketStore, check: TicketCheck, now: () => number, active: boolean) {
  const online = useOnline();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // when each check was last asked: a failure is not asked again each time the checks due change, only a while after
  const asked = useRef(new Map<string, number>());
  useEffect(() => {
    if (!online) asked.current.clear();
  }, [online]);
  // the checks due, as text: the effect runs again when they change, not when a render makes a new list of the same
  const due = JSON.stringify(active && online ? checksDue(current, now()) : []);
  useEffect(() => {
    const at = now();
    for (const body of JSON.parse(due) as TicketCheckBody[]) {
      const key = checkKey(body);
      const last = asked.current.get(key);
      if (last !== undefined && Math.abs(at - last) < RECHECK_AFTER_MS) continue;
      asked.current.set(key, at);
      // (an answer after the list has gone is still kept: the device's copy is the better for it)
      const settle = (failure: boolean) =>
        setFailed((keys) => {
          if (keys.has(key) === failure) return keys;
          const next = new Set(keys);
          if (failure) next.add(key);
          else next.delete(key);
          return next;
        });
      check(body).then(
        (answer) => {
          store.keepChecked(answer, now());
          settle(false);
        },
        () => settle(true),
      );
    }
  }, [due, check, store, now]);
  return current.some((ticket) => failed.has(checkKey(checkOf(ticket))));
}

/**
 * 'Tiket saya' on the landing and status pages (docs/product.md §2.2, ADR 901): the tickets registered on this device
 * with date and status, past ones under 'Riwayat'; one opens full screen (`MyTicketDialog`, its code loaded once the
 * list shows). Nothing renders until the page has hydrated and the device has a ticket, so the prerendered page and the
 * first client render agree.
 */
export function MyTickets({ store = myTickets, check, now = serverNow, hearServerTime, loadDialog }: MyTicketsProps) {
  const tickets = useSavedTickets(store);
  // what is past follows the server's day: heard once, and again whenever its clock moves (ADR 009)
  useServerClockVersion();
  useEffect(() => {
    if (!isServerTimeKnown()) hearServerTime?.().catch(() => undefined);
  }, [hearServerTime]);
  const [opened, setOpened] = useState<SavedTicket | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const titleRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // where the forgotten ticket was in the list: its dialog and button are gone, so focus would drop to the page
  const forgottenAt = useRef<number | null>(null);
  // the last ticket deleted: the line that says so stays in the list's place while the device has none
  const [forgotLast, setForgotLast] = useState(false);
  const forgottenRef = useRef<HTMLParagraphElement>(null);
  const shown = Boolean(tickets && tickets.length > 0);
  // the ticket's full screen, its code loaded once the list shows (so a press opens it with no signal)
  const viewer = useMyTicketDialog(shown, opened !== null, loadDialog);
  // a link to '#tiket-saya' (the registration page's) arrives before the section is there: go to it once it is
  useEffect(() => {
    if (shown && window.location.hash === `#${MY_TICKETS_ANCHOR}`) {
      titleRef.current?.scrollIntoView?.({ block: "start" });
      titleRef.current?.focus({ preventScroll: true });
    }
  }, [shown]);

  // after 'Ya, hapus': the ticket now in its place (or the one before it), else the line that says it was deleted, in
  // the list's place (docs/product.md §2.2). The focus went to the page's heading, 99 px above a 360×640 screen that
  // stayed where the list was, and only a screen reader heard 'Tiket dihapus…' (UX pass, session 45); before that it
  // fell to <body>. Focused, the line comes on screen: the page no longer scrolls back after (src/lib/use-back-closes.ts).
  useEffect(() => {
    const at = forgottenAt.current;
    if (at === null) return;
    forgottenAt.current = null;
    const buttons = sectionRef.current?.querySelectorAll<HTMLElement>("li > button") ?? [];
    const next = buttons[Math.min(at, buttons.length - 1)];
    if (next) return next.focus();
    forgottenRef.current?.focus();
  }, [tickets]);

  function open(ticket: SavedTicket) {
    setAnnouncement("");
    setOpened(ticket);
    viewer.open();
  }

  // a check that changes a shown ticket's status says so (the list's own, the status page's); an open ticket says its own
  useStatusChanges(tickets, opened === null ? setAnnouncement : null, listChangeText);

  const { current, history } = splitTickets(tickets ?? [], wibToday(now()));
  const recheckFailed = useRecheck(current, store, check, now, isServerTimeKnown());
  const Dialog = viewer.Dialog;
  return (
    <>
      {tickets && tickets.length > 0 ? (
        <section ref={sectionRef} id={MY_TICKETS_ANCHOR} className={styles.section} aria-labelledby="judul-tiket-saya">
          <h2 id="judul-tiket-saya" ref={titleRef} tabIndex={-1} className={styles.title}>
            {MY_TICKETS_TITLE}
          </h2>
          <p className={styles.note}>{STORAGE_NOTE}</p>
          {recheckFailed ? <p className={styles.note}>{RECHECK_FAILED_TEXT}</p> : null}
          {current.length > 0 ? (
            <TicketList tickets={current} onOpen={open} />
          ) : (
            <p className={styles.note}>Belum ada tiket untuk hari ini atau hari berikutnya.</p>
          )}
          {history.length > 0 ? (
            <>
              <h3 className={styles.subtitle}>{HISTORY_TITLE}</h3>
              <TicketList tickets={history} onOpen={open} />
            </>
          ) : null}
          {viewer.notice}
        </section>
      ) : forgotLast ? (
        <p ref={forgottenRef} tabIndex={-1} className={styles.forgotten}>
          {FORGOTTEN_TEXT}
        </p>
      ) : null}
      <LiveRegion message={announcement} />
      {Dialog && opened ? (
        <Dialog
          key={opened.uuid}
          ticket={opened}
          store={store}
          check={check}
          now={now}
          onClose={() => setOpened(null)}
          onForget={() => {
            const all = [...current, ...history];
            forgottenAt.current = all.findIndex((ticket) => ticket.uuid === opened.uuid);
            store.forget(opened.uuid);
            setOpened(null);
            // the last one: the line shown in the list's place takes the focus, and a screen reader hears it there
            // (once, not also from the live region)
            if (all.length > 1) setAnnouncement(FORGOTTEN_TEXT);
            else setForgotLast(true);
          }}
        />
      ) : null}
    </>
  );
}
