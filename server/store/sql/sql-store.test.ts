import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wibToday, wibTomorrow } from "../../../contract/wib";
import { capacityReport } from "../../rules/capacity";
import { MemoryStore } from "../memory/memory-store";
import { SqlStore } from "./sql-store";
import { testTargets } from "./testing";

// The SQL store answers what the memory store answers: both seeded with the same demo data at the same clock, every
// read is compared with the memory store's answer; then the writes that have rules of their own (uniqueness without
// case, days off, refresh-token families, ticket status). The shared races are in the conformance suite.

/** Tuesday 2026-03-10 10:00 WIB, as the handler tests' clock. */
const NOW = new Date("2026-03-10T10:00:00+07:00").getTime();
const TODAY = wibToday(NOW);
const PICKUP = wibTomorrow(NOW);
const SEED = { tickets: 400 };
const ALL = { page: 1, size: 100 };
const change = { now: NOW, actorId: 1 };

describe.each(testTargets())("the SQL store on $kind", ({ open }) => {
  let store: SqlStore;
  const memory = new MemoryStore();

  beforeAll(async () => {
    store = new SqlStore(await open());
    await Promise.all([store.reset(SEED, NOW), memory.reset(SEED, NOW)]);
  }, 120_000);
  afterAll(() => store?.close());

  describe("reads the demo data as the memory store answers it", () => {
    it("counts the same rows", async () => {
      expect(await store.counts()).toEqual(await memory.counts());
      expect((await store.counts()).tickets).toBe(SEED.tickets);
    });

    it("guest locations and sessions, with the seats left", async () => {
      expect(await store.guestLocations(PICKUP)).toEqual(await memory.guestLocations(PICKUP));
      for (const { id } of (await memory.listLocations({}, ALL)).rows.concat({ id: 999 } as never))
        expect([id, await store.guestSessions(id, PICKUP)]).toEqual([id, await memory.guestSessions(id, PICKUP)]);
    });

    it("locations, sessions, days off, reasons, roles, permissions and users, filtered and paged", async () => {
      for (const [filter, page] of [
        [{}, ALL],
        [{ name: "JAYA k" }, { page: 2, size: 2 }],
      ] as const)
        expect(await store.listLocations(filter, page)).toEqual(await memory.listLocations(filter, page));
      for (const filter of [{}, { location_id: 2 }, { location_id: 0 }])
        expect(await store.listSessions(filter, { page: 2, size: 5 })).toEqual(
          await memory.listSessions(filter, { page: 2, size: 5 }),
        );
      for (const filter of [{}, { location_id: 2 }, { date: PICKUP }])
        expect(await store.listDaysOff(filter, ALL)).toEqual(await memory.listDaysOff(filter, ALL));
      expect(await store.listRejectionReasons({ page: 1, size: 4 })).toEqual(
        await memory.listRejectionReasons({ page: 1, size: 4 }),
      );
      expect(await store.listRoles(ALL)).toEqual(await memory.listRoles(ALL));
      expect(await store.listRoles({ page: 99, size: 5 })).toEqual(await memory.listRoles({ page: 99, size: 5 }));
      expect(await store.listPermissions({ page: 2, size: 3 })).toEqual(await memory.listPermissions({ page: 2, size: 3 }));
      expect(await store.listUsers({ page: 2, size: 5 })).toEqual(await memory.listUsers({ page: 2, size: 5 }));
      for (const id of [1, 2, 999]) {
        expect(await store.getLocation(id)).toEqual(await memory.getLocation(id));
        expect(await store.getSession(id)).toEqual(await memory.getSession(id));
        expect(await store.getDayOff(id)).toEqual(await memory.getDayOff(id));
        expect(await store.getRole(id)).toEqual(await memory.getRole(id));
        expect(await store.getPermission(id)).toEqual(await memory.getPermission(id));
        expect(await store.getRejectionReason(id)).toEqual(await memory.getRejectionReason(id));
      }
      expect(await store.getUser(" SuperAdmin ")).toEqual(await memory.getUser(" SuperAdmin "));
    });

    it("tickets: the admin list's order, its filters, the export, one ticket, a KJP's", async () => {
      const ordered = await memory.exportTickets({});
      expect(await store.exportTickets({})).toEqual(ordered);
      // a page, a page past the end (its total counted apart), a filter matching nothing
      for (const [filters, page] of [
        [{}, { page: 3, size: 7 }],
        [{}, { page: 999, size: 7 }],
        [{ no: "ZZZ" }, { page: 1, size: 7 }],
      ] as const)
        expect(await store.listTickets(filters, page)).toEqual(await memory.listTickets(filters, page));
      expect((await store.listTickets({}, { page: 999, size: 7 })).total).toBe(SEED.tickets);
      const sample = ordered[37];
      if (!sample) throw new Error("the seed made too few tickets");
      const filters = [
        { search: ` ${sample.no_ktp.slice(4, 12)} ` },
        { date: sample.scheduled_date, no: sample.no.slice(0, 3).toLowerCase(), status: sample.status },
        { location_id: sample.queue_location_id, no_kjp: sample.no_kjp.slice(-5) },
        { location_id: 0, no_ktp: "no such" },
      ];
      for (const filter of filters) {
        expect(await store.exportTickets(filter)).toEqual(await memory.exportTickets(filter));
        expect(await store.listTickets(filter, { page: 1, size: 3 })).toEqual(
          await memory.listTickets(filter, { page: 1, size: 3 }),
        );
      }
      expect(await store.getTicket(sample.uuid)).toEqual(sample);
      expect(await store.getTicket("not-a-uuid")).toBeNull();
      expect(await store.ticketsForKjp(sample.no_kjp, sample.scheduled_date)).toEqual(
        await memory.ticketsForKjp(sample.no_kjp, sample.scheduled_date),
      );
    });

    it("the capacity board's inputs count the same", async () => {
      for (const date of [TODAY, PICKUP]) {
        const report = async (source: MemoryStore | SqlStore) =>
          capacityReport({
            date,
            ...(await source.capacityRows(date)),
            includeArchived: true,
            today: TODAY,
            pickupDate: PICKUP,
            generatedAt: "2026-03-10 10:00:00",
          });
        expect(await report(store)).toEqual(await report(memory));
      }
    });

    it("a login's user with its permissions from roles and its own", async () => {
      for (const username of ["SUPERADMIN", "operator", "tamu", "nobody"])
        expect(await store.findLoginUser(username)).toEqual(await memory.findLoginUser(username));
      expect(await store.getLoginUser(3)).toEqual(await memory.getLoginUser(3));
    });
  });

  describe("writes", () => {
    it("codes, slugs, usernames and reasons are taken whatever their case or spaces", async () => {
      expect(await store.createLocation({ name: "Pasar Baru", code: " krj " }, change)).toMatchObject({
        status: 409,
        code: "DUPLICATE",
        errors: { code: expect.any(String) },
      });
      expect(await store.editLocation(2, { code: "KRJ" }, change)).toMatchObject({ code: "DUPLICATE" });
      expect(await store.editLocation(1, { code: "krj" }, change)).toMatchObject({ code: "krj" });
      expect(
        await store.createRejectionReason({ reason: ((await memory.getRejectionReason(1))?.reason ?? "").toUpperCase() }),
      ).toMatchObject({
        code: "DUPLICATE",
        errors: { reason: expect.any(String) },
      });
      expect(await store.createUser({ name: "Tamu Dua", username: "TAMU", password_hash: "x" }, change)).toMatchObject({
        code: "DUPLICATE",
      });
      expect(await store.createRole({ name: "Another", slug: "Super-Admin" })).toMatchObject({ code: "DUPLICATE" });
      expect(await store.createRole({ name: "Auditor", slug: "auditor", permissions: [1, 999] })).toMatchObject({
        status: 422,
        errors: { permissions: expect.stringContaining("999") },
      });
      const role = await store.createRole({ name: "Auditor", slug: "auditor", permissions: [3, 1] });
      expect(role).toMatchObject({ slug: "auditor", permissions: [{ id: 3 }, { id: 1 }] });
      const user = await store.createUser(
        { name: "Auditor Satu", username: "auditor.satu", password_hash: "hash", roles: [2], permissions: [2] },
        change,
      );
      expect(user).toMatchObject({
        username: "auditor.satu",
        creator: { name: "Budi Santoso" },
        created_at: "2026-03-10 10:00:00",
      });
      expect(await store.editUser("AUDITOR.SATU", { roles: [], name: "Auditor Dua" }, change)).toMatchObject({
        name: "Auditor Dua",
        roles: [],
        permissions: [{ id: 2 }],
      });
    });

    it("parallel creates of one code make one location; the unique index answers the others DUPLICATE", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          store.createLocation({ name: `Pasar Race ${i}`, code: i % 2 ? "RCE" : " rce" }, change),
        ),
      );
      const created = outcomes.filter((outcome) => "id" in outcome);
      expect(created).toHaveLength(1);
      for (const outcome of outcomes.filter((candidate) => !("id" in candidate)))
        expect(outcome).toMatchObject({ status: 409, code: "DUPLICATE", errors: { code: expect.any(String) } });
    });

    it("days off: one per location and date, not in the past; registrations there are refused", async () => {
      const location = (await memory.listLocations({}, ALL)).rows.find((row) => row.code === "TNA");
      const dayOff = await store.createDayOff({ location_id: location?.id ?? 0, date: PICKUP, details: "Rapat" }, change);
      expect(dayOff).toMatchObject({ date: PICKUP, is_active: true, queue_location: { id: location?.id } });
      expect(await store.createDayOff({ location_id: location?.id ?? 0, date: PICKUP, details: "Lagi" }, change)).toMatchObject({
        code: "DUPLICATE",
      });
      expect(
        await store.createDayOff({ location_id: location?.id ?? 0, date: "2026-03-09", details: "Kemarin" }, change),
      ).toMatchObject({
        status: 422,
      });
      expect(await store.createDayOff({ location_id: 9999, date: PICKUP, details: "?" }, change)).toMatchObject({
        status: 422,
        errors: { location_id: expect.any(String) },
      });
      const session = (await store.guestSessions(location?.id ?? 0, PICKUP))[0];
      expect(session).toBeDefined();
      const outcome = await store.register({
        body: { no_kjp: "5041000000000001", no_ktp: "3171000000000001", no_kk: "3172000000000001", session_id: session?.id ?? 0 },
        now: NOW,
        uuid: crypto.randomUUID(),
        idempotency: null,
      });
      expect(outcome).toMatchObject({ code: "LOCATION_DAY_OFF" });
      const id = (dayOff as { id: number }).id;
      expect(await store.setDayOffActive(id, false, change)).toMatchObject({ is_active: false });
      expect(await store.deleteDayOff(id)).toBe(true);
      expect(await store.deleteDayOff(id)).toBe(false);
    });

    it("the guest lists, kept a second, show a session full as soon as this process takes its last seat", async () => {
      const open = (await store.guestLocations(PICKUP)).find((location) => location.queue_days_off.length === 0);
      const location = open?.id ?? 0;
      const [session] = await store.guestSessions(location, PICKUP);
      if (!session) throw new Error("the seed offers no session at a location open on the pickup date");
      const taken = session.quota - session.remaining_quota;
      expect(await store.editSession(session.id, { quota: taken + 1 }, change)).toMatchObject({ quota: taken + 1 });
      const seatsLeft = async () =>
        (await store.guestSessions(location, PICKUP)).find((row) => row.id === session.id)?.remaining_quota;
      expect(await seatsLeft()).toBe(1); // a staff change clears the lists: read anew
      const body = { no_kjp: "5041777700000001", no_ktp: "3171777700000001", no_kk: "3172777700000001", session_id: session.id };
      const outcome = await store.register({ body, now: NOW, uuid: crypto.randomUUID(), idempotency: null });
      expect(outcome).toEqual({ ticket: expect.objectContaining({ queue_session_id: session.id }), replayed: false });
      expect(await seatsLeft()).toBe(0);
    });

    it("Idempotency-Keys older than a day are deleted by a registration at most every 10 minutes", async () => {
      const session = (await store.guestSessions(1, PICKUP))[0];
      expect(session).toBeDefined();
      const registerAt = (now: number, person: number) => {
        const body = {
          no_kjp: `50419${String(person).padStart(11, "0")}`,
          no_ktp: `31719${String(person).padStart(11, "0")}`,
          no_kk: `31729${String(person).padStart(11, "0")}`,
          session_id: session?.id ?? 0,
        };
        return store.register({
          body,
          now,
          uuid: crypto.randomUUID(),
          idempotency: { key: `purge-${person}`, fingerprint: "f" },
        });
      };
      const kept = async () =>
        (await store.db.selectFrom("idempotency_keys").select("key").where("key", "like", "purge-%").execute()).map(
          (row) => row.key,
        );
      // a registration at NOW ran the purge already (the days-off case above): the next is due 10 minutes on
      expect(await registerAt(NOW, 1)).toMatchObject({ replayed: false });
      expect(await registerAt(NOW + 60_000, 2)).toMatchObject({ replayed: false });
      const dayLater = NOW + 24 * 60 * 60 * 1000;
      await registerAt(dayLater + 30_000, 3); // due: key 1 is over a day old, key 2 not yet
      expect(await kept()).toContain("purge-2");
      expect(await kept()).not.toContain("purge-1");
      await registerAt(dayLater + 90_000, 4); // key 2 has expired too, but the next purge is 10 minutes after the last
      expect(await kept()).toContain("purge-2");
      expect(await store.purgeExpiredKeys(dayLater + 90_000)).toBe(1);
      expect(await kept()).not.toContain("purge-2");
    });

    it("a refresh token rotates once; its reuse revokes the family", async () => {
      await store.openSession({ tokenHash: "t1", family: "f1", userId: 1, expiresAt: NOW + 60_000 });
      expect(await store.rotateRefreshToken("t1", { tokenHash: "t2", expiresAt: NOW + 60_000 }, NOW)).toEqual({
        userId: 1,
        family: "f1",
      });
      expect((await store.sessionUser("f1"))?.id).toBe(1);
      expect(await store.rotateRefreshToken("t1", { tokenHash: "t3", expiresAt: NOW + 60_000 }, NOW)).toBeNull();
      expect(await store.sessionUser("f1")).toBeNull();
      expect(await store.rotateRefreshToken("t2", { tokenHash: "t4", expiresAt: NOW + 60_000 }, NOW)).toBeNull();
      await store.openSession({ tokenHash: "u1", family: "f2", userId: 1, expiresAt: NOW });
      expect(await store.rotateRefreshToken("u1", { tokenHash: "u2", expiresAt: NOW + 60_000 }, NOW)).toBeNull();
    });

    it("ticket status: an unknown reason is 422, done then reject is refused, a reason's text is kept", async () => {
      const ticket = (await store.exportTickets({ date: TODAY, status: "registered" }))[0];
      expect(ticket).toBeDefined();
      const uuid = ticket?.uuid ?? "";
      expect(await store.changeTicketStatus({ uuid, action: "reject", rejectionReasonId: 999 })).toMatchObject({
        status: 422,
        errors: { rejection_reason_id: expect.any(String) },
      });
      const reason = await memory.getRejectionReason(2);
      const rejected = await store.changeTicketStatus({ uuid, action: "reject", rejectionReasonId: reason?.id ?? 0 });
      expect(rejected).toMatchObject({ status: "rejected", rejection_reason: { reason: reason?.reason } });
      expect(await store.deleteRejectionReason(reason?.id ?? 0)).toBe(true);
      expect(await store.getTicket(uuid)).toMatchObject({ rejection_reason: { reason: reason?.reason } });
      expect(await store.changeTicketStatus({ uuid: crypto.randomUUID(), action: "mark-done" })).toBeNull();
    });
  });
});
