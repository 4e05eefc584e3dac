import { wibDate, wibTime } from "../../contract/wib";
import type { ClockState } from "../../server/clock";

/** The presets the issue asks for: just before and at the registration window's edges (WIB). */
export const CLOCK_PRESETS = ["05:59:50", "06:00:00", "20:59:50", "21:00:00"] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Epoch ms of a WIB wall-clock date and time, or an error text for the field that is wrong. */
export function parseWib(
  date: string,
  time: string,
): { ok: true; at: number } | { ok: false; field: "date" | "time"; message: string } {
  if (!DATE.test(date.trim())) return { ok: false, field: "date", message: "Use YYYY-MM-DD, e.g. 2026-03-10" };
  if (!TIME.test(time.trim())) return { ok: false, field: "time", message: "Use HH:mm or HH:mm:ss, e.g. 20:59:50" };
  const hms = time.trim().length === 5 ? `${time.trim()}:00` : time.trim();
  const at = new Date(`${date.trim()}T${hms}+07:00`).getTime();
  if (!Number.isFinite(at) || wibDate(at) !== date.trim()) return { ok: false, field: "date", message: "No such date" };
  return { ok: true, at };
}

export const wibParts = (at: number) => ({ date: wibDate(at), time: wibTime(at) });

/** "running", "frozen", or how far from real time it runs. */
export function describeClock(state: ClockState): string {
  if (state.mode === "frozen") return "Frozen";
  if (state.mode === "real") return "Running in real time";
  const sign = state.offsetMs < 0 ? "−" : "+";
  let rest = Math.round(Math.abs(state.offsetMs) / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  const seconds = rest - minutes * 60;
  const parts = [
    days && `${days} d`,
    hours && `${hours} h`,
    minutes && `${minutes} min`,
    (seconds || (!days && !hours && !minutes)) && `${seconds} s`,
  ];
  return `Running, ${sign}${parts.filter(Boolean).join(" ")} from real time`;
}
