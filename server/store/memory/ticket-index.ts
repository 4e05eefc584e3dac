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
  /** tickets per pickup date, in registration order */
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
    append(this.#byDate, ticket.scheduled_date, ticket);
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

  /** Tickets in the admin list's order: newest pickup date first, then by registration; one date if given. */
  inListOrder(date?: string): readonly TicketRecord[] {
    if (date !== undefined) return this.#byDate.get(date) ?? [];
    this.#listOrder ??= [...this.#byDate.keys()]
      .sort()
      .reverse()
      .flatMap((day) => this.#byDate.get(day) ?? []);
    return this.#listOrder;
  }
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
