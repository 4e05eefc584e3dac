/**
 * The rush's checks (scripts/bench-rush.ts): what the database holds after the run against what the citizens were
 * told. Pure: the snapshot comes from the database itself (SQL targets) or the staff API (the mock), see sources.ts.
 * Rules from docs/product.md §9: one ticket per KTP per pickup date, five per KTP per calendar month, no session over
 * its quota, queue numbers per location and date 1…n.
 */
import { KTP_MONTHLY_LIMIT } from "../../server/rules/limits";
import type { FinalAnswer } from "./load";

export type TicketRow = {
  uuid: string;
  no_ktp: string;
  scheduled_date: string;
  queue_location_id: number;
  queue_session_id: number;
  /** the queue number's counter (the SQL store's `sequence`, or the number after the code's dash) */
  sequence: number;
};

/** A session on the pickup date: its quota and the seats the store counts as taken (SQL: session_seats). */
export type SeatRow = { session_id: number; quota: number; taken: number };

export type Snapshot = {
  /** the pickup date of the run */
  date: string;
  /** every ticket of the pickup date's calendar month (the monthly limit), the pickup date's among them */
  tickets: TicketRow[];
  seats: SeatRow[];
  /** tickets for the pickup date before the run started */
  ticketsBefore: number;
};

export type Violation = { check: string; detail: string };

export function checkRush(answers: readonly (FinalAnswer | undefined)[], snapshot: Snapshot): Violation[] {
  const found: Violation[] = [];
  const add = (check: string, detail: string) => found.push({ check, detail });
  const some = <T>(items: T[], show: (item: T) => string) =>
    items.slice(0, 5).map(show).join("; ") + (items.length > 5 ? ` … (${items.length})` : "");

  const unanswered = answers.flatMap((answer, id) => (answer ? [] : [id]));
  if (unanswered.length > 0 || answers.length === 0)
    add("every citizen answered", `no answer for citizens ${some(unanswered, String)}`);
  const failed = answers.filter((answer): answer is FinalAnswer => !!answer && (answer.status === 0 || answer.status >= 500));
  if (failed.length > 0)
    add(
      "zero 5xx",
      some(failed, (a) => `${a.step} → ${a.status || "dropped"}`),
    );

  const onDate = snapshot.tickets.filter((ticket) => ticket.scheduled_date === snapshot.date);
  const uuidsOnDate = new Set(onDate.map((ticket) => ticket.uuid));
  const answered = new Set(answers.flatMap((answer) => (answer?.status === 201 && answer.uuid ? [answer.uuid] : [])));
  const created201 = answers.filter((answer) => answer?.status === 201).length;
  if (created201 !== answered.size)
    add("one ticket per 201", `${created201} answers 201 carry ${answered.size} distinct tickets`);
  const lost = [...answered].filter((uuid) => !uuidsOnDate.has(uuid));
  if (lost.length > 0) add("nothing answered 201 is lost", `not in the database: ${some(lost, String)}`);
  const newRows = onDate.length - snapshot.ticketsBefore;
  if (newRows !== answered.size)
    add("201s = ticket rows", `${answered.size} tickets answered 201, ${newRows} new ticket rows for ${snapshot.date}`);

  const perSession = new Map<number, number>();
  for (const ticket of onDate) perSession.set(ticket.queue_session_id, (perSession.get(ticket.queue_session_id) ?? 0) + 1);
  const seatsTaken = snapshot.seats.reduce((sum, seat) => sum + seat.taken, 0);
  if (seatsTaken !== onDate.length)
    add("seats taken = ticket rows", `${seatsTaken} seats taken, ${onDate.length} tickets on ${snapshot.date}`);
  for (const seat of snapshot.seats) {
    const rows = perSession.get(seat.session_id) ?? 0;
    if (seat.taken !== rows)
      add("seats taken = ticket rows", `session ${seat.session_id}: ${seat.taken} seats taken, ${rows} tickets`);
    if (seat.taken > seat.quota || rows > seat.quota)
      add("no session over its quota", `session ${seat.session_id}: quota ${seat.quota}, ${Math.max(seat.taken, rows)} taken`);
  }
  const seatSessions = new Set(snapshot.seats.map((seat) => seat.session_id));
  for (const [session, rows] of perSession)
    if (!seatSessions.has(session)) add("seats taken = ticket rows", `session ${session}: ${rows} tickets, no seats counted`);

  const perKtpDate = countBy(onDate, (ticket) => ticket.no_ktp);
  const twice = [...perKtpDate].filter(([, n]) => n > 1);
  if (twice.length > 0)
    add(
      "one ticket per KTP per pickup date",
      some(twice, ([ktp, n]) => `${ktp}: ${n}`),
    );
  const month = snapshot.date.slice(0, 7);
  const perKtpMonth = countBy(
    snapshot.tickets.filter((ticket) => ticket.scheduled_date.startsWith(month)),
    (ticket) => ticket.no_ktp,
  );
  const over = [...perKtpMonth].filter(([, n]) => n > KTP_MONTHLY_LIMIT);
  if (over.length > 0)
    add(
      "five per KTP per month",
      some(over, ([ktp, n]) => `${ktp}: ${n} in ${month}`),
    );

  const numbers = new Map<string, number[]>();
  for (const ticket of snapshot.tickets) {
    const key = `${ticket.queue_location_id} ${ticket.scheduled_date}`;
    numbers.set(key, [...(numbers.get(key) ?? []), ticket.sequence]);
  }
  for (const [key, sequences] of numbers) {
    const sorted = sequences.sort((a, b) => a - b);
    const broken = sorted.findIndex((sequence, index) => sequence !== index + 1);
    if (broken !== -1)
      add(
        "queue numbers 1…n",
        `location and date ${key}: ${sorted.length} tickets, position ${broken + 1} holds ${sorted[broken]}`,
      );
  }
  return found;
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The answers split by what the citizens were told: 201, each 409/422 code, 429, 5xx, no answer. */
export function answerSplit(answers: readonly (FinalAnswer | undefined)[]): Record<string, number> {
  const split: Record<string, number> = {};
  for (const answer of answers) {
    const label = !answer
      ? "no answer"
      : answer.status === 0
        ? `dropped (${answer.step})`
        : answer.status === 201
          ? "201"
          : answer.status >= 500
            ? `${answer.status} (${answer.step})`
            : `${answer.status}${answer.code ? ` ${answer.code}` : ""}`;
    split[label] = (split[label] ?? 0) + 1;
  }
  return split;
}
