import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_TTL_MS } from "../../rules/idempotency";
import { isViolation, type Violation } from "../../rules/violation";
import {
  change,
  codeOf,
  CONFORMANCE_NOW,
  created,
  person,
  PICKUP_DATE,
  PICKUP_WEEKDAY,
  type ConformanceContext,
} from "../conformance-kit";

/** The tickets repository's part of the conformance suite (../store-conformance.ts): registration exactly once, the guest lists. */
export function ticketsConformance(context: ConformanceContext): void {
  describe("tickets", () => {
    it("registers 100 parallel citizens for 1 seat exactly once; the rest are told the quota is full", async () => {
      const sessionId = await context.sessionWith(1, "20:00:00");
      const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => context.register(person(sessionId, 1000 + i))));
      expect(outcomes.filter((outcome) => !isViolation(outcome))).toHaveLength(1);
      expect(new Set(outcomes.map((outcome) => codeOf(outcome) ?? "created"))).toEqual(new Set(["created", "QUOTA_FULL"]));
      const session = (await context.store.tickets.guestSessions(context.locationId, PICKUP_DATE)).find(
        (s) => s.id === sessionId,
      );
      expect(session?.remaining_quota).toBe(0);
    });

    it("marks each guest location with its sessions and seats for the date; a full one at once when its last seat goes", async () => {
      const { store } = context;
      const market = await store.locations.create({ name: "Pasar Uji Kursi", code: "UJIK" }, change);
      const empty = await store.locations.create({ name: "Pasar Uji Kosong", code: "UJIO" }, change);
      if (isViolation(market) || isViolation(empty)) throw new Error("locations not created");
      const seat = await store.sessions.create(
        { location_id: market.id, day_of_the_week: PICKUP_WEEKDAY, start_time: "07:00:00", end_time: "09:00:00", quota: 1 },
        change,
      );
      // another weekday's session is not the pickup date's
      await store.sessions.create(
        { location_id: empty.id, day_of_the_week: PICKUP_WEEKDAY + 1, start_time: "07:00:00", end_time: "09:00:00", quota: 5 },
        change,
      );
      if (isViolation(seat)) throw new Error(seat.message);
      const marks = async () =>
        Object.fromEntries(
          (await store.tickets.guestLocations(PICKUP_DATE))
            .filter((location) => location.id === market.id || location.id === empty.id)
            .map((location) => [location.code, [location.pickup_sessions, location.pickup_seats_left]]),
        );
      expect(await marks()).toEqual({ UJIK: [1, 1], UJIO: [0, 0] });
      created(await context.register(person(seat.id, 9000)));
      // at once, not after the SQL store's second of keeping the list (ADR 121)
      expect(await marks()).toEqual({ UJIK: [1, 0], UJIO: [0, 0] });
    });

    it("names the next date a location serves, the first after the given one", async () => {
      const { store } = context;
      const next = await store.tickets.nextPickupDate(PICKUP_DATE);
      expect(next).not.toBeNull();
      const serves = async (date: string) =>
        (await store.tickets.guestLocations(date)).some(
          (location) => location.queue_days_off.length === 0 && location.pickup_sessions! > 0,
        );
      expect(next! > PICKUP_DATE).toBe(true);
      expect(await serves(next!)).toBe(true);
      for (
        let day = new Date("2026-03-12T00:00:00Z");
        day.toISOString().slice(0, 10) < next!;
        day.setUTCDate(day.getUTCDate() + 1)
      ) {
        expect(await serves(day.toISOString().slice(0, 10))).toBe(false);
      }
    });

    it("registers one KTP once per pickup date, also when it tries 20 times at once", async () => {
      const sessionId = await context.sessionWith(100, "20:01:00");
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => context.register(person(sessionId, 2000))));
      expect(outcomes.filter((outcome) => !isViolation(outcome))).toHaveLength(1);
      expect(outcomes.filter((outcome) => codeOf(outcome) === "KTP_DAILY_LIMIT")).toHaveLength(19);
    });

    it("numbers a location's tickets for a date 1..n without gaps or repeats", async () => {
      const sessionId = await context.sessionWith(100, "20:02:00");
      const tickets = (
        await Promise.all(Array.from({ length: 10 }, (_, i) => context.register(person(sessionId, 3000 + i))))
      ).map(created);
      const all = (await context.store.tickets.listAll({ date: PICKUP_DATE, location_id: context.locationId }, Infinity))!;
      const numbers = all.map((ticket) => ticket.no).sort();
      expect(numbers).toEqual(Array.from({ length: all.length }, (_, i) => `UJI-${String(i + 1).padStart(3, "0")}`));
      expect(tickets.every((ticket) => ticket.status === "registered" && ticket.scheduled_date === PICKUP_DATE)).toBe(true);
    });

    // docs/product.md §2.8: a day's list by location name, then queue number, whatever order citizens came in; a page
    // continues where the one before it ended
    it("lists a date's tickets by location name, then queue number, and pages through that order", async () => {
      const { store } = context;
      // created first, so its id is the smaller: the order follows the name, not the id
      const zeta = await store.locations.create({ name: "Pasar Uji Zeta", code: "UJZ" }, change);
      const alfa = await store.locations.create({ name: "Pasar Uji Alfa", code: "UJA" }, change);
      if (isViolation(zeta) || isViolation(alfa)) throw new Error("locations not created");
      const sessionAt = async (locationId: number) => {
        const session = await store.sessions.create(
          { location_id: locationId, day_of_the_week: PICKUP_WEEKDAY, start_time: "07:00:00", end_time: "09:00:00", quota: 10 },
          change,
        );
        if (isViolation(session)) throw new Error(session.message);
        return session.id;
      };
      const [atZeta, atAlfa] = [await sessionAt(zeta.id), await sessionAt(alfa.id)];
      for (const [n, sessionId] of [atZeta, atAlfa, atZeta, atAlfa, atAlfa].entries())
        created(await context.register(person(sessionId, 5000 + n)));
      const all = (await store.tickets.listAll({ date: PICKUP_DATE }, Infinity))!;
      expect(all.map((ticket) => ticket.no).filter((no) => /^UJ[AZ]-/.test(no))).toEqual([
        "UJA-001",
        "UJA-002",
        "UJA-003",
        "UJZ-001",
        "UJZ-002",
      ]);
      const pages = [];
      for (let page = 1; (page - 1) * 3 < all.length; page++)
        pages.push(...(await store.tickets.list({ date: PICKUP_DATE }, { page, size: 3 })).rows);
      expect(pages.map((ticket) => ticket.uuid)).toEqual(all.map((ticket) => ticket.uuid));
    });

    // the export (contract/outcomes.ts EXPORT_MAX_ROWS): counted first, then read only up to its cap
    it("counts the tickets the list pages through, and lists them all only up to a cap", async () => {
      const { store } = context;
      const sessionId = await context.sessionWith(100, "20:03:00");
      for (let n = 0; n < 3; n++) created(await context.register(person(sessionId, 6000 + n)));
      const filters = { date: PICKUP_DATE, location_id: context.locationId };
      const all = (await store.tickets.listAll(filters, Infinity))!;
      expect(all.length).toBeGreaterThanOrEqual(3);
      expect(await store.tickets.count(filters)).toBe(all.length);
      expect(await store.tickets.count({ ...filters, no: "no such" })).toBe(0);
      expect(await store.tickets.listAll(filters, all.length)).toEqual(all);
      expect(await store.tickets.listAll(filters, all.length - 1)).toBeNull();
    });

    it("answers a repeated Idempotency-Key with the first ticket and writes nothing; another body under it is refused", async () => {
      const sessionId = await context.sessionWith(100, "20:03:00");
      const body = person(sessionId, 4000);
      const first = created(await context.register(body, "key-4000"));
      const before = (await context.store.counts()).tickets;
      const again = await Promise.all([context.register(body, "key-4000"), context.register(body, "key-4000")]);
      for (const outcome of again) {
        expect(outcome).toEqual({ ticket: first, replayed: true });
      }
      expect((await context.store.counts()).tickets).toBe(before);
      const other = await context.register(person(sessionId, 4001), "key-4000");
      expect(codeOf(other)).toBe("VALIDATION");
      expect((other as Violation).errors).toHaveProperty("Idempotency-Key");
    });

    it("says which Idempotency-Keys it remembers, also when many are asked at once, and forgets them after a day", async () => {
      const sessionId = await context.sessionWith(100, "20:04:00");
      created(await context.register(person(sessionId, 4100), "key-4100"));
      created(await context.register(person(sessionId, 4101), "key-4101"));
      const { tickets } = context.store;
      const asks = [
        ["key-4100", CONFORMANCE_NOW],
        ["key-never", CONFORMANCE_NOW],
        ["key-4101", CONFORMANCE_NOW],
        ["key-4100", CONFORMANCE_NOW + IDEMPOTENCY_TTL_MS + 1],
        ["key-4101", CONFORMANCE_NOW],
      ] as const;
      expect(await Promise.all(asks.map(([key, now]) => tickets.isKeyRemembered(key, now)))).toEqual([
        true,
        false,
        true,
        false,
        true,
      ]);
      expect(await tickets.isKeyRemembered("key-4101", CONFORMANCE_NOW)).toBe(true);
    });

    it("refuses in the contract's order: unknown session 404 before anything else", async () => {
      expect(codeOf(await context.register(person(999_999, 5000)))).toBe("NOT_FOUND");
    });
  });
}
