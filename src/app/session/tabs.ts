import { fromCallback } from "xstate";
import type { SessionEvent, TabMessage } from "../../../machines/session";

/**
 * Browser tabs of the same app share one refresh-token cookie, rotated on every refresh (docs/product.md §10): two tabs
 * refreshing at once would present the same cookie twice, and reuse revokes the whole family. So:
 *   - a refresh runs under a Web Lock (`navigator.locks`), one tab at a time;
 *   - inside the lock the refreshing tab notes the time in localStorage (a timestamp, never a token);
 *   - the new access token goes to the other tabs on a BroadcastChannel, and a tab that adopts it (TAB.TOKEN)
 *     stops its own refresh: its lock request is aborted, or, when it already holds the lock and sees that
 *     another tab refreshed while it waited, it waits a moment for that token instead of refreshing again;
 *   - logout posts `signedOut`, and the other tabs sign out (TAB.SIGNED_OUT).
 * All browser objects are injected, so tests use fakes (docs/decisions/202-session-across-tabs.md).
 */

export const SESSION_CHANNEL = "antrean.session";
export const REFRESH_LOCK = "antrean.session.refresh";
export const REFRESHED_AT_KEY = "antrean.session.refreshedAt";
/** How long a tab waits for another tab's fresh token before refreshing itself anyway. */
export const ADOPTION_WAIT_MS = 1500;

/** The part of BroadcastChannel the session uses. */
export type TabChannel = {
  postMessage(message: TabMessage): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  close(): void;
};

/** The part of the Web Locks API (`navigator.locks`) the session uses. */
export type RefreshLocks = {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
};

export function browserChannel(): TabChannel | null {
  return typeof BroadcastChannel === "function" ? (new BroadcastChannel(SESSION_CHANNEL) as unknown as TabChannel) : null;
}

/** Where the time of the last refresh is noted (localStorage; never the token). */
export type RefreshMarker = { getItem(key: string): string | null; setItem(key: string, value: string): void };

export function browserMarker(): RefreshMarker | null {
  try {
    return typeof localStorage === "object" ? localStorage : null;
  } catch {
    return null; // storage disabled
  }
}

export function browserLocks(): RefreshLocks | null {
  const locks = typeof navigator === "object" ? (navigator as { locks?: unknown }).locks : undefined;
  return locks ? (locks as RefreshLocks) : null;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The refresh was abandoned", "AbortError");
}

export type RefreshCoordination = {
  locks: RefreshLocks | null;
  marker: RefreshMarker | null;
  /** default ADOPTION_WAIT_MS */
  adoptionWaitMs?: number;
  now?: () => number;
};

function readMarker(marker: RefreshMarker | null): number {
  try {
    return Number(marker?.getItem(REFRESHED_AT_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function writeMarker(marker: RefreshMarker | null, at: number) {
  try {
    marker?.setItem(REFRESHED_AT_KEY, String(at));
  } catch {
    // storage full or disabled: the lock alone still keeps refreshes apart
  }
}

/**
 * "Someone signed in from this browser" (a flag beside the refresh time; never a token). Without it the boot
 * refresh is skipped (machines/session.ts, guard `mayHaveSession`). Unreadable storage counts as "maybe".
 */
export const SESSION_NOTE_KEY = "antrean.session.signedIn";

export function readSessionNote(marker: RefreshMarker | null): boolean {
  if (!marker) return true;
  try {
    return marker.getItem(SESSION_NOTE_KEY) === "1";
  } catch {
    return true;
  }
}

export function writeSessionNote(marker: RefreshMarker | null, signedIn: boolean) {
  try {
    marker?.setItem(SESSION_NOTE_KEY, signedIn ? "1" : "0");
  } catch {
    // storage full or disabled: the next boot simply tries a refresh
  }
}

/** Resolves after `ms`, or rejects as soon as the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * `refresh` under the cross-tab lock. Without Web Locks (old browsers, Node) refreshes are still serialised
 * within the tab. A refresh whose session state was left before its turn came (another tab's token arrived,
 * React StrictMode remounted) never reaches the network.
 */
export function lockedRefresh(
  coordination: RefreshCoordination,
  refresh: () => Promise<string>,
): (signal: AbortSignal) => Promise<string> {
  const { locks, marker } = coordination;
  const now = coordination.now ?? Date.now;
  const adoptionWaitMs = coordination.adoptionWaitMs ?? ADOPTION_WAIT_MS;
  let tail: Promise<unknown> = Promise.resolve();
  return (signal) => {
    const requestedAt = now();
    const run = async () => {
      if (signal.aborted) throw abortError(signal);
      // Another tab refreshed while this one waited for the lock: its token is on the way (TAB.TOKEN aborts us).
      if (readMarker(marker) >= requestedAt) await pause(adoptionWaitMs, signal);
      const token = await refresh();
      writeMarker(marker, now());
      return token;
    };
    if (locks) return locks.request(REFRESH_LOCK, { signal }, run);
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  };
}

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as { type?: unknown; token?: unknown };
  return message.type === "signedOut" || (message.type === "token" && typeof message.token === "string");
}

/**
 * The session's link to the other tabs: `logic` (the machine's `tabSync` actor) opens the channel when the
 * session starts, turns messages into TAB.* events and closes it when the session stops; `post` is the
 * machine's `broadcast` action.
 */
export function createTabLink(open: () => TabChannel | null) {
  let channel: TabChannel | null = null;
  const logic = fromCallback<SessionEvent>(({ sendBack }) => {
    const mine = open();
    channel = mine;
    if (!mine) return () => {};
    const onMessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isTabMessage(message)) return;
      sendBack(message.type === "token" ? { type: "TAB.TOKEN", token: message.token } : { type: "TAB.SIGNED_OUT" });
    };
    mine.addEventListener("message", onMessage);
    return () => {
      mine.removeEventListener("message", onMessage);
      mine.close();
      if (channel === mine) channel = null;
    };
  });
  return {
    logic,
    post(message: TabMessage) {
      channel?.postMessage(message);
    },
  };
}
