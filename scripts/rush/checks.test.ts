import { describe, expect, it } from "vitest";
import { checkRush, type Snapshot, type TicketRow } from "./checks";
import type { FinalAnswer } from "./load";

const date = "2026-03-12";
const ticket = (n: number, overrides: Partial<TicketRow> = {}): TicketRow => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  no_ktp: `31799901${String(n).padStart(8, "0")}`,
  scheduled_date: date,
  queue_location_id: 1,
  queue_session_id: 10,
  sequence: n,
  ...overrides,
});
const created = (row: TicketRow): FinalAnswer => ({
  status: 201,
  code: null,
  uuid: row.uuid,
  step: "create",
  attempts: 1,
  presses: 1,
  atMs: 1,
});
const refused = (code: string): FinalAnswer => ({
  status: 409,
  code,
  uuid: null,
  step: "create",
  attempts: 1,
  presses: 1,
  atMs: 1,
});

/** Three tickets of the run in session 10 (quota 3), one citizen refused: everything consistent. */
function consistent(): { answers: (FinalAnswer | undefined)[]; snapshot: Snapshot } {
  const tickets = [ticket(1), ticket(2), ticket(3)];
  return {
    answers: [...tickets.map(created), refused("QUOTA_FULL")],
    snapshot: { date, tickets, seats: [{ session_id: 10, quota: 3, taken: 3 }], ticketsBefore: 0 },
  };
}
const checksBroken = ({ answers, snapshot }: ReturnType<typeof consistent>) =>
  checkRush(answers, snapshot).map((violation) => violation.check);

describe("the rush's checks", () => {
  it("pass a run whose answers and rows agree", () => {
    expect(checkRush(consistent().answers, consistent().snapshot)).toEqual([]);
  });

  it("find a citizen without an answer and a 5xx or dropped final answer", () => {
    const run = consistent();
    run.answers.push(undefined, { ...refused("x"), status: 503, code: null, step: "sessions" }, { ...refused("x"), status: 0 });
    expect(checksBroken(run)).toEqual(["every citizen answered", "zero 5xx"]);
  });

  it("find a 201 whose ticket is not in the database, and a row nobody was told about", () => {
    const lost = consistent();
    lost.snapshot.tickets.pop();
    lost.snapshot.seats[0]!.taken = 2;
    expect(checksBroken(lost)).toEqual(["nothing answered 201 is lost", "201s = ticket rows"]);
    const extra = consistent();
    extra.answers[2] = refused("QUOTA_FULL");
    expect(checksBroken(extra)).toEqual(["201s = ticket rows"]);
  });

  it("find two 201s for one ticket (a replay counted twice)", () => {
    const run = consistent();
    run.answers.push(created(run.snapshot.tickets[0]!));
    expect(checksBroken(run)).toContain("one ticket per 201");
  });

  it("find seat counters that disagree with the rows, and a session over its quota", () => {
    const counter = consistent();
    counter.snapshot.seats[0]!.taken = 2;
    expect(checksBroken(counter)).toEqual(["seats taken = ticket rows", "seats taken = ticket rows"]);
    const oversold = consistent();
    oversold.snapshot.seats[0]!.quota = 2;
    expect(checksBroken(oversold)).toEqual(["no session over its quota"]);
  });

  it("find a KTP twice on the pickup date and six times in the month", () => {
    const twice = consistent();
    twice.snapshot.tickets[1]!.no_ktp = twice.snapshot.tickets[0]!.no_ktp;
    expect(checksBroken(twice)).toEqual(["one ticket per KTP per pickup date"]);
    const six = consistent();
    const ktp = six.snapshot.tickets[0]!.no_ktp;
    for (let day = 2; day <= 6; day++)
      six.snapshot.tickets.push(ticket(100 + day, { no_ktp: ktp, scheduled_date: `2026-03-0${day}`, sequence: 1 }));
    expect(checksBroken(six)).toEqual(["five per KTP per month"]);
  });

  it("find a gap and a repeat in the queue numbers of a location and date", () => {
    const gap = consistent();
    gap.snapshot.tickets[2]!.sequence = 4;
    expect(checksBroken(gap)).toEqual(["queue numbers 1…n"]);
    const repeat = consistent();
    repeat.snapshot.tickets[2]!.sequence = 2;
    expect(checksBroken(repeat)).toEqual(["queue numbers 1…n"]);
  });
});
