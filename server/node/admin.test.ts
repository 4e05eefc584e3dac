import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pbkdf2Hasher } from "../auth/passwords";
import { openSqlStore } from "../store/sql/open";
import type { SqlStore } from "../store/sql/sql-store";
import { pgliteTemplate } from "../store/sql/testing";
import { AdminCommandError, createAdministrator, setPassword } from "./admin";
import { demoLoginsIn } from "./demo-logins";

// The admin commands' work (scripts/admin.ts) and the demo-login check of a production start, on a production
// database: the reference data, no users. The commands themselves, and the server started on them, are run by
// server/node/production-start.restart.test.ts.

const now = Date.parse("2026-03-10T10:00:00+07:00");
let store: SqlStore;

beforeAll(async () => {
  ({ store } = await openSqlStore({ dataDir: "memory", loadDataDir: await pgliteTemplate("bare"), now, seed: "reference" }));
});
afterAll(() => store.close());

describe("the first administrator (npm run admin:create)", () => {
  it("is a user with the super-admin role whose password is hashed as the server hashes it", async () => {
    const made = await createAdministrator(
      store,
      pbkdf2Hasher,
      { username: " kepala.loket ", name: "Kepala Loket", password: "a-long-password" },
      now,
    );
    expect(made).toEqual({ username: "kepala.loket", roles: ["super-admin"] });
    const user = await store.signIn.findLoginUser("kepala.loket");
    expect(user?.permissions).toContain("access:user");
    expect(await pbkdf2Hasher.verify("a-long-password", user?.password_hash ?? "")).toBe(true);
  });

  it("refuses a taken username and a password the staff screens would refuse", async () => {
    const again = createAdministrator(
      store,
      pbkdf2Hasher,
      { username: "KEPALA.LOKET", name: "Lagi", password: "a-long-password" },
      now,
    );
    await expect(again).rejects.toThrow(AdminCommandError);
    const short = createAdministrator(store, pbkdf2Hasher, { username: "kepala2", name: "Kepala Dua", password: "short" }, now);
    await expect(short).rejects.toThrow(/password/);
  });
});

describe("a new password from the command line (npm run admin:password)", () => {
  it("replaces the hash and ends the user's sessions; an unknown user is refused", async () => {
    const id = (await store.signIn.findLoginUser("kepala.loket"))?.id ?? 0;
    await store.signIn.openSession({ tokenHash: "h", family: "f", userId: id, expiresAt: now + 60_000 });
    await setPassword(store, pbkdf2Hasher, { username: "kepala.loket", password: "another-long-one" }, now);
    const user = await store.signIn.findLoginUser("kepala.loket");
    expect(await pbkdf2Hasher.verify("another-long-one", user?.password_hash ?? "")).toBe(true);
    expect(await store.signIn.sessionUser("f")).toBeNull();
    await expect(setPassword(store, pbkdf2Hasher, { username: "nobody", password: "another-long-one" }, now)).rejects.toThrow(
      /no user/,
    );
  });
});

describe("a production start's check for demo logins", () => {
  it("finds none on a production database, and each demo login that still has the demo password on a demo one", async () => {
    expect(await demoLoginsIn(store, pbkdf2Hasher)).toEqual([]);
    const demo = await openSqlStore({ dataDir: "memory", loadDataDir: await pgliteTemplate("bare"), now, seed: { tickets: 0 } });
    try {
      expect(await demoLoginsIn(demo.store, pbkdf2Hasher)).toHaveLength(12);
      await setPassword(demo.store, pbkdf2Hasher, { username: "superadmin", password: "not-the-demo-one" }, now);
      expect(await demoLoginsIn(demo.store, pbkdf2Hasher)).not.toContain("superadmin");
    } finally {
      await demo.store.close();
    }
  });
});
