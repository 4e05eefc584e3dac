import { describe, expect, it } from "vitest";
import { openSqlStore, sqlOptionsFromEnv } from "./open";
import { seedIfEmpty } from "./seed";
import { pgliteTemplate } from "./testing";

describe("the SQL store's settings from the environment (docs/deploy.md)", () => {
  it("DATABASE_URL picks PostgreSQL with the pool size; without it PGlite in PGLITE_DIR or .data", () => {
    expect(sqlOptionsFromEnv({ DATABASE_URL: "postgres://u@h/db", DATABASE_POOL_SIZE: "4" })).toEqual({
      databaseUrl: "postgres://u@h/db",
      poolSize: 4,
    });
    expect(sqlOptionsFromEnv({ PGLITE_DIR: "/var/lib/antrean", DATABASE_POOL_SIZE: "-1" })).toEqual({
      dataDir: "/var/lib/antrean",
      poolSize: 10,
    });
    expect(sqlOptionsFromEnv({ DATABASE_URL: " " })).toEqual({ dataDir: ".data", poolSize: 10 });
    expect(() => sqlOptionsFromEnv({ DATABASE_URL: "mysql://u@h/db" })).toThrow(/postgres/);
  });
});

describe("opening the store", () => {
  it("migrates and seeds an empty database once, with the demo logins", async () => {
    const now = new Date("2026-03-10T10:00:00+07:00").getTime();
    const { store, migration, seeded } = await openSqlStore({
      dataDir: "memory",
      loadDataDir: await pgliteTemplate("bare"),
      now,
      seed: { tickets: 50 },
    });
    try {
      expect(store.kind).toBe("pglite");
      expect(migration).toBe("0002_register_guest.sql");
      expect(seeded).toBe(true);
      expect((await store.counts()).tickets).toBe(50);
      // a second start (or a second process) finds users and leaves the data alone
      expect(await seedIfEmpty(store.db, now, { tickets: 10 })).toBe(false);
      expect((await store.counts()).tickets).toBe(50);
      expect(await store.findLoginUser("operator")).toMatchObject({ username: "operator", permissions: ["access:queue"] });
    } finally {
      await store.close();
    }
  });
});
