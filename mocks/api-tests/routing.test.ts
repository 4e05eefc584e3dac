import { beforeEach, describe, expect, it } from "vitest";
import { endpoints } from "../../contract/endpoints";
import { refused, useTestApi } from "../testing/harness";
import { unresolvedEndpoints } from "../../server/handlers";
import { compareSpecificity } from "../../server/router";

// Routing, the shared gate and the fault API.
const api = useTestApi({ seed: { tickets: 20 } });

beforeEach(() => api.faults.clear());

describe("routes", () => {
  it("has a handler for every endpoint of the contract", async () => {
    expect(await unresolvedEndpoints()).toEqual([]);
  });

  it("orders static paths before parameters", () => {
    const paths = [
      "/queues/:uuid",
      "/queues/download/",
      "/users/:username",
      "/users/roles/",
      "/queues/locations/:id",
      "/queues/locations/get",
    ];
    const sorted = [...paths].sort(compareSpecificity);
    const before = (first: string, second: string) => expect(sorted.indexOf(first)).toBeLessThan(sorted.indexOf(second));
    before("/queues/download/", "/queues/:uuid");
    before("/users/roles/", "/users/:username");
    before("/queues/locations/get", "/queues/locations/:id");
  });

  it("reaches guest and static routes, not the /:id route beside them", async () => {
    expect((await api.fetchPath("/queues/locations/get")).status).toBe(200); // would be 401 as locationGet
    const token = await api.login("superadmin");
    const roles = await api.fetchPath("/users/roles", { headers: { authorization: `Bearer ${token}` } });
    expect(Object.keys((await roles.json()).data)).toContain("roles"); // not userGet("roles")
  });

  it("accepts list and create paths with and without the trailing slash", async () => {
    const token = await api.login("superadmin");
    const headers = { authorization: `Bearer ${token}` };
    for (const path of [
      "/users",
      "/users/",
      "/queues/locations",
      "/queues/locations/",
      "/queues/download",
      "/queues/download/",
    ]) {
      expect((await api.fetchPath(path, { headers })).status, path).toBe(200);
    }
  });

  it("answers 404 with the error body for an unknown route, 405 with Allow for a method the path does not have", async () => {
    const unknown = await api.fetchPath("/nothing-here");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "NOT_FOUND" });
    const wrongMethod = await api.fetchPath("/users/operator", { method: "DELETE" });
    expect([wrongMethod.status, wrongMethod.headers.get("allow")]).toEqual([405, "GET, HEAD, PATCH"]);
    expect(await wrongMethod.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
  });

  it("answers the scheduled date to guests and staff alike (one route, two contract names)", async () => {
    expect(endpoints.adminScheduledDate.path).toBe(endpoints.guestScheduledDate.path);
    const token = await api.login("operator");
    const staff = await api.call("adminScheduledDate", { token });
    const guest = await api.call("guestScheduledDate");
    expect(staff.body).toEqual(guest.body);
  });
});

describe("faults", () => {
  it("injects an error status with a contract error body", async () => {
    api.faults.set("guestLocations", { status: 503 });
    const result = await api.call("guestLocations");
    expect(refused(result, 503).code).toBe("UNAVAILABLE");
    expect(result.headers.get("retry-after")).toBe("1");
    api.faults.set("guestLocations", { status: 500, message: "Boom" });
    expect((await api.call("guestLocations")).body).toEqual({ error: "Boom", code: "SERVER_ERROR" });
  });

  it("fails the network", async () => {
    api.faults.set("guestScheduledDate", { networkError: true });
    await expect(api.call("guestScheduledDate")).rejects.toThrow(TypeError);
  });

  it("delays a route", async () => {
    api.faults.set("guestScheduledDate", { latencyMs: 120 });
    const started = performance.now();
    expect((await api.call("guestScheduledDate")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("ends the latency of the requests waiting on a route when released, as their fault says; later ones wait", async () => {
    const { faults } = api.backend;
    faults.set("*", { latencyMs: 86_400_000, status: 503, times: 2 });
    const locations = api.call("guestLocations");
    let dateAnswered = false;
    const date = api.call("guestScheduledDate").finally(() => (dateAnswered = true));
    // both took the fault (then at once wait)
    await expect.poll(() => faults.list()).toEqual({});
    expect(faults.release("guestLocations")).toBe(1);
    expect((await locations).status).toBe(503);
    expect(dateAnswered).toBe(false);
    expect(faults.release()).toBe(1);
    expect((await date).status).toBe(503);
    // a fault kept for every request: the next one waits in its turn, until released
    faults.set("guestScheduledDate", { latencyMs: 86_400_000 });
    const later = api.call("guestScheduledDate");
    await expect.poll(() => faults.release("guestScheduledDate")).toBe(1);
    expect((await later).status).toBe(200);
    expect(faults.release()).toBe(0);
  });

  it("hits only `times` requests, and '*' hits every route unless the route has its own", async () => {
    api.faults.set("*", { status: 500, times: 2 });
    api.faults.set("guestSessions", { status: 404, times: 1 });
    expect((await api.call("guestSessions", { query: { location_id: 1 } })).status).toBe(404);
    expect((await api.call("guestLocations")).status).toBe(500);
    expect((await api.call("guestScheduledDate")).status).toBe(500);
    expect((await api.call("guestScheduledDate")).status).toBe(200);
    expect(api.faults.list()).toEqual({});
  });

  it("hits a shared route under either of its names", async () => {
    api.faults.set("adminScheduledDate", { status: 500, times: 1 });
    expect((await api.call("guestScheduledDate")).status).toBe(500);
  });
});

describe("the same guards without the HTTP server (the browser worker's path)", () => {
  it("answers broken percent-encoding with 400 JSON, a non-canonical id with 404, a 5,000-deep body with 400", async () => {
    const broken = await api.fetchPath("/users/%ff");
    expect([broken.status, await broken.json()]).toEqual([
      400,
      { error: "The path is not valid percent-encoding", code: "BAD_REQUEST" },
    ]);
    const token = await api.login("superadmin");
    expect((await api.call("sessionGet", { token, params: { id: "0xc" } })).status).toBe(404);
    expect((await api.call("sessionGet", { token, params: { id: "12" } })).status).toBe(200);
    const deep = await api.fetchPath("/queues/get", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"no_kjp":"1","x":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    });
    expect(deep.status).toBe(400);
  });
});

// Issue 33: the page's mock is the same fetch handler (server/api.ts), so it answers the same cache headers as the
// server, through msw as through a socket; a fault's answer is an API answer too.
describe("cache headers through the mock's transport", () => {
  it("lets a cache keep a public guest list for a second, nothing else, and says nosniff on all", async () => {
    const headersOf = (result: { headers: Headers }) => [
      result.headers.get("cache-control"),
      result.headers.get("x-content-type-options"),
    ];
    expect(headersOf(await api.call("guestLocations"))).toEqual(["public, max-age=1, stale-while-revalidate=1", "nosniff"]);
    // the clock at TEST_NOW, 10:00 WIB: the window open (the boundaries: guest.test.ts)
    expect(headersOf(await api.call("guestScheduledDate"))).toEqual(["public, max-age=1, stale-while-revalidate=1", "nosniff"]);
    expect(headersOf(await api.call("userList"))).toEqual(["no-store", "nosniff"]);
    api.faults.set("guestLocations", { status: 503, times: 1 });
    expect(headersOf(await api.call("guestLocations"))).toEqual(["no-store", "nosniff"]);
  });
});
