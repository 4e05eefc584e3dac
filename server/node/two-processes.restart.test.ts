import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/fixtures";
import { LOGIN_THROTTLE } from "../rules/login-throttle";
import { login, productionSecret, startServe, type ServeProcess } from "./testing/processes";
import { ThrowawayCluster } from "./testing/throwaway-cluster";

// Issue 33 points 3 and 4 (ADR 125, 126): two server processes on one PostgreSQL, as a city runs them behind a
// balancer. A role removed through one process is a 403 at the next request on both; 50 parallel wrong passwords
// for one username, sent half to each, have at most 5 checked (401), the rest wait (429).

const cluster = new ThrowawayCluster();
let servers: ServeProcess[] = [];

beforeAll(async () => {
  await cluster.start();
  const env = {
    DATABASE_URL: await cluster.databaseUrl("antrean_two"),
    DATABASE_POOL_SIZE: "4",
    // one deployment: one signing key, so a token from either process is good on both (docs/deploy.md)
    AUTH_SECRET: productionSecret(),
    MOCK_TICKETS: "0",
  };
  // one after the other: the first migrates and seeds (the second would wait on the same locks, ADR 121)
  servers = [await startServe(env)];
  servers.push(await startServe(env));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  cluster.stop();
});

const get = async (server: ServeProcess, path: string, token: string | undefined) =>
  (await fetch(`${server.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } })).status;

it("a role removed through one process is 403 at the next request on both", async () => {
  const [first, second] = servers as [ServeProcess, ServeProcess];
  const admin = await login(first.url, "superadmin", DEMO_PASSWORD);
  const operator = await login(second.url, "konfigurator", DEMO_PASSWORD);
  for (const server of servers) expect(await get(server, "/queues/", operator.token)).toBe(200);

  const permissions = await fetch(`${first.url}/api/v1/users/permissions/?size=100`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const list = ((await permissions.json()) as { data: { permissions: { id: number; slug: string }[] } }).data.permissions;
  // the configurator's role goes; a permission of its own stays, so the user is not left without any (ADR 126)
  const edited = await fetch(`${first.url}/api/v1/users/konfigurator`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      roles: [],
      permissions: [list.find((permission) => permission.slug === "access:queue.location")?.id],
    }),
  });
  expect(edited.status).toBe(200);
  for (const server of servers) {
    expect(await get(server, "/queues/", operator.token)).toBe(403);
    expect(await get(server, "/queues/locations/", operator.token)).toBe(200);
  }
});

it("checks at most 5 of 50 parallel wrong passwords for one username sent to both processes", async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => login(servers[i % 2]!.url, "useradmin", "wrong-password")),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.perUsername);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  // the lock holds on both: the right password waits too
  for (const server of servers) expect((await login(server.url, "useradmin", DEMO_PASSWORD)).status).toBe(429);
});
