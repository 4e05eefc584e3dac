import { monthOf } from "../../../contract/wib";
import type { TicketRecord } from "../rows";

/**
 * Lookups the registration rules and the admin list need, kept beside the tickets collection so that at
 * 100,000 tickets a guest create and a filtered admin page stay within docs/product.md §13 (a scan of the collection
 * with @msw/data's query builder, or a sort of every ticket per request, does not).
 * It holds the collection's own row objects (the database changes rows in place), so a status change needs no
 * re-indexing; the database adds each new ticket, and removes one only when taking back a failed transaction's insert.
 */
export class TicketIndex {
  #byUuid = new Map<string, TicketRecord>();
  #perSessionDate = new Map<string, number>();
  #perKtpDate = new Map<string, number>();
  #perKtpMonth = new Map<string, number>();
  #perLocationDate = new Map<string, number>();
  #byKjpDate = new Map<string, TicketRecord[]>();
  /** tickets per pickup date, in the admin list's order within the date (`listOrder`) */
  #byDate = new Map<string, TicketRecord[]>();
  /** every ticket in list order, rebuilt on the first read after an add (a flat array iterates fastest) */
  #listOrder: TicketRecord[] | null = null;

  get size(): number {
    return this.#byUuid.size;
  }

  add(ticket: TicketRecord): void {
    this.#byUuid.set(ticket.uuid, ticket);
    increment(this.#perSessionDate, `${ticket.queue_session_id}|${ticket.scheduled_date}`);
    increment(this.#perKtpDate, `${ticket.no_ktp}|${ticket.scheduled_date}`);
    increment(this.#perKtpMonth, `${ticket.no_ktp}|${monthOf(ticket.scheduled_date)}`);
    increment(this.#perLocationDate, `${ticket.queue_location_id}|${ticket.scheduled_date}`);
    append(this.#byKjpDate, `${ticket.no_kjp}|${ticket.scheduled_date}`, ticket);
    insertInListOrder(this.#byDate, ticket.scheduled_date, ticket);
    this.#listOrder = null;
  }

  /** Takes back `add` of the ticket added last (database.ts, a failed transaction): tickets are never deleted otherwise. */
  remove(ticket: TicketRecord): void {
    this.#byUuid.delete(ticket.uuid);
    decrement(this.#perSessionDate, `${ticket.queue_session_id}|${ticket.scheduled_date}`);
    decrement(this.#perKtpDate, `${ticket.no_ktp}|${ticket.scheduled_date}`);
    decrement(this.#perKtpMonth, `${ticket.no_ktp}|${monthOf(ticket.scheduled_date)}`);
    decrement(this.#perLocationDate, `${ticket.queue_location_id}|${ticket.scheduled_date}`);
    withdraw(this.#byKjpDate, `${ticket.no_kjp}|${ticket.scheduled_date}`, ticket);
    withdraw(this.#byDate, ticket.scheduled_date, ticket);
    this.#listOrder = null;
  }

  clear(): void {
    for (const map of [
      this.#byUuid,
      this.#perSessionDate,
      this.#perKtpDate,
      this.#perKtpMonth,
      this.#perLocationDate,
      this.#byKjpDate,
      this.#byDate,
    ]) {
      map.clear();
    }
    this.#listOrder = null;
  }

  get(uuid: string): TicketRecord | undefined {
    return this.#byUuid.get(uuid);
  }

  /** Registrations (any status) for a session on a pickup date. */
  registeredFor(sessionId: number, date: string): number {
    return this.#perSessionDate.get(`${sessionId}|${date}`) ?? 0;
  }

  /** A KTP's registrations on a pickup date and in that date's calendar month. */
  ktpRegistrations(ktp: string, date: string): { onDate: number; inMonth: number } {
    return {
      onDate: this.#perKtpDate.get(`${ktp}|${date}`) ?? 0,
      inMonth: this.#perKtpMonth.get(`${ktp}|${monthOf(date)}`) ?? 0,
    };
  }

  /** The next queue sequence for a location and pickup date (tickets are never deleted, so count + 1). */
  nextSequence(locationId: number, date: string): number {
    return (this.#perLocationDate.get(`${locationId}|${date}`) ?? 0) + 1;
  }

  forKjpOnDate(kjp: string, date: string): readonly TicketRecord[] {
    return this.#byKjpDate.get(`${kjp}|${date}`) ?? [];
  }

  /** Tickets in the admin list's order (`listOrder`): newest pickup date first; one date if given. */
  inListOrder(date?: string): readonly TicketRecord[] {
    if (date !== undefined) return this.#byDate.get(date) ?? [];
    this.#listOrder ??= [...this.#byDate.keys()]
      .sort()
      .reverse()
      .flatMap((day) => this.#byDate.get(day) ?? []);
    return this.#listOrder;
  }
}

/**
 * The admin list's order within a pickup date (docs/product.md §2.8): by location, its name as the list shows it, then
 * by queue number, so each market's queue reads 001, 002, … down the page. The location's id parts two markets of one
 * name. The SQL store sorts the same way (server/store/tickets/sql.ts `ticketsInOrder`): names compared by code unit,
 * as its `collate "C"`.
 */
export function listOrder(a: TicketRecord, b: TicketRecord): number {
  if (a.scheduled_location !== b.scheduled_location) return a.scheduled_location < b.scheduled_location ? -1 : 1;
  if (a.queue_location_id !== b.queue_location_id) return a.queue_location_id - b.queue_location_id;
  return queueSequence(a.no) - queueSequence(b.no);
}

/** 'KRJ-012' → 12: the number after the location's code (docs/product.md §11.11), compared as a number past 999. */
function queueSequence(no: string): number {
  return Number(no.slice(no.lastIndexOf("-") + 1));
}

/**
 * Adds a ticket to its date's list where `listOrder` puts it: after every ticket not after it, so a new ticket (the
 * highest number at its location) lands after its location's last, found by halving, with no sort of the day's tickets.
 */
function insertInListOrder(map: Map<string, TicketRecord[]>, key: string, ticket: TicketRecord): void {
  const list = map.get(key);
  if (!list) {
    map.set(key, [ticket]);
    return;
  }
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (listOrder(list[middle]!, ticket) <= 0) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, ticket);
}

function increment(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function append<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function decrement(map: Map<string, number>, key: string): void {
  const left = (map.get(key) ?? 0) - 1;
  if (left > 0) map.set(key, left);
  else map.delete(key);
}

function withdraw<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key) ?? [];
  const at = list.lastIndexOf(value);
  if (at >= 0) list.splice(at, 1);
  if (list.length === 0) map.delete(key);
}
