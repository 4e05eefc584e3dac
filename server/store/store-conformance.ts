import { beforeAll, describe, expect, it } from "vitest";
import type { Queue } from "../../contract";
import { fingerprintOf } from "../rules/idempotency";
import { isViolation, type Violation } from "../rules/violation";
import { LOGIN_THROTTLE } from "../rules/login-throttle";
import type { Change, LoginAttempt, RegistrationOutcome, Store } from "./store";

/**
 * What every store must do the same way (server/store/store.ts), as vitest suites: a store's own test file calls
 * `storeConformance("memory", () => new MemoryStore())`, and a SQL store the same with its own factory, so both are
 * held to one set of answers (docs/decisions/102-mock-routing.md). Each suite starts from the demo data at
 * a Tuesday 10:00 WIB (pickup Wednesday 2026-03-11) and creates what it races on, so it does not depend on seeded counts.
 */
export const CONFORMANCE_NOW = Date.parse("2026-03-10T10:00:00+07:00");
const PICKUP_WEEKDAY = 3; // Wednesday 2026-03-11
const change: Change = { now: CONFORMANCE_NOW, actorId: 1 };

/** A registration body for person `n` (distinct KTP, KJP and KK per n). */
function person(sessionId: number, n: number) {
  const digits = String(n).padStart(6, "0");
  return { no_kjp: `5049481111${digits}`, no_ktp: `3171019999${digits}`, no_kk: `3171029999${digits}`, session_id: sessionId };
}

function created(outcome: RegistrationOutcome): Queue {
  if (isViolation(outcome)) throw new Error(`refused: ${outcome.code} ${outcome.message}`);
  return outcome.ticket;
}

function codeOf(value: object | null): string | null {
  return value && isViolation(value) ? value.code : null;
}

export function storeConformance(name: string, makeStore: () => Store | Promise<Store>): void {
  describe(`store conformance: ${name}`, () => {
    let store: Store;
    let locationId = 0;
    let uuidSeq = 0;
    const uuid = () => `00000000-0000-4000-8000-${String(++uuidSeq).padStart(12, "0")}`;

    /** A new active session for the pickup date's weekday at the test location. */
    async function sessionWith(quota: number, start: string): Promise<number> {
      const session = await store.createSession(
        { location_id: locationId, day_of_the_week: PICKUP_WEEKDAY, start_time: start, end_time: "23:59:00", quota },
        change,
      );
      if (isViolation(session)) throw new Error(session.message);
      return session.id;
    }

    const register = (body: ReturnType<typeof person>, key: string | null = null) =>
      store.register({
        body,
        now: CONFORMANCE_NOW,
        uuid: uuid(),
        idempotency: key ? { key, fingerprint: fingerprintOf(body) } : null,
      });

    beforeAll(async () => {
      store = await makeStore();
      await store.reset({ tickets: 0 }, CONFORMANCE_NOW);
      const location = await store.createLocation({ name: "Pasar Uji Konformitas", code: "UJI" }, change);
      if (isViolation(location)) throw new Error(location.message);
      locationId = location.id;
    }, 60_000);

    it("registers 100 parallel citizens for 1 seat exactly once; the rest are told the quota is full", async () => {
      const sessionId = await sessionWith(1, "20:00:00");
      const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => register(person(sessionId, 1000 + i))));
      expect(outcomes.filter((outcome) => !isViolation(outcome))).toHaveLength(1);
      expect(new Set(outcomes.map((outcome) => codeOf(outcome) ?? "created"))).toEqual(new Set(["created", "QUOTA_FULL"]));
      const session = (await store.guestSessions(locationId, "2026-03-11")).find((s) => s.id === sessionId);
      expect(session?.remaining_quota).toBe(0);
    });

    it("marks each guest location with its sessions and seats for the date; a full one at once when its last seat goes", async () => {
      const market = await store.createLocation({ name: "Pasar Uji Kursi", code: "UJIK" }, change);
      const empty = await store.createLocation({ name: "Pasar Uji Kosong", code: "UJIO" }, change);
      if (isViolation(market) || isViolation(empty)) throw new Error("locations not created");
      const seat = await store.createSession(
        { location_id: market.id, day_of_the_week: PICKUP_WEEKDAY, start_time: "07:00:00", end_time: "09:00:00", quota: 1 },
        change,
      );
      // another weekday's session is not the pickup date's
      await store.createSession(
        { location_id: empty.id, day_of_the_week: PICKUP_WEEKDAY + 1, start_time: "07:00:00", end_time: "09:00:00", quota: 5 },
        change,
      );
      if (isViolation(seat)) throw new Error(seat.message);
      const marks = async () =>
        Object.fromEntries(
          (await store.guestLocations("2026-03-11"))
            .filter((location) => location.id === market.id || location.id === empty.id)
            .map((location) => [location.code, [location.pickup_sessions, location.pickup_seats_left]]),
        );
      expect(await marks()).toEqual({ UJIK: [1, 1], UJIO: [0, 0] });
      created(await register(person(seat.id, 9000)));
      // at once, not after the SQL store's second of keeping the list (ADR 121)
      expect(await marks()).toEqual({ UJIK: [1, 0], UJIO: [0, 0] });
    });

    it("names the next date a location serves, the first after the given one", async () => {
      const next = await store.nextPickupDate("2026-03-11");
      expect(next).not.toBeNull();
      const serves = async (date: string) =>
        (await store.guestLocations(date)).some(
          (location) => location.queue_days_off.length === 0 && location.pickup_sessions! > 0,
        );
      expect(next! > "2026-03-11").toBe(true);
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
      const sessionId = await sessionWith(100, "20:01:00");
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => register(person(sessionId, 2000))));
      expect(outcomes.filter((outcome) => !isViolation(outcome))).toHaveLength(1);
      expect(outcomes.filter((outcome) => codeOf(outcome) === "KTP_DAILY_LIMIT")).toHaveLength(19);
    });

    it("numbers a location's tickets for a date 1..n without gaps or repeats", async () => {
      const sessionId = await sessionWith(100, "20:02:00");
      const tickets = (await Promise.all(Array.from({ length: 10 }, (_, i) => register(person(sessionId, 3000 + i))))).map(
        created,
      );
      const all = await store.exportTickets({ date: "2026-03-11", location_id: locationId });
      const numbers = all.map((ticket) => ticket.no).sort();
      expect(numbers).toEqual(Array.from({ length: all.length }, (_, i) => `UJI-${String(i + 1).padStart(3, "0")}`));
      expect(tickets.every((ticket) => ticket.status === "registered" && ticket.scheduled_date === "2026-03-11")).toBe(true);
    });

    it("answers a repeated Idempotency-Key with the first ticket and writes nothing; another body under it is refused", async () => {
      const sessionId = await sessionWith(100, "20:03:00");
      const body = person(sessionId, 4000);
      const first = created(await register(body, "key-4000"));
      const before = (await store.counts()).tickets;
      const again = await Promise.all([register(body, "key-4000"), register(body, "key-4000")]);
      for (const outcome of again) {
        expect(outcome).toEqual({ ticket: first, replayed: true });
      }
      expect((await store.counts()).tickets).toBe(before);
      const other = await register(person(sessionId, 4001), "key-4000");
      expect(codeOf(other)).toBe("VALIDATION");
      expect((other as Violation).errors).toHaveProperty("Idempotency-Key");
    });

    it("refuses in the contract's order: unknown session 404 before anything else", async () => {
      expect(codeOf(await register(person(999_999, 5000)))).toBe("NOT_FOUND");
    });

    it("keeps codes, slugs and usernames unique without case or surrounding spaces, naming the field", async () => {
      const duplicate = await store.createLocation({ name: "Pasar Uji Lain", code: "uji" }, change);
      expect(codeOf(duplicate)).toBe("DUPLICATE");
      expect((duplicate as Violation).errors).toHaveProperty("code");
      const user = await store.createUser({ name: "Operator Dua", username: "OPERATOR", password_hash: "x" }, change);
      expect(codeOf(user)).toBe("DUPLICATE");
    });

    it("answers null for a record that is not there, and a 422 naming the field for an unknown reference", async () => {
      expect(await store.getLocation(999_999)).toBeNull();
      expect(await store.editRole(999_999, { name: "Apa Saja" })).toBeNull();
      expect(await store.deleteDayOff(999_999)).toBe(false);
      const session = await store.createSession(
        { location_id: 999_999, day_of_the_week: 1, start_time: "07:00:00", end_time: "09:00:00", quota: 5 },
        change,
      );
      expect(session).toMatchObject({ status: 422, code: "VALIDATION", errors: { location_id: expect.any(String) } });
    });

    it("rotates a refresh token once; presenting the rotated one again revokes the whole login session", async () => {
      const user = await store.findLoginUser(" Operator ");
      expect(user?.username).toBe("operator");
      expect(user?.permissions).toContain("access:queue");
      await store.openSession({
        tokenHash: "hash-1",
        family: "family-1",
        userId: user?.id ?? 0,
        expiresAt: CONFORMANCE_NOW + 60_000,
      });
      expect(
        await store.rotateRefreshToken("hash-1", { tokenHash: "hash-2", expiresAt: CONFORMANCE_NOW + 60_000 }, CONFORMANCE_NOW),
      ).toEqual({
        userId: user?.id,
        family: "family-1",
      });
      expect(await store.sessionUser("family-1")).toEqual({
        id: user?.id,
        username: "operator",
        name: user?.name,
        permissions: user?.permissions,
      });
      expect(
        await store.rotateRefreshToken("hash-1", { tokenHash: "hash-3", expiresAt: CONFORMANCE_NOW }, CONFORMANCE_NOW),
      ).toBeNull();
      expect(await store.sessionUser("family-1")).toBeNull();
      expect(
        await store.rotateRefreshToken("hash-2", { tokenHash: "hash-4", expiresAt: CONFORMANCE_NOW }, CONFORMANCE_NOW),
      ).toBeNull();
    });

    it("reads a session's user as they stand now: a removed role counts at once (ADR 126)", async () => {
      const role = await store.createRole({ name: "Pemeriksa Uji", slug: "uji-pemeriksa", permissions: [] });
      if (isViolation(role)) throw new Error(role.message);
      const queueAccess = (await store.listPermissions({ page: 1, size: 100 })).rows.find((p) => p.slug === "access:queue");
      await store.editRole(role.id, { permissions: [queueAccess?.id ?? 0] });
      const made = await store.createUser(
        { name: "Petugas Uji", username: "petugas-uji", password_hash: "x", roles: [role.id] },
        change,
      );
      if (isViolation(made)) throw new Error(made.message);
      const id = (await store.findLoginUser("petugas-uji"))?.id ?? 0;
      await store.openSession({ tokenHash: "uji-a", family: "uji-a", userId: id, expiresAt: CONFORMANCE_NOW + 60_000 });
      expect((await store.sessionUser("uji-a"))?.permissions).toEqual(["access:queue"]);
      await store.editRole(role.id, { permissions: [] });
      expect(await store.sessionUser("uji-a")).toMatchObject({ id, username: "petugas-uji", permissions: [] });
      await store.editUser("petugas-uji", { name: "Petugas Uji Baru" }, change);
      expect((await store.sessionUser("uji-a"))?.name).toBe("Petugas Uji Baru");
    });

    it("ends a user's other sessions when their password changes or they are left with no permission", async () => {
      const made = await store.createUser(
        { name: "Petugas Sandi", username: "petugas-sandi", password_hash: "x", permissions: [1] },
        change,
      );
      if (isViolation(made)) throw new Error(made.message);
      const id = (await store.findLoginUser("petugas-sandi"))?.id ?? 0;
      const open = (family: string) =>
        store.openSession({ tokenHash: `hash-${family}`, family, userId: id, expiresAt: CONFORMANCE_NOW + 60_000 });
      await Promise.all([open("sandi-a"), open("sandi-b"), open("sandi-c")]);
      // a new name changes no session; a new password ends every session but the one acting
      await store.editUser("petugas-sandi", { name: "Petugas Sandi Dua" }, { ...change, session: "sandi-a" });
      expect(await store.sessionUser("sandi-b")).not.toBeNull();
      await store.editUser("petugas-sandi", { password_hash: "y" }, { ...change, session: "sandi-a" });
      expect((await store.sessionUser("sandi-a"))?.id).toBe(id);
      expect(await store.sessionUser("sandi-b")).toBeNull();
      expect(
        await store.rotateRefreshToken("hash-sandi-c", { tokenHash: "n", expiresAt: CONFORMANCE_NOW }, CONFORMANCE_NOW),
      ).toBeNull();
      // left with no permission (the product's deactivated user), by another session: every session ends
      await store.editUser("petugas-sandi", { permissions: [] }, { ...change, session: "someone-else" });
      expect(await store.sessionUser("sandi-a")).toBeNull();
    });

    it("checks at most 5 of 50 parallel attempts on one username; failures lock it, a success clears it (ADR 103)", async () => {
      const attempt = (n: number, username = "tebak", client = `198.51.100.${n % 7}`): LoginAttempt => ({
        id: `attempt-${username}-${n}`,
        username: { key: `user:${username}`, threshold: LOGIN_THROTTLE.perUsername },
        client: { key: `client:${client}`, threshold: LOGIN_THROTTLE.perClient },
      });
      const waits = await Promise.all(
        Array.from({ length: 50 }, (_, n) => store.reserveLoginAttempt(attempt(n), CONFORMANCE_NOW)),
      );
      const reserved = waits.flatMap((wait, n) => (wait === 0 ? [n] : []));
      expect(reserved).toHaveLength(LOGIN_THROTTLE.perUsername);
      expect(waits.filter((wait) => wait > 0).every((wait) => wait === LOGIN_THROTTLE.firstLockSeconds)).toBe(true);
      // they fail: the lock is recorded, and with nothing in flight any process sees it
      await Promise.all(reserved.map((n) => store.endLoginAttempt(attempt(n), "failed", CONFORMANCE_NOW)));
      expect(await store.reserveLoginAttempt(attempt(99), CONFORMANCE_NOW + 1_000)).toBe(LOGIN_THROTTLE.firstLockSeconds - 1);
      const later = CONFORMANCE_NOW + LOGIN_THROTTLE.firstLockSeconds * 1000;
      expect(await store.reserveLoginAttempt(attempt(100), later)).toBe(0);
      await store.endLoginAttempt(attempt(100), "succeeded", later);
      // a success cleared the username's failures: five more may be checked, not one
      const again = await Promise.all(Array.from({ length: 6 }, (_, n) => store.reserveLoginAttempt(attempt(200 + n), later)));
      expect(again.filter((wait) => wait === 0)).toHaveLength(LOGIN_THROTTLE.perUsername);
      // an attempt the database could not check records nothing
      const other = (n: number) => attempt(n, "lain", "203.0.113.9");
      for (let n = 0; n < 10; n++) {
        expect(await store.reserveLoginAttempt(other(n), later)).toBe(0);
        await store.endLoginAttempt(other(n), "unchecked", later);
      }
    });

    it("does not rotate an expired refresh token", async () => {
      await store.openSession({ tokenHash: "hash-old", family: "family-old", userId: 1, expiresAt: CONFORMANCE_NOW });
      expect(
        await store.rotateRefreshToken("hash-old", { tokenHash: "hash-new", expiresAt: CONFORMANCE_NOW }, CONFORMANCE_NOW),
      ).toBeNull();
    });
  });
}
