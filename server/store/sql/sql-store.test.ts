import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wibToday, wibTomorrow } from "../../../src/lib/wib";
import {
  permissionSlugsOf,
  presentDayOff,
  presentGuestLocation,
  presentGuestSession,
  presentLocation,
  presentPermission,
  presentRole,
  presentSession,
  presentTicket,
  presentUser,
} from "../../handlers/present";
import { capacityReport } from "../../rules/capacity";
import { isSessionOffered } from "../../rules/bookability";
import { seedDatabase } from "../../seed/seed";
import { Database } from "../memory/database";
import { orderBy } from "../memory/query";
import { SqlStore } from "./sql-store";
import { testTargets } from "./testing";

// The SQL store answers what the memory store answers: both seeded with the same demo data at the same clock,
// every read is compared with the memory database's rows shaped by the memory presenters; then the writes that
// have rules of their own (uniqueness without case, days off, refresh-token families, ticket status).

/** Tuesday 2026-03-10 10:00 WIB, as the handler tests' clock. */
const NOW = new Date("2026-03-10T10:00:00+07:00").getTime();
const TODAY = wibToday(NOW);
const PICKUP = wibTomorrow(NOW);
const SEED = { tickets: 400 };
const ALL = { page: 1, size: 100 };
const change = { now: NOW, actorId: 1 };

describe.each(testTargets())("the SQL store on $kind", ({ open }) => {
  let store: SqlStore;
  const memory = new Database();

  beforeAll(async () => {
    store = new SqlStore(await open());
    await Promise.all([store.reset(SEED, NOW), seedDatabase(memory, NOW, SEED)]);
  }, 120_000);
  afterAll(() => store?.close());

  describe("reads the demo data as the memory store shows it", () => {
    it("counts the same rows", async () => {
      const counts = await store.counts();
      for (const [table, count] of Object.entries(counts)) expect([table, count]).toEqual([table, memory.count(table as never)]);
      expect(counts.tickets).toBe(SEED.tickets);
    });

    it("guest locations and sessions, with the seats left", async () => {
      expect(await store.guestLocations(PICKUP)).toEqual(
        memory
          .all("locations")
          .filter((row) => row.is_active)
          .sort(orderBy("name"))
          .map((row) => presentGuestLocation(memory, row, PICKUP)),
      );
      for (const location of memory.all("locations")) {
        const expected = memory
          .all("sessions")
          .filter((session) => session.location_id === location.id && isSessionOffered(session, location, PICKUP))
          .sort(orderBy("start_time"))
          .map((session) => presentGuestSession(memory, session, PICKUP));
        expect(await store.guestSessions(location.id, PICKUP)).toEqual(expected);
      }
    });

    it("locations, sessions, days off, reasons, roles, permissions and users, paged", async () => {
      const locations = (await store.listLocations({}, ALL)).rows;
      expect(locations).toEqual(memory.all("locations").map((row) => presentLocation(memory, row)));
      const sessions = await store.listSessions({ location_id: 2 }, { page: 2, size: 5 });
      const memorySessions = memory
        .all("sessions")
        .filter((row) => row.location_id === 2)
        .sort(orderBy("location_id", "day_of_the_week", "start_time"));
      expect(sessions.total).toBe(memorySessions.length);
      expect(sessions.rows).toEqual(memorySessions.slice(5, 10).map((row) => presentSession(memory, row)));
      expect((await store.listDaysOff({}, ALL)).rows).toEqual(
        [...memory.all("daysOff")].sort(orderBy("-date", "location_id")).map((row) => presentDayOff(memory, row)),
      );
      expect((await store.listRejectionReasons(ALL)).rows).toEqual(memory.all("rejectionReasons"));
      expect((await store.listRoles(ALL)).rows).toEqual(memory.all("roles").map((row) => presentRole(memory, row)));
      expect((await store.listPermissions(ALL)).rows).toEqual(memory.all("permissions").map(presentPermission));
      const users = await store.listUsers({ page: 2, size: 5 });
      expect(users.total).toBe(memory.count("users"));
      expect(users.rows).toEqual(
        memory
          .all("users")
          .slice(5, 10)
          .map((row) => presentUser(memory, row)),
      );
      expect(await store.getUser(" SuperAdmin ")).toEqual(presentUser(memory, memory.all("users")[0] as never));
    });

    it("tickets: the admin list's order, its filters, the export, one ticket, a KJP's", async () => {
      const ordered = memory.tickets.inListOrder().map(presentTicket);
      expect(await store.exportTickets({})).toEqual(ordered);
      const page = await store.listTickets({}, { page: 3, size: 7 });
      expect(page).toEqual({ page: 3, size: 7, total: ordered.length, rows: ordered.slice(14, 21) });
      const sample = ordered[37] as (typeof ordered)[number];
      const search = sample.no_ktp.slice(4, 12);
      expect(await store.exportTickets({ search: ` ${search} ` })).toEqual(
        ordered.filter((ticket) => [ticket.no, ticket.no_kjp, ticket.no_ktp].some((text) => text.includes(search))),
      );
      const code = sample.no.slice(0, 3).toLowerCase();
      expect(await store.exportTickets({ date: sample.scheduled_date, no: code, status: sample.status })).toEqual(
        ordered.filter(
          (ticket) =>
            ticket.scheduled_date === sample.scheduled_date &&
            ticket.no.toLowerCase().includes(code) &&
            ticket.status === sample.status,
        ),
      );
      expect(await store.getTicket(sample.uuid)).toEqual(sample);
      expect(await store.getTicket("not-a-uuid")).toBeNull();
      expect(await store.ticketsForKjp(sample.no_kjp, sample.scheduled_date)).toEqual(
        memory.tickets.forKjpOnDate(sample.no_kjp, sample.scheduled_date).map(presentTicket),
      );
    });

    it("the capacity board's inputs count the same", async () => {
      for (const date of [TODAY, PICKUP]) {
        const report = (rows: Awaited<ReturnType<SqlStore["capacityRows"]>>) =>
          capacityReport({
            date,
            ...rows,
            includeArchived: true,
            today: TODAY,
            pickupDate: PICKUP,
            generatedAt: "2026-03-10 10:00:00",
          });
        expect(report(await store.capacityRows(date))).toEqual(
          report({
            tickets: memory.tickets.inListOrder(date),
            locations: memory.all("locations"),
            sessions: memory.all("sessions"),
            daysOff: memory.all("daysOff"),
          }),
        );
      }
    });

    it("a login's user with its permissions from roles and its own", async () => {
      const superadmin = memory.all("users")[0] as Parameters<typeof permissionSlugsOf>[1];
      expect(await store.findLoginUser("SUPERADMIN")).toEqual({
        id: superadmin.id,
        username: superadmin.username,
        name: superadmin.name,
        password_hash: superadmin.password_hash,
        permissions: permissionSlugsOf(memory, superadmin),
      });
      expect(await store.findLoginUser("nobody")).toBeNull();
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
        await store.createRejectionReason({ reason: (memory.all("rejectionReasons")[0]?.reason ?? "").toUpperCase() }),
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

    it("days off: one per location and date, not in the past; registrations there are refused", async () => {
      const location = memory.all("locations").find((row) => row.code === "TNA");
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

    it("a refresh token rotates once; its reuse revokes the family", async () => {
      await store.openSession({ tokenHash: "t1", family: "f1", userId: 1, expiresAt: NOW + 60_000 });
      expect(await store.rotateRefreshToken("t1", { tokenHash: "t2", expiresAt: NOW + 60_000 }, NOW)).toEqual({
        userId: 1,
        family: "f1",
      });
      expect(await store.isSessionOpen("f1")).toBe(true);
      expect(await store.rotateRefreshToken("t1", { tokenHash: "t3", expiresAt: NOW + 60_000 }, NOW)).toBeNull();
      expect(await store.isSessionOpen("f1")).toBe(false);
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
      const reason = memory.all("rejectionReasons")[1];
      const rejected = await store.changeTicketStatus({ uuid, action: "reject", rejectionReasonId: reason?.id ?? 0 });
      expect(rejected).toMatchObject({ status: "rejected", rejection_reason: { reason: reason?.reason } });
      expect(await store.deleteRejectionReason(reason?.id ?? 0)).toBe(true);
      expect(await store.getTicket(uuid)).toMatchObject({ rejection_reason: { reason: reason?.reason } });
      expect(await store.changeTicketStatus({ uuid: crypto.randomUUID(), action: "mark-done" })).toBeNull();
    });
  });
});
