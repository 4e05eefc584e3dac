import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlDatabase } from "./connect";
import { migrate, readMigrations } from "./migrate";
import { testTargets, type TestDatabase } from "./testing";

describe.each(testTargets())("migrations on $kind", ({ open }) => {
  let first: TestDatabase;
  let second: SqlDatabase;

  beforeAll(async () => {
    first = await open({ migrated: false });
    second = await first.another();
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("two servers starting at once apply each migration once, in order, each in its own transaction", async () => {
    const migrations = [
      ...(await readMigrations()),
      { name: "9001_probe.sql", sql: "create table probe (id integer primary key); insert into probe values (1);" },
    ];
    const now = new Date("2026-03-10T03:00:00Z");
    const applied = await Promise.all([migrate(first.db, now, migrations), migrate(second.db, now, migrations)]);
    expect(applied).toEqual(["9001_probe.sql", "9001_probe.sql"]);
    const recorded = await first.db.selectFrom("schema_migrations").select(["name", "applied_at"]).orderBy("name").execute();
    expect(recorded.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    expect(recorded.every((row) => row.applied_at.getTime() === now.getTime())).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*) as n from probe`.execute(first.db);
    expect(rows[0]?.n).toBe(1);
  });

  it("a failing migration leaves nothing behind and is tried again at the next start", async () => {
    const broken = { name: "9002_broken.sql", sql: "create table half (id integer); select no_such_column from half;" };
    await expect(migrate(first.db, new Date(), [broken])).rejects.toThrow();
    const { rows } = await sql<{ found: string | null }>`select to_regclass('half')::text as found`.execute(first.db);
    expect(rows[0]?.found).toBeNull();
    const recorded = await first.db.selectFrom("schema_migrations").select("name").where("name", "=", broken.name).execute();
    expect(recorded).toEqual([]);
  });
});
