import { useSyncExternalStore } from "react";
import { wibDate, wibInstant, inWib } from "../../contract/wib";

/**
 * The app's one "now": the server's clock, kept as an offset from the device's (ADR 009). Every screen that needs
 * "today" or "now" (the registration window, the status page's date, 'Tiket saya', the staff side's "today") reads it
 * here, never `Date.now()` alone: a phone or a counter PC whose date is wrong still shows the server's day.
 *
 * It learns the server's time from the registration window's `server_time` (GET /guest/scheduled-date, ms precise,
 * the server's own Clock), measured when the answer arrives: the estimate lags the server by the answer's transit, so
 * the form opens at 06:00 a few ms late rather than early; after an answer nginx kept (its micro-cache serves a copy
 * up to 3 s after it received it) it lags up to about 3 s, so 'Daftar' may show until 21:00:03 (ADR 805). A demo build also hears the mock's clock directly (a moved,
 * frozen or running clock in the demo console, src/app/demo-bridge.ts), so every open screen follows it at once.
 */
type Reading = { serverAt: number; deviceAt: number; frozen: boolean };

let reading: Reading | null = null;
/** When the clock was last set exactly (the demo's mock clock): an answer to a call sent before then is out of date. */
let exactSince = Number.NEGATIVE_INFINITY;
let version = 0;
const listeners = new Set<() => void>();

/** A new reading that moves "now" by less than this is a refinement: screens are not told (they read it when due). */
const NOTICEABLE_MS = 1000;

/** Takes a reading; whether it moved "now" noticeably (or was the first). */
function adopt(next: Reading): boolean {
  const before = reading ? serverNow() : null;
  const wasFrozen = reading?.frozen ?? false;
  reading = next;
  const moved = before === null || wasFrozen !== next.frozen || Math.abs(serverNow() - before) >= NOTICEABLE_MS;
  if (moved) {
    version += 1;
    for (const listener of listeners) listener();
  }
  return moved;
}

/** Now (epoch ms) by the server's clock; the device's until the server has been heard. */
export function serverNow(): number {
  if (!reading) return Date.now();
  return reading.frozen ? reading.serverAt : reading.serverAt + (Date.now() - reading.deviceAt);
}

/** Whether the server's time has been heard in this page. */
export function isServerTimeKnown(): boolean {
  return reading !== null;
}

/**
 * An API answer's server time (ISO 8601 or epoch ms), received at `receivedAt` by the device's clock, for a call sent
 * at `sentAt` (an answer to a call sent before the clock was last set exactly tells nothing new).
 */
export function learnServerTime(serverTime: string | number, receivedAt: number = Date.now(), sentAt = receivedAt): void {
  const serverAt = typeof serverTime === "number" ? serverTime : Date.parse(serverTime);
  if (!Number.isFinite(serverAt) || sentAt < exactSince) return;
  // a frozen (demo) clock answers its frozen instant: it stays frozen
  const frozen = reading?.frozen === true && reading.serverAt === serverAt;
  void adopt({ serverAt, deviceAt: receivedAt, frozen });
}

/**
 * The demo's mock clock, exactly: its now, and whether it stands still; `changed`: whether it was moved (the console,
 * the control API) rather than announced as it runs (the mock's start, a page asking). Answers whether this moved a
 * "now" the page had already heard (what it loaded by the old one is then out of date). Only a change makes the
 * answers to calls already out stale (`wasSetSince`): the mock announces its clock as it starts, before it answers
 * anything, so the calls the page made meanwhile are answered by that clock (asking again cost the demo's registration
 * page one call at its start, docs/performance-log.md, issue 38).
 */
export function setServerClock(serverAt: number, frozen: boolean, changed: boolean): boolean {
  const known = reading !== null;
  const setAt = Date.now();
  const moved = adopt({ serverAt, deviceAt: setAt, frozen }) && known;
  if (changed || moved) exactSince = setAt;
  return moved;
}

/** Whether the clock was set exactly (the demo's mock clock moved) after `sentAt`: an answer to a call sent then is stale. */
export function wasSetSince(sentAt: number): boolean {
  return sentAt < exactSince;
}

/** Called after every noticeable change of "now" (the first reading, a jump, freezing or running). */
export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every noticeable change of the clock: a key for what was computed from it. */
export function serverClockVersion(): number {
  return version;
}

/** For tests: forget what was heard. */
export function resetServerClock(): void {
  reading = null;
  exactSince = Number.NEGATIVE_INFINITY;
  version += 1;
  for (const listener of listeners) listener();
}

/** Ms from `now` until the next midnight WIB. */
function untilNextWibMidnight(now: number): number {
  const wib = inWib(now);
  return wibInstant(wib.year, wib.month, wib.day + 1) - now;
}

/** Subscribes to the clock and to the next midnight WIB (re-armed after each): what a day-keyed snapshot needs. */
function subscribeDay(listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    // a day changes at most once a day; re-checked hourly as a sleeping device's timers drift
    timer = setTimeout(
      () => {
        listener();
        arm();
      },
      Math.min(untilNextWibMidnight(serverNow()) + 50, 60 * 60 * 1000),
    );
  };
  const stop = subscribeServerClock(() => {
    listener();
    arm();
  });
  arm();
  return () => {
    clearTimeout(timer);
    stop();
  };
}

const UNKNOWN = "";

/**
 * Today in WIB (YYYY-MM-DD) by the server's clock, kept current across midnight and clock changes; `null` until the
 * server's time is heard (a screen waits for it rather than show the device's day). During a server render, `null`.
 */
export function useServerToday(): string | null {
  const today = useSyncExternalStore(
    subscribeDay,
    () => (reading ? wibDate(serverNow()) : UNKNOWN),
    () => UNKNOWN,
  );
  return today === UNKNOWN ? null : today;
}

/** Re-renders on every noticeable change of the server clock; returns its version (for effects that re-arm timers). */
export function useServerClockVersion(): number {
  return useSyncExternalStore(subscribeServerClock, serverClockVersion, serverClockVersion);
}
