import { describe, expect, it } from "vitest";
import { monthOf, weekdayOf } from "../../contract/wib";
import { verifyPassword } from "../auth/passwords";
import { Database } from "../store/memory/database";
import { DEMO_PASSWORD, demoUsers } from "./fixtures";
import { seedDatabase } from "./seed";

const NOW = Date.parse("2026-03-10T10:00:00+07:00");

async function seeded(tickets: number, now = NOW, seed?: number) {
  const db = new Database();
  await seedDatabase(db, now, { tickets, ...(seed === undefined ? {} : { seed }) });
  return db;
}

describe("seed", () => {
  it("is deterministic for a seed and a date", async () => {
    const [a, b] = [await seeded(200), await seeded(200)];
    expect(b.all("tickets")).toEqual(a.all("tickets"));
    expect(b.all("users")).toEqual(a.all("users"));
    expect((await seeded(200, NOW, 7)).all("tickets")).not.toEqual(a.all("tickets"));
  });

  it("has the demo logins with password antrean123 and the four roles", async () => {
    const db = await seeded(0);
    for (const demo of demoUsers) {
      const user = db.find("users", (u) => u.username === demo.username)!;
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
      expect(user.role_ids.length).toBe(demo.role ? 1 : 0);
    }
    expect(db.all("roles").map((r) => r.slug)).toEqual(["super-admin", "queue-operator", "queue-configurator", "user-admin"]);
  });

  it("has ~8 coded locations (one archived), Mon–Sat sessions (one archived), rejection reasons", async () => {
    const db = await seeded(0);
    expect(db.count("locations")).toBe(8);
    expect(
      db
        .all("locations")
        .filter((l) => !l.is_active)
        .map((l) => l.code),
    ).toEqual(["CKG"]);
    expect(new Set(db.all("sessions").map((s) => s.day_of_the_week))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(db.all("sessions").filter((s) => !s.is_active)).toHaveLength(1);
    expect(db.count("rejectionReasons")).toBeGreaterThanOrEqual(5);
  });

  it("puts an active day off on tomorrow (by the clock) at one location", async () => {
    const db = await seeded(0, Date.parse("2026-07-01T08:00:00+07:00"));
    expect(db.all("daysOff").filter((d) => d.is_active && d.date === "2026-07-02")).toHaveLength(1);
  });

  it("seeds tickets that obey quota, one per KTP per date and five per KTP per month", async () => {
    const db = await seeded(1500);
    const tickets = db.all("tickets");
    expect(tickets).toHaveLength(1500);
    const count = (key: (t: (typeof tickets)[number]) => string) =>
      Math.max(
        ...Object.values(tickets.reduce<Record<string, number>>((acc, t) => ((acc[key(t)] = (acc[key(t)] ?? 0) + 1), acc), {})),
      );
    expect(count((t) => `${t.no_ktp}|${t.scheduled_date}`)).toBe(1);
    expect(count((t) => `${t.no_ktp}|${monthOf(t.scheduled_date)}`)).toBeLessThanOrEqual(5);
    for (const t of tickets) {
      const session = db.byId("sessions", t.queue_session_id)!;
      expect(db.tickets.registeredFor(session.id, t.scheduled_date)).toBeLessThanOrEqual(session.quota);
      expect(session.day_of_the_week).toBe(weekdayOf(t.scheduled_date));
    }
    expect(new Set(tickets.map((t) => t.scheduled_date)).size).toBeGreaterThan(20); // a month of history
    expect(tickets.every((t) => t.scheduled_date <= "2026-03-11")).toBe(true);
    const rejected = tickets.filter((t) => t.status === "rejected");
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((t) => t.rejection_reason !== null)).toBe(true);
  });

  it("numbers tickets per location and date in registration order", async () => {
    const db = await seeded(300);
    const sample = db.all("tickets").filter((t) => t.queue_location_id === 1 && t.scheduled_date === "2026-03-09");
    expect(sample.length).toBeGreaterThan(1);
    expect(sample.map((t) => t.no)).toEqual(sample.map((_, i) => `KRJ-${String(i + 1).padStart(3, "0")}`));
    expect(sample.map((t) => t.created_at)).toEqual([...sample.map((t) => t.created_at)].sort());
  });

  it("registers no ticket for tomorrow before today's window opened", async () => {
    const db = await seeded(300, Date.parse("2026-03-10T05:00:00+07:00"));
    expect(db.all("tickets").some((t) => t.scheduled_date === "2026-03-11")).toBe(false);
  });
});
