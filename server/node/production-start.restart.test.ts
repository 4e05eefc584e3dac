import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoUsers, extraStaff } from "../seed/fixtures";
import { openSqlStore, sqlOptionsFromEnv } from "../store/sql/open";
import { initdbFromTemplate } from "../store/sql/testing";
import { login, productionSecret, refusedServe, runAdmin, startServe } from "./testing/processes";
import { ThrowawayCluster } from "./testing/throwaway-cluster";

// Issue 33 point 1 (docs/deploy.md, "The first administrator"): a production start on an empty database has the
// permissions and roles and no login at all, none of the demo's; `npm run admin:create` makes the first
// administrator, who signs in; a production start on a database that still holds a demo login with the demo
// password refuses, saying how to fix it. The first on PGlite in a new folder (its admin command runs with the server
// stopped) and on PostgreSQL in a new database (beside the running server); the refusal on PostgreSQL only: the check
// is the same code on every store (server/node/demo-logins.ts), and server/node/admin.test.ts finds the demo logins
// on PGlite.

const demoUsernames = [...demoUsers, ...extraStaff].map((user) => user.username);
const production = { NODE_ENV: "production", AUTH_SECRET: productionSecret() };

/** Every demo login, each with the demo password: the status of each (one client: below the throttle's 20 per client). */
async function demoLoginStatuses(url: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const username of demoUsernames) statuses.push((await login(url, username, DEMO_PASSWORD)).status);
  return statuses;
}

/**
 * The demo data and logins (no tickets) in an empty database, as a start without NODE_ENV=production seeds it: the
 * same openSqlStore the server calls, in this process. A `npm run serve` started and stopped for it was a process
 * (tsx, the server's modules, the database) that asked nothing (docs/testing.md, "Stage times").
 */
async function seedDemo(database: Record<string, string>): Promise<void> {
  const opened = await openSqlStore({ ...sqlOptionsFromEnv(database), now: Date.now(), seed: { tickets: 0 } });
  await opened.store.close();
  expect(opened.seeded).toBe("demo");
}

async function usersListStatus(url: string, token: string | undefined): Promise<number> {
  return (await fetch(`${url}/api/v1/users/`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

describe("a production start on an empty PGlite folder", () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = mkdtempSync(join(tmpdir(), "antrean-production-"));
    folders.push(folder);
    await initdbFromTemplate(folder); // an empty database, as initdb leaves it (docs/testing.md: the template)
    return { PGLITE_DIR: folder, DATABASE_URL: "" };
  };
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("has no demo login; the admin command (server stopped, as PGlite asks) makes the first administrator", async () => {
    const database = await newFolder();
    const first = await startServe({ ...production, ...database });
    try {
      expect(first.output()).toContain("no users yet (create the first administrator: npm run admin:create)");
      expect(await demoLoginStatuses(first.url)).toEqual(demoUsernames.map(() => 401));
    } finally {
      await first.stop();
    }
    const made = await runAdmin("create", ["--username", "kepala.loket", "--name", "Kepala Loket"], "a-long-password", database);
    expect(made).toMatchObject({ code: 0, output: expect.stringContaining('created "kepala.loket" with the role super-admin') });
    const second = await startServe({ ...production, ...database });
    try {
      const signedIn = await login(second.url, "kepala.loket", "a-long-password");
      expect(signedIn.status).toBe(200);
      expect(await usersListStatus(second.url, signedIn.token)).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

describe("a production start on an empty PostgreSQL database", () => {
  const cluster = new ThrowawayCluster();
  beforeAll(async () => {
    await cluster.start();
  });
  afterAll(() => cluster.stop());

  it("has no demo login; the admin command, run beside the running server, makes the first administrator", async () => {
    const database = { DATABASE_URL: await cluster.databaseUrl("antrean_production") };
    const server = await startServe({ ...production, ...database });
    try {
      expect(server.output()).toContain("no users yet");
      expect(await demoLoginStatuses(server.url)).toEqual(demoUsernames.map(() => 401));
      const made = await runAdmin("create", ["--username", "kepala.loket"], "a-long-password", database);
      expect(made.code).toBe(0);
      const signedIn = await login(server.url, "kepala.loket", "a-long-password");
      expect(signedIn.status).toBe(200);
      expect(await usersListStatus(server.url, signedIn.token)).toBe(200);
      // a second administrator with a taken name is refused, in words
      const again = await runAdmin("create", ["--username", "KEPALA.LOKET"], "a-long-password", database);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/^admin: /m);
    } finally {
      await server.stop();
    }
  });

  it("refuses a database seeded with the demo data; each demo login given a new password is no longer named", async () => {
    const database = { DATABASE_URL: await cluster.databaseUrl("antrean_demo") };
    await seedDemo(database);
    const refused = await refusedServe({ ...production, ...database });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("A production server does not start with them");
    expect(refused.output).toContain("npm run admin:password -- --username <name>");
    // the command the refusal names gives a demo login a new password: it is no longer named
    expect((await runAdmin("password", ["--username", "superadmin"], "not-the-demo-password", database)).code).toBe(0);
    const again = await refusedServe({ ...production, ...database });
    expect(again.output).toContain("demo logins that still have the demo password (operator,");
  });
});
