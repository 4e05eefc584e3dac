import type { CapacityCounts, CapacityLocation, CapacityReport, CapacitySession } from "../../contract";
import { REGISTRATION_CLOSES_HOUR, REGISTRATION_OPENS_HOUR, addCalendarDays, weekdayOf, wibMidnight } from "../../contract/wib";
import type { DayOffRecord, LocationRecord, SessionRecord, TicketRecord } from "../store/rows";
import { isBlockingDayOff } from "./bookability";
import { remainingQuota } from "./limits";

// The capacity board's numbers (docs/decisions/610-capacity-board-api.md), as a pure function of the rows it reads.

export const RUSH_INTERVAL_MINUTES = 5;
export const RUSH_SLOTS = ((REGISTRATION_CLOSES_HOUR - REGISTRATION_OPENS_HOUR) * 60) / RUSH_INTERVAL_MINUTES;

// the columns the board reads of each row (the memory store's records or the SQL store's rows)
type LocationLike = Pick<LocationRecord, "id" | "name" | "code" | "is_active">;
type SessionLike = Pick<
  SessionRecord,
  "id" | "location_id" | "day_of_the_week" | "start_time" | "end_time" | "quota" | "is_active"
>;
type DayOffLike = Pick<DayOffRecord, "id" | "location_id" | "date" | "details" | "is_active">;
/** created_at: YYYY-MM-DD HH:mm:ss WIB */
type TicketLike = Pick<TicketRecord, "queue_location_id" | "queue_session_id" | "status" | "created_at">;

/**
 * A session's registrations for the pickup date made at a location the board shows: the counts, and when its last
 * seat went — the created_at (WIB) of the registration that was the quota-th in time (null: fewer than its quota, or
 * a quota of 0). Counted where the tickets are (the SQL store: in the database), so the board never hands a date's
 * thousands of tickets to the process while it serves the rush (issue 34; ADR 610).
 */
export type SessionTally = { session_id: number; registered: number; done: number; rejected: number; filled_at: string | null };

/** The tallies and the rush curve: registrations per 5-minute slot of the registration day's window (RUSH_SLOTS). */
export type CapacityTallies = { tallies: readonly SessionTally[]; rush: readonly number[] };

export type CapacityInput = CapacityTallies & {
  /** the pickup date */
  date: string;
  locations: readonly LocationLike[];
  sessions: readonly SessionLike[];
  daysOff: readonly DayOffLike[];
  includeArchived: boolean;
  /** the server's today and pickup date, and the time of counting (WIB) */
  today: string;
  pickupDate: string;
  generatedAt: string;
};

/** The board shows active locations, and archived ones when asked. */
export function isShownLocation(location: Pick<LocationLike, "is_active">, includeArchived: boolean): boolean {
  return location.is_active || includeArchived;
}

/** When the rush curve's first slot starts: the registration day's opening (the day before the pickup date), epoch ms. */
export function rushStartOf(date: string): number {
  return wibMidnight(addCalendarDays(date, -1)) + REGISTRATION_OPENS_HOUR * 3_600_000;
}

/**
 * The tallies from the date's tickets themselves (the memory store's ticket index). The SQL store counts the same in
 * the database (server/store/tickets/sql.ts `capacityTalliesOf`); server/store/sql/sql-store.test.ts compares them.
 */
export function tallyTickets(input: {
  tickets: readonly TicketLike[];
  locations: readonly LocationLike[];
  sessions: readonly SessionLike[];
  date: string;
  includeArchived: boolean;
}): CapacityTallies {
  const registrationDate = addCalendarDays(input.date, -1);
  const shown = new Set(input.locations.filter((l) => isShownLocation(l, input.includeArchived)).map((l) => l.id));
  const perSession = new Map<number, { tally: SessionTally; times: string[] }>();
  const rush = new Array<number>(RUSH_SLOTS).fill(0);
  for (const ticket of input.tickets) {
    if (!shown.has(ticket.queue_location_id)) continue;
    let entry = perSession.get(ticket.queue_session_id);
    if (!entry) {
      entry = { tally: { session_id: ticket.queue_session_id, registered: 0, done: 0, rejected: 0, filled_at: null }, times: [] };
      perSession.set(ticket.queue_session_id, entry);
    }
    entry.tally.registered++;
    if (ticket.status === "done") entry.tally.done++;
    else if (ticket.status === "rejected") entry.tally.rejected++;
    entry.times.push(ticket.created_at);
    if (ticket.created_at.startsWith(registrationDate)) {
      const hour = Number(ticket.created_at.slice(11, 13));
      const minute = Number(ticket.created_at.slice(14, 16));
      const slot = Math.floor(((hour - REGISTRATION_OPENS_HOUR) * 60 + minute) / RUSH_INTERVAL_MINUTES);
      if (slot >= 0 && slot < RUSH_SLOTS) rush[slot] = (rush[slot] ?? 0) + 1;
    }
  }
  const quotas = new Map(input.sessions.map((s) => [s.id, s.quota]));
  for (const { tally, times } of perSession.values()) {
    const quota = quotas.get(tally.session_id) ?? 0;
    // the registration that took the last seat: the quota-th in time (tickets are never deleted)
    if (quota > 0 && tally.registered >= quota) tally.filled_at = times.sort()[quota - 1] ?? null;
  }
  return { tallies: [...perSession.values()].map((entry) => entry.tally), rush };
}

const zero = (): CapacityCounts => ({ quota: 0, registered: 0, done: 0, rejected: 0, remaining: 0 });

function addInto(sum: CapacityCounts, part: CapacityCounts): void {
  sum.quota += part.quota;
  sum.registered += part.registered;
  sum.done += part.done;
  sum.rejected += part.rejected;
  sum.remaining += part.remaining;
}

/**
 * The board from the date's tallies (counts per session, when a full session's last seat went, the 5-minute rush
 * curve of the registration day) and the locations, sessions and days off.
 * Sessions shown: the active sessions of the date's weekday, plus any other session that holds registrations for the
 * date (archived or moved since), so the totals always equal the ticket list's counts.
 */
export function capacityReport(input: CapacityInput): CapacityReport {
  const { date } = input;
  const registrationDate = addCalendarDays(date, -1);
  const weekday = weekdayOf(date);

  const perSession = new Map(input.tallies.map((tally) => [tally.session_id, tally]));
  const shownLocations = new Map<number, LocationLike>();
  for (const location of input.locations) {
    if (isShownLocation(location, input.includeArchived)) shownLocations.set(location.id, location);
  }

  const sessionsByLocation = new Map<number, SessionLike[]>();
  for (const session of input.sessions) {
    const offered = session.is_active && session.day_of_the_week === weekday;
    if (!shownLocations.has(session.location_id) || (!offered && !perSession.has(session.id))) continue;
    const list = sessionsByLocation.get(session.location_id);
    if (list) list.push(session);
    else sessionsByLocation.set(session.location_id, [session]);
  }

  const totals = zero();
  const locations: CapacityLocation[] = [];
  for (const location of [...shownLocations.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const dayOff = input.daysOff.find((d) => isBlockingDayOff(d, location.id, date));
    const blocked = dayOff !== undefined || !location.is_active;
    const sessions = (sessionsByLocation.get(location.id) ?? [])
      .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id)
      .map((session) => sessionCounts(session, perSession.get(session.id), blocked, weekday));
    const locationTotals = zero();
    for (const session of sessions) addInto(locationTotals, session);
    addInto(totals, locationTotals);
    locations.push({
      id: location.id,
      name: location.name,
      code: location.code,
      is_active: location.is_active,
      day_off: dayOff ? { id: dayOff.id, details: dayOff.details } : null,
      totals: locationTotals,
      sessions,
    });
  }

  return {
    date,
    registration_date: registrationDate,
    today: input.today,
    pickup_date: input.pickupDate,
    generated_at: input.generatedAt,
    totals,
    locations,
    rush: {
      interval_minutes: RUSH_INTERVAL_MINUTES,
      from: `${String(REGISTRATION_OPENS_HOUR).padStart(2, "0")}:00:00`,
      to: `${String(REGISTRATION_CLOSES_HOUR).padStart(2, "0")}:00:00`,
      counts: [...input.rush],
    },
  };
}

/**
 * A session's counts. Its seats count only while it is bookable on the date: an active session of the weekday at an
 * open location; otherwise quota and remaining are 0 and only its registrations count.
 */
function sessionCounts(
  session: SessionLike,
  tally: SessionTally | undefined,
  blocked: boolean,
  weekday: number,
): CapacitySession {
  const registered = tally?.registered ?? 0;
  const bookable = !blocked && session.is_active && session.day_of_the_week === weekday;
  const quota = bookable ? session.quota : 0;
  return {
    id: session.id,
    start_time: session.start_time,
    end_time: session.end_time,
    session_quota: session.quota,
    is_active: session.is_active && session.day_of_the_week === weekday,
    quota,
    registered,
    done: tally?.done ?? 0,
    rejected: tally?.rejected ?? 0,
    remaining: bookable ? remainingQuota(session.quota, registered) : 0,
    filled_at: tally?.filled_at ?? null,
  };
}
