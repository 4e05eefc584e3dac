import { useCallback, useEffect, useRef, useState } from "react";
import type { RegistrationWindow } from "../../api/contract";
import { hhmm, wibDate, wibTime } from "../../lib/wib";
import * as styles from "./registration-page.css";

export type WindowPhase = "unknown" | "before" | "open" | "after";

/** The countdown shows in the last hour before the window opens. */
const COUNTDOWN_FROM_MS = 60 * 60 * 1000;
/** Timers are re-armed at least this often: a phone asleep or a tab in the background lets timers drift. */
const RECHECK_MS = 60 * 1000;

export type ServerWindow = {
  phase: WindowPhase;
  opensAt: number;
  closesAt: number;
  /** Now by the server's clock: the phone's clock plus the offset measured when the window was loaded. */
  serverNow: () => number;
};

function phaseAt(now: number, opensAt: number, closesAt: number): WindowPhase {
  if (Number.isNaN(opensAt) || Number.isNaN(closesAt)) return "unknown";
  return now < opensAt ? "before" : now < closesAt ? "open" : "after";
}

/**
 * The registration window by the server's clock (ADR 805): the answer carries the server's time, so a phone whose
 * clock is wrong by hours still opens the form at 06:00:00 server time. The phase changes by itself at each boundary,
 * without a reload; the component re-renders only then.
 */
export function useServerWindow(answer: RegistrationWindow | undefined, receivedAt: number): ServerWindow {
  const offset = answer ? Date.parse(answer.server_time) - receivedAt : 0;
  const opensAt = answer ? Date.parse(answer.opens_at) : Number.NaN;
  const closesAt = answer ? Date.parse(answer.closes_at) : Number.NaN;
  const [phase, setPhase] = useState<WindowPhase>("unknown");

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now() + offset;
      setPhase(phaseAt(now, opensAt, closesAt));
      const next = now < opensAt ? opensAt : now < closesAt ? closesAt : null;
      if (next !== null) timer = setTimeout(check, Math.min(next - now, RECHECK_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [offset, opensAt, closesAt]);

  const serverNow = useCallback(() => Date.now() + offset, [offset]);
  return { phase, opensAt, closesAt, serverNow };
}

/** '9 menit 5 detik' */
function durationText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return `${seconds} detik`;
  return seconds === 0 ? `${minutes} menit` : `${minutes} menit ${seconds} detik`;
}

/** Ticks every second while shown (only in the last hour), so the form around it does not re-render. */
function Countdown({ until, serverNow }: { until: number; serverNow: () => number }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [serverNow]);
  // not a live region: a reader hears the notice when it reaches it, not every second (the opening is announced)
  return <p className={styles.countdown}>Dibuka dalam {durationText(until - now)}.</p>;
}

/**
 * Said up front when registration is closed (docs/product.md §1, §9): before 06:00 when it opens, with a countdown
 * in the last hour; from 21:00 that it opens again tomorrow.
 */
export function RegistrationWindowNotice({ serverWindow }: { serverWindow: ServerWindow }) {
  const { phase, opensAt, serverNow } = serverWindow;
  if (phase !== "before" && phase !== "after") return null;
  const now = serverNow();
  const opensText = `${hhmm(wibTime(opensAt))} WIB`;
  const opensToday = phase === "before" && wibDate(opensAt) === wibDate(now);
  return (
    <div className={styles.notice}>
      {opensToday ? (
        <p className={styles.noticeTitle}>Pendaftaran dibuka pukul {opensText}</p>
      ) : (
        <>
          <p className={styles.noticeTitle}>Pendaftaran hari ini sudah ditutup.</p>
          <p className={styles.noticeText}>Pendaftaran dibuka lagi besok pukul {opensText}.</p>
        </>
      )}
      {opensToday && opensAt - now <= COUNTDOWN_FROM_MS ? <Countdown until={opensAt} serverNow={serverNow} /> : null}
      <p className={styles.noticeText}>Anda boleh mengisi formulir sekarang. Tombol Daftar aktif saat pendaftaran dibuka.</p>
    </div>
  );
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
