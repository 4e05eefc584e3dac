import type { GuestRegistrationBody } from "../../contract";
import { wibTimestamp } from "../../contract/wib";
import type { LocationRecord, SessionRecord, TicketRecord } from "../store/rows";
import { checkSessionBookable, type DayOffLike } from "./bookability";
import { checkKtpLimits, checkQuota } from "./limits";
import { formatQueueNumber } from "./queue-number";
import { checkRegistrationWindow, scheduledDateFor } from "./registration-window";
import { violation, type Violation } from "./violation";

/** What the decision reads; the handler answers from the database and its ticket index, synchronously. */
export type RegistrationLookups = {
  session(id: number): SessionRecord | undefined;
  location(id: number): LocationRecord | undefined;
  daysOff(): Iterable<DayOffLike>;
  seatsTaken(sessionId: number, date: string): number;
  ktpRegistrations(ktp: string, date: string): { onDate: number; inMonth: number };
  nextSequence(locationId: number, date: string): number;
};

/**
 * A guest registration, all of docs/product.md §11 in order: window → session exists → bookable (active, weekday,
 * no day off) → quota → one per KTP per pickup date → five per KTP per month of the pickup date.
 * Synchronous by design: the caller writes the ticket before anything else can read the counts.
 */
export function decideRegistration(
  request: GuestRegistrationBody,
  now: number,
  uuid: string,
  lookups: RegistrationLookups,
): TicketRecord | Violation {
  const closed = checkRegistrationWindow(now);
  if (closed) return closed;
  const date = scheduledDateFor(now);
  const session = lookups.session(request.session_id);
  const location = session && lookups.location(session.location_id);
  if (!session || !location) return violation(404, "NOT_FOUND", "Sesi tidak ditemukan");
  const refusal =
    checkSessionBookable({ session, location, date, daysOff: lookups.daysOff() }) ??
    checkQuota(session.quota, lookups.seatsTaken(session.id, date)) ??
    checkKtpLimits(lookups.ktpRegistrations(request.no_ktp, date));
  if (refusal) return refusal;
  return {
    uuid,
    no: formatQueueNumber(location.code, lookups.nextSequence(location.id, date)),
    no_kjp: request.no_kjp,
    no_ktp: request.no_ktp,
    no_kk: request.no_kk,
    scheduled_date: date,
    scheduled_location: location.name,
    scheduled_start_time: session.start_time,
    scheduled_end_time: session.end_time,
    status: "registered",
    rejection_reason: null,
    queue_location_id: location.id,
    queue_session_id: session.id,
    created_at: wibTimestamp(now),
  };
}
