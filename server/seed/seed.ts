import { addCalendarDays, wibTimestamp, wibToday, wibTomorrow } from "../../contract/wib";
import { hashPassword } from "../auth/passwords";
import { Database, tableNames, type Row } from "../store/memory/database";
import type { StoreTables } from "../store/rows";
import { createdAudit } from "../rules/audit";
import { checkSessionBookable } from "../rules/bookability";
import { KTP_DAILY_LIMIT, KTP_MONTHLY_LIMIT } from "../rules/limits";
import { formatQueueNumber } from "../rules/queue-number";
import {
  DEMO_PASSWORD,
  demoUsers,
  extraStaff,
  locationFixtures,
  permissionFixtures,
  rejectionReasonFixtures,
  roleFixtures,
  sessionSlots,
  sessionWeekdays,
} from "./fixtures";
import { makePerson, type Person } from "./people";
import { Prng } from "./prng";

export type SeedOptions = {
  /** Past (and, once the window has opened, tomorrow's) registrations. Default 3,000; up to 100,000. */
  tickets?: number;
  /** PRNG seed: same seed + same clock date = same data. */
  seed?: number;
};

export const DEFAULT_SEED_TICKETS = 3_000;
export const MAX_SEED_TICKETS = 100_000;
const DEFAULT_PRNG_SEED = 20250424;
/** The instant of a WIB wall-clock time. */
export function wibInstant(isoDate: string, time: string): number {
  return new Date(`${isoDate}T${time}+07:00`).getTime();
}

/**
 * Fills an empty database with the demo data of docs/product.md §17, relative to `now` (the mock clock): the day off
 * falls on tomorrow, tickets on the days before. Deterministic for a given seed and date.
 */
export async function seedDatabase(db: Database, now: number, options: SeedOptions = {}): Promise<void> {
  const prng = new Prng(options.seed ?? DEFAULT_PRNG_SEED);
  const requested = Number.isFinite(options.tickets) ? (options.tickets as number) : DEFAULT_SEED_TICKETS;
  const ticketCount = Math.min(Math.max(0, Math.floor(requested)), MAX_SEED_TICKETS);
  const today = wibToday(now);
  // Configuration was made a while ago by the super admin (user 1).
  const configured = createdAudit(wibInstant(addCalendarDays(today, -120), "09:00:00"), 1);

  const permissions = new Map<string, number>();
  for (const fixture of permissionFixtures) {
    const row = await db.insert("permissions", { id: db.nextId("permissions"), ...fixture });
    permissions.set(row.slug, row.id);
  }
  const roles = new Map<string, number>();
  for (const fixture of roleFixtures) {
    const permission_ids = fixture.permissions.map((slug) => permissions.get(slug) ?? 0);
    const row = await db.insert("roles", {
      id: db.nextId("roles"),
      name: fixture.name,
      slug: fixture.slug,
      description: fixture.description,
      permission_ids,
    });
    roles.set(row.slug, row.id);
  }
  for (const user of [...demoUsers, ...extraStaff]) {
    await db.insert("users", {
      id: db.nextId("users"),
      name: user.name,
      username: user.username,
      password_hash: await demoPasswordHash(prng.salt()),
      role_ids: user.role ? [roles.get(user.role) ?? 0] : [],
      permission_ids: [],
      ...configured,
      created_by: null,
      updated_by: null,
    });
  }

  for (const fixture of locationFixtures) {
    await db.insert("locations", {
      id: db.nextId("locations"),
      name: fixture.name,
      code: fixture.code,
      description: fixture.description,
      is_active: !fixture.archived,
      ...configured,
    });
  }
  const [first, second, third, fourth] = db.all("locations");
  for (const location of db.all("locations")) {
    for (const day of sessionWeekdays) {
      for (const slot of sessionSlots) {
        // One archived session: Saturday afternoon at the first location.
        const archived = location.id === first?.id && day === 6 && slot.start === "13:00:00";
        await db.insert("sessions", {
          id: db.nextId("sessions"),
          location_id: location.id,
          day_of_the_week: day,
          start_time: slot.start,
          end_time: slot.end,
          quota: slot.quota,
          is_active: !archived,
          ...configured,
        });
      }
    }
  }

  const tomorrow = wibTomorrow(now);
  const daysOff: { location?: Row<"locations">; date: string; details: string; is_active: boolean }[] = [
    { location: second, date: tomorrow, details: "Libur operasional: stock opname gudang", is_active: true },
    { location: third, date: tomorrow, details: "Perbaikan listrik (dibatalkan)", is_active: false },
    { location: fourth, date: addCalendarDays(today, 7), details: "Cuti bersama", is_active: true },
    { location: first, date: addCalendarDays(today, -14), details: "Hari raya", is_active: true },
  ];
  for (const dayOff of daysOff) {
    if (!dayOff.location) continue;
    await db.insert("daysOff", {
      id: db.nextId("daysOff"),
      location_id: dayOff.location.id,
      date: dayOff.date,
      details: dayOff.details,
      is_active: dayOff.is_active,
      ...configured,
    });
  }

  for (const reason of rejectionReasonFixtures) {
    await db.insert("rejectionReasons", { id: db.nextId("rejectionReasons"), reason });
  }

  await seedTickets(db, prng, now, ticketCount);
}

/**
 * The demo data as plain rows, for a store other than the memory one (the SQL store loads them): seeded into a
 * scratch memory database, so both stores start from the same rows for the same clock and seed.
 */
export async function demoTables(now: number, options: SeedOptions = {}): Promise<StoreTables> {
  const db = new Database();
  await seedDatabase(db, now, options);
  return Object.fromEntries(tableNames.map((table) => [table, db.all(table).map((row) => structuredClone(row))])) as StoreTables;
}

// PBKDF2 is slow on purpose; the seed's salts are the same every run, so each hash is computed once per process.
const demoHashes = new Map<string, Promise<string>>();
function demoPasswordHash(salt: string): Promise<string> {
  let hash = demoHashes.get(salt);
  if (!hash) demoHashes.set(salt, (hash = hashPassword(DEMO_PASSWORD, salt)));
  return hash;
}

type Slot = { session: Row<"sessions">; location: Row<"locations">; date: string; ceiling: number; seats: number };

/** Share of a session's quota the seed may fill: past days up to 80%; tomorrow 30%, so the demo can still book. */
const PAST_FILL = 0.8;
const TOMORROW_FILL = 0.3;
/** A demo has a month of history even with few tickets. */
const MIN_DAYS_BACK = 30;
const MAX_DAYS_BACK = 400;

/**
 * Registrations that obey the server rules (quota, one per KTP per day, five per month), spread over enough
 * past days to hold `count`, in proportion to the quotas; tomorrow's sessions get some too once today's window
 * has opened. Inserted in registration order, so queue numbers and the admin list's order match created_at.
 */
async function seedTickets(db: Database, prng: Prng, now: number, count: number): Promise<void> {
  if (count === 0) return;
  const today = wibToday(now);
  const tomorrow = wibTomorrow(now);
  // The sessions a guest could have booked for that date (the same rule the create handler applies).
  const bookableSlots = (date: string, fill: number): Slot[] =>
    db.all("sessions").flatMap((session) => {
      const location = db.byId("locations", session.location_id);
      const bookable = location && !checkSessionBookable({ session, location, date, daysOff: db.all("daysOff") });
      return bookable ? [{ session, location, date, ceiling: Math.floor(session.quota * fill), seats: 0 }] : [];
    });

  const slots: Slot[] = now >= wibInstant(today, "06:00:00") ? bookableSlots(tomorrow, TOMORROW_FILL) : [];
  let capacity = slots.reduce((sum, slot) => sum + slot.ceiling, 0);
  for (let back = 0; (capacity < count || back < MIN_DAYS_BACK) && back < MAX_DAYS_BACK; back++) {
    const daySlots = bookableSlots(addCalendarDays(today, -back), PAST_FILL);
    slots.push(...daySlots);
    capacity += daySlots.reduce((sum, slot) => sum + slot.ceiling, 0);
  }
  const share = Math.min(1, count / Math.max(1, capacity));
  let allotted = 0;
  for (const slot of slots) {
    slot.seats = Math.min(Math.floor(slot.ceiling * share), count - allotted);
    allotted += slot.seats;
  }
  // Rounding left a few over: one more seat each where there is room.
  for (const slot of slots) {
    if (allotted >= count) break;
    if (slot.seats < slot.ceiling) {
      slot.seats++;
      allotted++;
    }
  }

  const people = makePeople(prng, Math.max(200, Math.ceil(count / 2)));
  const reasons = db.all("rejectionReasons");
  const byDate = new Map<string, Slot[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  for (const date of [...byDate.keys()].sort()) {
    const registrationDay = addCalendarDays(date, -1);
    const opens = wibInstant(registrationDay, "06:00:00");
    const closes = Math.min(wibInstant(registrationDay, "21:00:00"), now);
    const arrivals = (byDate.get(date) ?? [])
      .flatMap((slot) => Array.from({ length: slot.seats }, () => ({ slot, at: prng.int(opens, closes - 1) })))
      .sort((a, b) => a.at - b.at);
    for (const { slot, at } of arrivals) {
      const person = choosePerson(db, prng, people, date);
      if (!person) continue;
      const status = date < today ? pastStatus(prng) : date === today && prng.chance(0.3) ? "done" : "registered";
      await db.insert("tickets", {
        uuid: prng.uuid(),
        no: formatQueueNumber(slot.location.code, db.tickets.nextSequence(slot.location.id, date)),
        no_kjp: person.kjp,
        no_ktp: person.ktp,
        no_kk: person.kk,
        scheduled_date: date,
        scheduled_location: slot.location.name,
        scheduled_start_time: slot.session.start_time,
        scheduled_end_time: slot.session.end_time,
        status,
        rejection_reason: status === "rejected" ? { reason: prng.pick(reasons).reason } : null,
        queue_location_id: slot.location.id,
        queue_session_id: slot.session.id,
        created_at: wibTimestamp(at),
      });
    }
  }
}

function pastStatus(prng: Prng): "done" | "rejected" | "registered" {
  const roll = prng.next();
  return roll < 0.85 ? "done" : roll < 0.93 ? "rejected" : "registered";
}

function makePeople(prng: Prng, count: number): Person[] {
  const byKtp = new Map<string, Person>();
  while (byKtp.size < count) {
    const person = makePerson(prng);
    byKtp.set(person.ktp, person);
  }
  return [...byKtp.values()];
}

/** A random citizen who may still register for the date; probes onward from a random start. */
function choosePerson(db: Database, prng: Prng, people: Person[], date: string): Person | undefined {
  const start = prng.int(0, people.length - 1);
  for (let i = 0; i < people.length; i++) {
    const person = people[(start + i) % people.length] as Person;
    const { onDate, inMonth } = db.tickets.ktpRegistrations(person.ktp, date);
    if (onDate < KTP_DAILY_LIMIT && inMonth < KTP_MONTHLY_LIMIT) return person;
  }
  return undefined;
}

/**
 * What a production database starts with (docs/deploy.md, "The first administrator"): the permissions and the
 * standard roles the product needs, with the demo's ids; no users, no locations, no tickets. The first administrator
 * is made by `npm run admin:create`.
 */
export function referenceTables(): StoreTables {
  const empty = Object.fromEntries(tableNames.map((table) => [table, []])) as unknown as StoreTables;
  const permissions = permissionFixtures.map((fixture, index) => ({ id: index + 1, ...fixture }));
  const idOf = new Map(permissions.map((permission) => [permission.slug, permission.id]));
  const roles = roleFixtures.map((fixture, index) => ({
    id: index + 1,
    name: fixture.name,
    slug: fixture.slug,
    description: fixture.description,
    permission_ids: fixture.permissions.map((slug) => idOf.get(slug) ?? 0),
  }));
  return { ...empty, permissions, roles };
}
