import { useSyncExternalStore } from "react";
import type { Queue } from "../../contract";
import { maskIdentityNumber } from "../../contract/identity-mask";
import { MY_TICKETS_KEY } from "./my-tickets-key";
import { serverNow } from "../lib/server-clock";
import { addCalendarDays, wibDate } from "../../contract/wib";

/**
 * 'Tiket saya': the tickets registered on this device, kept in localStorage (docs/product.md §2.2, §9; ADR 901). No
 * token and nothing the citizen's ticket does not show: KTP and KK are kept masked as the status check shows them.
 * Read only after the first render (the citizen pages are prerendered and hydrated): `useSavedTickets` answers `null`
 * until then.
 */
export { MY_TICKETS_KEY };
/** A ticket whose pickup date is more than this many days past is forgotten (docs/product.md §9). */
export const KEEP_DAYS = 30;
/** At most this many tickets are kept, the latest pickup dates first (docs/product.md §9). */
export const KEEP_MAX = 20;

/**
 * A saved ticket: the fields its card shows, as the registration answered them, except that KTP and KK are masked
 * (first 4 + last 4 digits).
 */
export type SavedTicket = Pick<
  Queue,
  | "uuid"
  | "no"
  | "no_kjp"
  | "no_ktp"
  | "no_kk"
  | "scheduled_date"
  | "scheduled_start_time"
  | "scheduled_end_time"
  | "scheduled_location"
  | "status"
  | "rejection_reason"
> & {
  /** when the server last confirmed this copy (epoch ms): the registration, then each successful check */
  checkedAt: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f-]{8,64}$/i;
const STATUSES: readonly string[] = ["registered", "done", "rejected"];

const isText = (value: unknown, max = 200): value is string => typeof value === "string" && value.length <= max;
/** Digits (or already masked digits) of an identity number; anything else is not a ticket of ours. */
const isIdentity = (value: unknown): value is string => isText(value, 20) && /^[0-9*]{8,20}$/.test(value);

/** A copy built only from what a ticket shows; KTP and KK masked whatever they held (masking is idempotent). */
export function toSavedTicket(ticket: Omit<SavedTicket, "checkedAt">, checkedAt: number): SavedTicket {
  return {
    uuid: ticket.uuid,
    no: ticket.no,
    no_kjp: ticket.no_kjp,
    no_ktp: maskIdentityNumber(ticket.no_ktp),
    no_kk: maskIdentityNumber(ticket.no_kk),
    scheduled_date: ticket.scheduled_date,
    scheduled_start_time: ticket.scheduled_start_time,
    scheduled_end_time: ticket.scheduled_end_time,
    scheduled_location: ticket.scheduled_location,
    status: ticket.status,
    rejection_reason: ticket.rejection_reason ? { reason: ticket.rejection_reason.reason } : null,
    checkedAt,
  };
}

/** One stored entry, or null when it is not a ticket this app wrote (an old format, a hand edit, a broken write). */
function readEntry(entry: unknown): SavedTicket | null {
  if (typeof entry !== "object" || entry === null) return null;
  const e = entry as Record<string, unknown>;
  const reason = e.rejection_reason;
  const validReason =
    reason === null || reason === undefined || (typeof reason === "object" && isText((reason as { reason?: unknown }).reason));
  if (
    !(isText(e.uuid, 64) && UUID.test(e.uuid)) ||
    !isText(e.no, 32) ||
    !(isText(e.no_kjp, 20) && /^\d{8,20}$/.test(e.no_kjp)) ||
    !isIdentity(e.no_ktp) ||
    !isIdentity(e.no_kk) ||
    !(isText(e.scheduled_date, 10) && DATE.test(e.scheduled_date)) ||
    !(isText(e.scheduled_start_time, 8) && TIME.test(e.scheduled_start_time)) ||
    !(isText(e.scheduled_end_time, 8) && TIME.test(e.scheduled_end_time)) ||
    !isText(e.scheduled_location) ||
    !(typeof e.status === "string" && STATUSES.includes(e.status)) ||
    !validReason ||
    !(typeof e.checkedAt === "number" && Number.isFinite(e.checkedAt))
  )
    return null;
  return toSavedTicket(e as unknown as SavedTicket, e.checkedAt);
}

/** The stored list; anything unreadable is ignored (never thrown), entry by entry. */
export function parseSavedTickets(raw: string | null): SavedTicket[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const ticket = readEntry(entry);
    return ticket ? [ticket] : [];
  });
}

/**
 * What is kept (docs/product.md §9): one copy per ticket, none whose pickup date is more than `KEEP_DAYS` before
 * `today` (WIB), and at most `KEEP_MAX`, latest pickup dates first.
 */
export function pruneTickets(tickets: readonly SavedTicket[], today: string): SavedTicket[] {
  const oldest = addCalendarDays(today, -KEEP_DAYS);
  const seen = new Set<string>();
  return [...tickets]
    .filter((t) => t.scheduled_date >= oldest)
    .sort((a, b) => b.scheduled_date.localeCompare(a.scheduled_date) || b.checkedAt - a.checkedAt)
    .filter((t) => (seen.has(t.uuid) ? false : (seen.add(t.uuid), true)))
    .slice(0, KEEP_MAX);
}

/** 'Tiket saya' (pickup today or later, soonest first) and 'Riwayat' (pickup date past, latest first). */
export function splitTickets(tickets: readonly SavedTicket[], today: string) {
  const current = tickets
    .filter((t) => t.scheduled_date >= today)
    .sort(
      (a, b) => a.scheduled_date.localeCompare(b.scheduled_date) || a.scheduled_start_time.localeCompare(b.scheduled_start_time),
    );
  const history = tickets
    .filter((t) => t.scheduled_date < today)
    .sort((a, b) => b.scheduled_date.localeCompare(a.scheduled_date));
  return { current, history };
}

/** A ticket as the status check answers it (docs/product.md §11.7). */
export type CheckedTicket = Omit<SavedTicket, "checkedAt">;
/** What the status check is asked: a KJP and a pickup date (docs/product.md §7.9). */
export type TicketCheckBody = { no_kjp: string; date: string };
/** The status check (KJP + pickup date), the status page's call (docs/product.md §7.9). */
export type TicketCheck = (body: TicketCheckBody) => Promise<readonly CheckedTicket[]>;

/**
 * A saved ticket's status is checked again when the list shows if it was last known this long ago or more
 * (docs/product.md §2.2): a list shown twice in a minute asks nothing twice.
 */
export const RECHECK_AFTER_MS = 5 * 60_000;
/**
 * At most this many checks each time the list shows: a device holds few tickets for today or later (one KTP, one a
 * day), and the check is rate-limited per client (60 a minute, docs/product.md §11.6).
 */
export const RECHECK_MAX = 5;

/** The check that covers a saved ticket: one per KJP and pickup date, whatever number of tickets it answers. */
export const checkOf = (ticket: SavedTicket): TicketCheckBody => ({ no_kjp: ticket.no_kjp, date: ticket.scheduled_date });
export const checkKey = ({ no_kjp, date }: TicketCheckBody) => `${no_kjp} ${date}`;

/**
 * The checks the list asks when it shows (docs/product.md §2.2): for `current` (pickups today or later, soonest
 * first) whose status was last known `RECHECK_AFTER_MS` ago or more — or is dated ahead of `now`, a time the device
 * cannot trust —, one per KJP and pickup date, at most `RECHECK_MAX`, soonest pickup first. Only what the store holds
 * is sent: the KJP (kept whole, as the ticket shows it) and the date.
 */
export function checksDue(current: readonly SavedTicket[], now: number): TicketCheckBody[] {
  const due = new Map<string, TicketCheckBody>();
  for (const ticket of current) {
    const age = now - ticket.checkedAt;
    if (age >= 0 && age < RECHECK_AFTER_MS) continue;
    const body = checkOf(ticket);
    due.set(checkKey(body), body);
  }
  return [...due.values()].slice(0, RECHECK_MAX);
}

/** The staff ticket page a ticket's QR code opens (docs/product.md §2.8): no identity number in it. */
export function staffTicketUrl(uuid: string, origin = window.location.origin, base: string = import.meta.env.BASE_URL): string {
  return `${origin}${base}queues/${uuid}`;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The store over a storage (localStorage in the app, a plain object in tests) and a clock. */
export function createTicketStore(storage: () => StorageLike | null, now: () => number = Date.now) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; today: string; tickets: SavedTicket[] } | null = null;

  function readRaw(): string | null {
    try {
      return storage()?.getItem(MY_TICKETS_KEY) ?? null;
    } catch {
      return null; // storage switched off (a private window, a full disk): the list is empty
    }
  }

  function snapshot(): SavedTicket[] {
    const raw = readRaw();
    const today = wibDate(now());
    if (!cache || cache.raw !== raw || cache.today !== today) {
      cache = { raw, today, tickets: pruneTickets(parseSavedTickets(raw), today) };
    }
    return cache.tickets;
  }

  function write(tickets: SavedTicket[]) {
    const kept = pruneTickets(tickets, wibDate(now()));
    try {
      const target = storage();
      if (kept.length === 0) target?.removeItem(MY_TICKETS_KEY);
      else target?.setItem(MY_TICKETS_KEY, JSON.stringify(kept));
    } catch {
      // nothing can be kept on this device; the ticket on screen still shows
    }
    listeners.forEach((listener) => listener());
  }

  return {
    snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === MY_TICKETS_KEY || event.key === null) listener();
      };
      if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
    /** A new registration on this device. */
    remember(ticket: Omit<SavedTicket, "checkedAt">) {
      const saved = toSavedTicket(ticket, now());
      write([saved, ...snapshot().filter((t) => t.uuid !== saved.uuid)]);
      return saved;
    },
    /**
     * A successful status check's answer (the list's, an opened ticket's, the status page's): every saved ticket it
     * lists takes its status and rejection reason, dated `at` (docs/product.md §2.2); the rest stay as they were, and
     * a ticket forgotten meanwhile stays forgotten. Nothing is written when the answer lists none of them.
     */
    keepChecked(answer: readonly CheckedTicket[], at: number = now()) {
      const fresh = new Map(answer.map((ticket) => [ticket.uuid, ticket]));
      const saved = snapshot();
      if (!saved.some((ticket) => fresh.has(ticket.uuid))) return;
      write(
        saved.map((ticket) => {
          const checked = fresh.get(ticket.uuid);
          return checked ? toSavedTicket(checked, at) : ticket;
        }),
      );
    },
    forget(uuid: string) {
      write(snapshot().filter((t) => t.uuid !== uuid));
    },
  };
}

export type TicketStore = ReturnType<typeof createTicketStore>;

/** This device's tickets, dated and pruned by the server's clock (ADR 009). */
export const myTickets = createTicketStore(() => (typeof window === "undefined" ? null : window.localStorage), serverNow);

const serverSnapshot = () => null;

/** The saved tickets, or `null` during the server render and hydration (nothing from the device before then). */
export function useSavedTickets(store: TicketStore = myTickets): SavedTicket[] | null {
  return useSyncExternalStore(store.subscribe, store.snapshot, serverSnapshot);
}
