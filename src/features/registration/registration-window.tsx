import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import { serverNow, useServerClockVersion } from "../../lib/server-clock";
import type { RegistrationWindow } from "../../../contract";
import {
  REGISTRATION_CLOSES_HOUR,
  REGISTRATION_OPENS_HOUR,
  hhmm,
  longDateId,
  wibDate,
  wibTime,
  wibToday,
  wibTomorrow,
} from "../../../contract/wib";
import { cx } from "../../ui";
import { drawnText } from "../../ui/drawn-text.css";
import { registrationDayFor, type PickupOutlook } from "./pickup-outlook";
import { nowhereWhy } from "./nowhere";
import * as styles from "./registration-page.css";

export type WindowPhase = "unknown" | "before" | "open" | "after";

/** Timers are re-armed at least this often: a phone asleep or a tab in the background lets timers drift. */
const RECHECK_MS = 60 * 1000;

export type ServerWindow = {
  phase: WindowPhase;
  opensAt: number;
  closesAt: number;
  /** Now by the server's clock (src/lib/server-clock.ts). */
  serverNow: () => number;
  /** changes each time the server's clock is moved (a new object for memoized readers) */
  clockVersion: number;
};

function phaseAt(now: number, opensAt: number, closesAt: number): WindowPhase {
  if (Number.isNaN(opensAt) || Number.isNaN(closesAt)) return "unknown";
  return now < opensAt ? "before" : now < closesAt ? "open" : "after";
}

/**
 * The registration window by the server's clock (ADR 805; the app's one clock, src/lib/server-clock.ts): the answer
 * carries the server's time, so a phone whose clock is wrong by hours still opens the form at 06:00:00 server time.
 * The phase changes by itself at each boundary, without a reload, and at once when the clock itself moves (the demo
 * console); the component re-renders only then. The phase is read in the render the answer or the clock's move
 * causes, not set by an effect after it: set there, it rendered the page and the whole form a second time in the
 * answer's task (issue 38, docs/performance-log.md: the answer's renders 150–290 ms at 4× before, 60 after). A
 * boundary's timer only asks for a render (`boundaryPassed`).
 */
export function useServerWindow(answer: RegistrationWindow | undefined): ServerWindow {
  const opensAt = answer ? Date.parse(answer.opens_at) : Number.NaN;
  const closesAt = answer ? Date.parse(answer.closes_at) : Number.NaN;
  const clockVersion = useServerClockVersion();
  const [, boundaryPassed] = useReducer((count: number) => count + 1, 0);
  // the phase of this render's moment (an answer, a boundary passed, the clock moved, any other render)
  const phase = phaseAt(serverNow(), opensAt, closesAt);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const now = serverNow();
      const next = now < opensAt ? opensAt : now < closesAt ? closesAt : null;
      // a frozen (demo) clock reaches no boundary: the next change of the clock re-runs this effect
      if (next === null) return;
      timer = setTimeout(
        () => {
          // a timer that fired early (a phone asleep, RECHECK_MS) re-arms; one past the boundary renders the new phase
          if (serverNow() >= next) boundaryPassed();
          else arm();
        },
        Math.min(next - now, RECHECK_MS),
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, [opensAt, closesAt, clockVersion, phase]);

  // one object while nothing in it changes: the memoized form re-renders when the window or the clock moves, not on
  // every render of the page (issue 38); `clockVersion` makes readers of `serverNow()` read the moved clock
  return useMemo(() => ({ phase, opensAt, closesAt, serverNow, clockVersion }), [phase, opensAt, closesAt, clockVersion]);
}

/** '2 jam 5 menit', '9 menit 5 detik', '5 detik' */
function durationText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return minutes === 0 ? `${hours} jam` : `${hours} jam ${minutes} menit`;
  if (minutes === 0) return `${seconds} detik`;
  return seconds === 0 ? `${minutes} menit` : `${minutes} menit ${seconds} detik`;
}

/**
 * Ticks at each whole second left while shown, so the form around it does not re-render and the last second it shows
 * ends when the window opens: never "Dibuka dalam 5 detik" beside an active 'Daftar'.
 */
function Countdown({ until, serverNow }: { until: number; serverNow: () => number }) {
  const [now, setNow] = useState(serverNow);
  const clockVersion = useServerClockVersion();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = serverNow();
      setNow(current);
      const left = until - current;
      // the next moment the whole seconds left change (ceil), plus a little for the timer's rounding
      if (left > 0) timer = setTimeout(tick, (left % 1000 || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [serverNow, until, clockVersion]);
  // not a live region: a reader hears the notice when it reaches it, not every second (the opening is announced)
  return <>Dibuka dalam {durationText(until - now)}.</>;
}

type LeadKind = "lead" | "ticket" | "opensToday" | "closedToday" | "noPickup" | "allFull";

/**
 * What the page says under its title: that the pickup date has nowhere to go (issue 35), else when registration opens
 * if it is closed, else a saved ticket, else the lead.
 */
function leadKind(serverWindow: ServerWindow, hasTicket: boolean, outlook: PickupOutlook): LeadKind {
  if (outlook) return outlook.kind === "none" ? "noPickup" : "allFull";
  return closedKind(serverWindow) ?? (hasTicket ? "ticket" : "lead");
}

/**
 * Closed until 06:00 today, closed for today (from 21:00, when the server already names tomorrow's opening), or open
 * (null): the one reading of the window the lead and the note under 'Daftar' share.
 */
function closedKind({ phase, opensAt, serverNow }: Pick<ServerWindow, "phase" | "opensAt" | "serverNow">) {
  if (phase === "after") return "closedToday";
  if (phase === "before") return wibDate(opensAt) === wibDate(serverNow()) ? "opensToday" : "closedToday";
  return null;
}

/** One of the wordings that share a place: the one shown; the others keep their room, seen and read by no one. */
function Wording({ shown, className, children }: { shown: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={cx(className, styles.stacked, !shown && styles.unseen)} aria-hidden={shown ? undefined : true}>
      {children}
    </div>
  );
}

/** The page's lead (docs/product.md §2.3). */
export const LEAD_TEXT =
  "Daftar hari ini untuk mengambil pangan bersubsidi besok. Isi data sesuai kartu, lalu pilih lokasi dan sesi pengambilan.";
/**
 * The lead until the server's window is known: the build's HTML (the first paint, ADR 810) and the page until the
 * scheduled date answers. True at any hour: from 21:00 'hari ini … besok' was read for a second before the closed
 * notice came (session 34). In the lead's own line, no longer than it, so nothing moves when the answer comes.
 */
export const LEAD_UNKNOWN_TEXT =
  "Daftar di sini untuk mengambil pangan bersubsidi. Isi data sesuai kartu, lalu pilih lokasi dan sesi pengambilan.";

/** The saved ticket's date and the link to it ('Tiket saya'; its text is MY_TICKET_LINK_TEXT). */
export type SavedTicketNote = { date: string; link: ReactNode };

/** The link from the note of a saved ticket to 'Tiket saya' on the status page. */
export const MY_TICKET_LINK_TEXT = "Lihat tiket di Tiket saya";

/** The saved ticket's note without its link. */
const savedTicketText = (date: string) => `Ponsel ini sudah menyimpan tiket Anda untuk ${date}.`;
/**
 * The note of a ticket for today, on its pickup day: '… sudah menyimpan tiket Anda untuk <today>' read as registered
 * already, when the form is for the next pickup (carried from session 40's UX pass). Not longer than the dated note
 * with the longest date, whose room the place keeps.
 */
const TODAY_TICKET_TEXT = "Tiket Anda untuk hari ini tersimpan. Anda boleh mendaftar lagi.";

/**
 * docs/product.md §2.3: this device holds a ticket. Without one, the longest date and the link's text as plain text
 * keep its room (its line breaks are the shown note's).
 */
function TicketNote({ ticket, today }: { ticket: SavedTicketNote | null; today: string }) {
  const text = !ticket
    ? savedTicketText(LONGEST_DATE)
    : ticket.date === today
      ? TODAY_TICKET_TEXT
      : savedTicketText(longDateId(ticket.date));
  return (
    <p className={styles.noticeText}>
      <span>{text}</span> {ticket ? ticket.link : <span className={styles.inlineLink}>{MY_TICKET_LINK_TEXT}</span>}
    </p>
  );
}

/**
 * Under the page's title, in one place from the first paint on (docs/product.md §1, §2.3, §9; ADR 810): the lead (or,
 * when this device holds a ticket for today or later, that it does, with a link to 'Tiket saya'), the hours and what
 * to bring, three lines as the closed notice has, so an open window leaves no empty band (ADR 818); or, when the
 * server's clock says registration is closed, when it opens (a countdown before 06:00; from 21:00: tomorrow), and
 * then the saved ticket, if any, in place of the line that says the form may be filled in already. Every
 * wording is laid out in one grid cell and only the current one is visible, so the place is as tall as its longest
 * wording at any width and text size: nothing below it moves when the server answers, the saved ticket is read or
 * the window opens.
 */
export function RegistrationLead({
  serverWindow,
  ticket,
  outlook = null,
}: {
  serverWindow: ServerWindow;
  ticket: SavedTicketNote | null;
  outlook?: PickupOutlook;
}) {
  const kind = leadKind(serverWindow, ticket !== null, outlook);
  // before the window is known the open wordings say nothing the hour could make false (LEAD_UNKNOWN_TEXT)
  const known = serverWindow.phase !== "unknown";
  const nowhere = kind === "noPickup" || kind === "allFull";
  const { opensAt, serverNow } = serverWindow;
  const today = wibToday(serverNow());
  const opensText = opensAtText(opensAt);
  const words = nowhereWords(outlook, serverNow, opensText);
  const longestWords = nowhereWords(null, serverNow, opensText);
  return (
    <div className={styles.leadSlot}>
      <Wording shown={kind === "lead" || kind === "ticket"}>
        <div className={styles.lines}>
          <Wording shown={kind === "lead"}>
            <p className={styles.lead}>{known ? LEAD_TEXT : LEAD_UNKNOWN_TEXT}</p>
          </Wording>
          <Wording shown={kind === "ticket"} className={styles.savedTicket}>
            <TicketNote ticket={kind === "ticket" ? ticket : null} today={today} />
          </Wording>
        </div>
        <p className={styles.hours}>
          Pendaftaran buka pukul {HOURS.opens} - {HOURS.closes} WIB.
        </p>
        {/* the open wordings say what to bring, in the room the closed notice's three lines need anyway (issue 35) */}
        <p className={styles.noticeText}>{known ? BRING_TEXT : BRING_UNKNOWN_TEXT}</p>
      </Wording>
      {/* The closed notices and the nowhere notice are blocks of their own, each bar as tall as its lines; with the
          longest of each laid out unseen beside them (`drawnText`: drawn by its style only, so the page's text holds
          each wording once), the room a shorter one leaves is below its last line, not under each line (a Saturday's
          notice showed it as uneven gaps, UX check, session 31; the countdown, one line at 360 px, kept the two lines
          of 'Pendaftaran dibuka lagi besok pukul 06:00 WIB.', UX pass, session 32). A closed notice's last line, the
          saved ticket's note (read after hydration, maybe after the notice shows) or the line it replaces, moves
          nothing when it changes: nothing of the notice is below it, and an unseen block keeps its room. A closed
          notice is there only while it is shown: the unseen blocks keep the room of both. */}
      {kind === "opensToday" ? (
        <Wording shown className={styles.notice}>
          <p className={styles.noticeTitle}>{opensTodayTitle(opensText)}</p>
          {/* the countdown changes every second: its longest keeps the line's room, so the line after it stays put */}
          <div className={styles.lines}>
            <p className={cx(styles.countdown, styles.stacked)}>
              <Countdown until={opensAt} serverNow={serverNow} />
            </p>
            <p className={cx(styles.countdown, styles.stacked, styles.unseen, drawnText)} data-text={LONGEST_COUNTDOWN} />
          </div>
          <ClosedNoticeEnd ticket={ticket} today={today} />
        </Wording>
      ) : null}
      {kind === "closedToday" ? (
        <Wording shown className={styles.notice}>
          <p className={styles.noticeTitle}>{CLOSED_TODAY_TITLE}</p>
          <p className={styles.noticeText}>{reopensText(opensText)}</p>
          <ClosedNoticeEnd ticket={ticket} today={today} />
        </Wording>
      ) : null}
      <ClosedNoticeRoom title={opensTodayTitle(opensText)} second={LONGEST_COUNTDOWN} />
      <ClosedNoticeRoom title={CLOSED_TODAY_TITLE} second={reopensText(opensText)} />
      <Wording shown={nowhere} className={styles.notice}>
        <p className={styles.noticeTitle}>{words.title}</p>
        <p className={styles.noticeText}>{words.why}</p>
        <p className={styles.noticeText}>{words.next}</p>
      </Wording>
      {/* the longest nowhere block's room, once the shown one may be shorter (nowhereWords); its texts are drawn by
          its style only (`drawnText`), so the page's text holds each wording once */}
      <Wording shown={false} className={styles.notice}>
        <div className={styles.lines}>
          <p className={cx(styles.noticeTitle, styles.stacked, drawnText)} data-text={NO_PICKUP_TITLE} />
          <p className={cx(styles.noticeTitle, styles.stacked, drawnText)} data-text={NO_SEATS_TITLE} />
        </div>
        <p className={cx(styles.noticeText, drawnText)} data-text={longestWords.why} />
        <p className={cx(styles.noticeText, drawnText)} data-text={longestWords.next} />
      </Wording>
    </div>
  );
}

/** A closed notice's last line: the saved ticket's note, or that the form may be filled in already. */
function ClosedNoticeEnd({ ticket, today }: { ticket: SavedTicketNote | null; today: string }) {
  if (!ticket) return <p className={styles.noticeText}>{FILL_NOW_TEXT}</p>;
  return (
    <div className={styles.closedTicket}>
      <TicketNote ticket={ticket} today={today} />
    </div>
  );
}

/**
 * The room of a closed notice with its longest last line, the saved ticket's note or the line it replaces, laid out
 * unseen, its texts drawn by its style only (`drawnText`): the note may come after the notice shows.
 */
function ClosedNoticeRoom({ title, second }: { title: string; second: string }) {
  return (
    <Wording shown={false} className={styles.notice}>
      <p className={cx(styles.noticeTitle, drawnText)} data-text={title} />
      <p className={cx(styles.noticeText, drawnText)} data-text={second} />
      <div className={styles.lines}>
        <p className={cx(styles.noticeText, styles.stacked, drawnText)} data-text={FILL_NOW_TEXT} />
        <div className={styles.stacked}>
          <p className={styles.noticeText}>
            <span className={drawnText} data-text={savedTicketText(LONGEST_DATE)} />{" "}
            <span className={cx(styles.inlineLink, drawnText)} data-text={MY_TICKET_LINK_TEXT} />
          </p>
        </div>
      </div>
    </Wording>
  );
}

const opensTodayTitle = (opensText: string) => `Pendaftaran dibuka pukul ${opensText}.`;
const CLOSED_TODAY_TITLE = "Pendaftaran hari ini sudah ditutup.";
const reopensText = (opensText: string) => `Pendaftaran dibuka lagi besok pukul ${opensText}.`;

/**
 * The pickup date's outlook in two sentences, what and when to register next, for the form's disabled fields
 * (docs/product.md §2.3); empty while it has somewhere to go.
 */
export function nowhereSummary(outlook: PickupOutlook, { opensAt, serverNow }: ServerWindow): string {
  if (!outlook) return "";
  const words = nowhereWords(outlook, serverNow, opensAtText(opensAt));
  return `${words.title} ${words.next}`;
}

/**
 * The words when the pickup date has nowhere to go (issue 35): what ('besok', or 'lusa' from 21:00, when the form
 * shows the day after tomorrow), why, and when to register next for which pickup (on a Saturday, 'Daftar lagi besok,
 * Minggu, …' alone read as "come on Sunday"; UX pass, docs/product.md §2.3).
 * Without an outlook, the longest of each, laid out unseen; the longest why and next step keep their room even once
 * an outlook came (`RegistrationLead`), as either can be the longest line of its row, so the place never shrinks when
 * the locations answer (ADR 810).
 */
function nowhereWords(outlook: PickupOutlook, serverNow: () => number, opensText: string) {
  const date = outlook ? longDateId(outlook.pickupDate) : LONGEST_DATE;
  const tomorrow = wibTomorrow(serverNow());
  const lusa = outlook !== null && outlook.pickupDate !== tomorrow;
  if (outlook?.kind === "full") {
    return {
      title: lusa ? NO_SEATS_LUSA_TITLE : NO_SEATS_TITLE,
      why: `Semua sesi untuk ${date} sudah penuh.`,
      next: reopensText(opensText),
    };
  }
  const nextPickupDate = outlook?.kind === "none" ? outlook.nextPickupDate : null;
  // tomorrow needs no date: the line before names it ('Tidak ada lokasi yang buka pada Minggu, …')
  const registerOn = (registrationDay: string) => (registrationDay === tomorrow ? "besok" : `${longDateId(registrationDay)},`);
  return {
    title: lusa ? NO_PICKUP_LUSA_TITLE : NO_PICKUP_TITLE,
    why: nowhereWhy(outlook?.kind === "none" ? outlook.marks : "noSession", date),
    next: nextPickupDate
      ? `Daftar lagi ${registerOn(registrationDayFor(nextPickupDate))} pukul ${opensText} untuk pengambilan ${longDateId(nextPickupDate)}.`
      : outlook
        ? "Belum ada jadwal pengambilan berikutnya. Cek lagi halaman ini besok."
        : `Daftar lagi ${LONGEST_DATE}, pukul ${opensText} untuk pengambilan ${LONGEST_DATE}.`,
  };
}

/** The pickup date has no session at any market (issue 35). */
export const NO_PICKUP_TITLE = "Besok tidak ada pengambilan.";
/** Every session of the pickup date is full (issue 35). */
export const NO_SEATS_TITLE = "Kuota untuk besok sudah habis.";
/**
 * The same from 21:00, when the form shows the day after tomorrow (docs/product.md §2.3): 'besok' would name tomorrow,
 * whose pickups were registered today. Shorter than tomorrow's, whose room the place keeps.
 */
const NO_PICKUP_LUSA_TITLE = "Lusa tidak ada pengambilan.";
const NO_SEATS_LUSA_TITLE = "Kuota untuk lusa sudah habis.";

/** Open: what to bring to the pickup (docs/product.md §1's terms), below the lead or the saved ticket and the hours. */
export const BRING_TEXT = "Saat mengambil besok, bawa KTP asli, fotokopi KK, dan kartu KJP.";
/** The same until the window is known: from 21:00 the pickup is the day after tomorrow, not 'besok'. */
export const BRING_UNKNOWN_TEXT = "Saat mengambil, bawa KTP asli, fotokopi KK, dan kartu KJP.";
const FILL_NOW_TEXT = "Anda boleh mengisi formulir sekarang. Tombol Daftar aktif saat pendaftaran dibuka.";
/**
 * The countdown's room: its longest ('59 menit 59 detik' in the last hour is longer than any 'N jam M menit' before
 * it, which is at most 6 hours before 06:00).
 */
const LONGEST_COUNTDOWN = "Dibuka dalam 59 menit 59 detik.";
/** The longest date a wording may show (its room, laid out unseen). */
export const LONGEST_DATE = "Selasa, 30 September 2026";

/** docs/product.md §1: the hours, also before the server has answered. */
const HOURS = {
  opens: `${String(REGISTRATION_OPENS_HOUR).padStart(2, "0")}:00`,
  closes: `${String(REGISTRATION_CLOSES_HOUR).padStart(2, "0")}:00`,
};

/** When registration opens next, as the page words it ('06:00 WIB'); the hours' own before the server has answered. */
function opensAtText(opensAt: number): string {
  return timeText(opensAt, HOURS.opens);
}

/** An instant of the window as the page words it ('21:00 WIB'), or the hours' own (`fallback`) while it is unknown. */
function timeText(instant: number, fallback: string): string {
  return `${Number.isNaN(instant) ? fallback : hhmm(wibTime(instant))} WIB`;
}

/**
 * Under 'Daftar' while the window is closed: when the button works, beside the button a citizen is looking at (the
 * closed notice with its countdown is far above it on a phone), or null while open.
 */
export function closedButtonText(serverWindow: Pick<ServerWindow, "phase" | "opensAt" | "serverNow">): string | null {
  const closed = closedKind(serverWindow);
  if (closed === "opensToday") return `Tombol Daftar aktif pukul ${opensAtText(serverWindow.opensAt)}.`;
  if (closed === "closedToday") return `Tombol Daftar aktif lagi besok pukul ${opensAtText(serverWindow.opensAt)}.`;
  return null;
}

type ButtonNoteWindow = Pick<ServerWindow, "phase" | "opensAt" | "closesAt" | "serverNow">;
/** While open, under 'Daftar': until when registration is open, true through a 7-s lockout (docs/product.md §2.3). */
const openButtonText = (closesAt: number) => `Pendaftaran dibuka sampai pukul ${timeText(closesAt, HOURS.closes)}.`;

/**
 * The line under 'Daftar' (docs/product.md §2.3): when it works while closed (`closedButtonText`), until when while
 * open; null until the server's window is known. The opening at 06:00 changes its words, not its place: the line went
 * away then, and everything under 'Daftar' moved up under a citizen about to tap it (UX review, session 46).
 */
export function buttonNoteText(serverWindow: ButtonNoteWindow): string | null {
  return closedButtonText(serverWindow) ?? (serverWindow.phase === "open" ? openButtonText(serverWindow.closesAt) : null);
}

/**
 * Every wording the line under 'Daftar' may show, laid out unseen under the shown one, so the line is as tall as the
 * longest at any width and text size from the first paint on: nothing below it moves when the server's window is
 * heard, opens at 06:00 or closes at 21:00.
 */
export function buttonNoteRoom({ opensAt, closesAt }: Pick<ServerWindow, "opensAt" | "closesAt">): string[] {
  const opens = opensAtText(opensAt);
  return [`Tombol Daftar aktif pukul ${opens}.`, `Tombol Daftar aktif lagi besok pukul ${opens}.`, openButtonText(closesAt)];
}

export const WINDOW_OPENED_TEXT = "Pendaftaran sudah dibuka. Tombol Daftar dapat digunakan.";

/**
 * At a boundary the page asks again (the new pickup date, fresh lists, the next window) and, when the window opens,
 * tells a screen reader once.
 */
export function useWindowBoundaries(phase: WindowPhase, onBoundary: () => void): string {
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef(phase);
  useEffect(() => {
    const was = previous.current;
    previous.current = phase;
    if (was === "before" && phase === "open") setAnnouncement(WINDOW_OPENED_TEXT);
    if ((was === "before" && phase === "open") || (was === "open" && phase === "after")) onBoundary();
  }, [phase, onBoundary]);
  return announcement;
}
