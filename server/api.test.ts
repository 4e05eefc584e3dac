import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "./api";
import { createClock } from "./clock";
import { WorkbooksBusy } from "./export/queue-workbook";
import { ServerContext } from "./context";
import { setCookiesOf } from "./handlers/respond";
import { createRouter } from "./router";
import { DEMO_PASSWORD } from "./seed/fixtures";
import { MemoryStore } from "./store/memory/memory-store";
import { StoreInvalidInput, StoreUnavailable } from "./store/basics";
import type { Store } from "./store/store";

// The API called as a plain fetch handler, no transport in between (the same function msw and the Node server call).

const NOW = "2026-03-10T10:00:00.000+07:00";

function serverOn(store: Store): ServerContext {
  const clock = createClock();
  clock.freeze(NOW);
  return new ServerContext({ store, clock, rateLimits: false });
}

const post = (path: string, body: unknown) =>
  new Request(`http://api.test/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the API as a fetch handler", () => {
  const store = new MemoryStore();
  const server = serverOn(store);
  const api = createApi(server);
  beforeAll(() => server.reset({ tickets: 20 }));

  it("answers a Request with a Response, on any origin, for a path that starts with /api/v1", async () => {
    for (const url of [
      "http://api.test/api/v1/queues/getScheduledDate",
      "https://elsewhere.test:8443/api/v1/queues/getScheduledDate/",
    ]) {
      const response = await api(new Request(url, { method: "POST" }));
      expect(response.status, url).toBe(200);
      expect((await response.json()).data.scheduled_date).toBe("2026-03-11");
    }
  });

  it("answers the JSON 404 for a path outside the API or an unknown route", async () => {
    for (const [method, url] of [
      ["GET", "http://api.test/"],
      ["GET", "http://api.test/api/v1/nothing"],
      // the prefix further in: nginx would limit and cache it by its plain `location /api/` (server/api.ts apiPathOf)
      ["POST", "http://api.test/base/api/v1/queues/getScheduledDate"],
      ["POST", "http://api.test/api/x/api/v1/queues/create"],
      ["GET", "http://api.test/api/v1x/queues/locations/get"],
      ["HEAD", "http://api.test/api/v1/nothing"],
    ] as const) {
      const response = await api(new Request(url, { method }));
      expect(response.status, `${method} ${url}`).toBe(404);
      if (method !== "HEAD") expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("answers 405 with Allow for a method the path does not have (RFC 9110 §15.5.6), HEAD wherever GET is", async () => {
    for (const [method, path, allow] of [
      ["DELETE", "/users/auth/login", "POST"],
      ["DELETE", "/queues/getScheduledDate", "POST"],
      ["DELETE", "/queues/create", "POST"],
      ["DELETE", "/queues/locations/get", "GET, HEAD"],
      ["POST", "/queues/locations/get/", "GET, HEAD"],
      // a parameter route counts where its parameter is canonical, as the gate checks it (nonCanonicalParam)
      ["DELETE", "/queues/0b8a1a52-1c1e-4a4e-9d1f-2f0c1b2a3d4e", "GET, HEAD"],
      ["POST", "/queues/locations/12", "GET, HEAD, PATCH"],
      ["PUT", "/users/operator", "GET, HEAD, PATCH"],
      ["PUT", "/queues/download/", "GET, HEAD"],
      ["HEAD", "/users/auth/login", "POST"],
    ] as const) {
      const response = await api(new Request(`http://api.test/api/v1${path}`, { method }));
      expect([response.status, response.headers.get("allow")], `${method} ${path}`).toEqual([405, allow]);
      expect(response.headers.get("cache-control")).toBe("no-store");
      if (method !== "HEAD") expect(await response.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    }
  });

  it("leaves a parameter route that could never take the path out of Allow (RFC 9110 §10.2.1); its own answer stays", async () => {
    // `/queues/create` fits `/queues/:uuid`, but 'create' is no uuid: that GET is the gate's 401, then its 404
    const login = await api(post("/users/auth/login", { username: "superadmin", password: DEMO_PASSWORD }));
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    for (const path of ["/queues/create", "/queues/getScheduledDate"]) {
      const url = `http://api.test/api/v1${path}`;
      expect((await api(new Request(url))).status, path).toBe(401);
      const get = await api(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
      expect([get.status, await get.json()], path).toEqual([404, { error: "No record with this uuid", code: "NOT_FOUND" }]);
      expect((await api(new Request(url, { method: "DELETE" }))).headers.get("allow"), path).toBe("POST");
    }
    // a path only non-canonical parameter routes fit is no resource: 404, not a 405 naming methods it never answers
    for (const path of ["/queues/not-a-uuid", "/queues/0B8A1A52-1C1E-4A4E-9D1F-2F0C1B2A3D4E", "/queues/locations/012"]) {
      const response = await api(new Request(`http://api.test/api/v1${path}`, { method: "DELETE" }));
      expect([response.status, response.headers.get("allow")], path).toEqual([404, null]);
      expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("answers HEAD as GET without the body: the status, the headers and the rate limit of the GET", async () => {
    const limited = serverOn(new MemoryStore());
    await limited.reset({ tickets: 0 });
    limited.rateLimiter.configure({ guestLocations: { limit: 2, windowSeconds: 60 } });
    const limitedApi = createApi(limited);
    const url = "http://api.test/api/v1/queues/locations/get";
    const get = await limitedApi(new Request(url));
    const head = await limitedApi(new Request(url, { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
    expect(head.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    expect(head.body).toBeNull();
    expect(await head.text()).toBe("");
    // the GET and the HEAD took the two calls the limit allows: the third, either way, is the GET's 429
    const third = await limitedApi(new Request(url, { method: "HEAD" }));
    expect([third.status, third.headers.get("retry-after")]).toEqual([429, "60"]);
    expect(await third.text()).toBe("");
    expect((await limitedApi(new Request(url))).status).toBe(429);
    // a staff list by HEAD is the GET's 401 without a token: the same gate
    expect((await api(new Request("http://api.test/api/v1/queues/", { method: "HEAD" }))).status).toBe(401);
  });

  it("refuses a non-empty body that is not JSON with 415, and takes JSON by any of its names", async () => {
    const json = '{"no_kjp":"5049488500000001","date":"2026-03-11"}';
    const check = (headers: Record<string, string>, body: BodyInit = json) =>
      api(new Request("http://api.test/api/v1/queues/get", { method: "POST", headers, body }));
    // text/plain and a form are what a cross-site form or a no-preflight fetch sends (ADR 106); no type says nothing.
    // No type is the JSON as bytes: a Request gives a text body `text/plain;charset=UTF-8` of its own, bytes none
    // (as tests/contract/http.ts sends it)
    const typeless = new TextEncoder().encode(json);
    expect(new Request("http://api.test/", { method: "POST", body: typeless }).headers.get("content-type")).toBeNull();
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonx",
      "application/json-seq",
      "text/json",
      null,
    ]) {
      const response = await (type === null ? check({}, typeless) : check({ "content-type": type }));
      expect(response.status, type ?? "no type").toBe(415);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toEqual({
        error: "The request body must be JSON (Content-Type: application/json)",
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
    }
    for (const type of [
      "application/json",
      "application/json; charset=utf-8",
      "Application/JSON;Charset=UTF-8",
      "application/problem+json",
      "application/vnd.api+json",
    ])
      expect((await check({ "content-type": type })).status, type).toBe(200);
    // an empty body is no body, whatever its type: `{}`, each missing field named (422), as before
    const empty = await check({ "content-type": "text/plain" }, "");
    expect([empty.status, Object.keys((await empty.json()).errors).sort()]).toEqual([422, ["date", "no_kjp"]]);
    // a route without a body reads none, so its type does not matter
    expect(
      (
        await api(
          new Request("http://api.test/api/v1/queues/getScheduledDate", {
            method: "POST",
            headers: { "content-type": "text/plain" },
            body: "x",
          }),
        )
      ).status,
    ).toBe(200);
  });

  it("checks the body's type where it reads the body: after the sign-in (401), as before", async () => {
    const response = await api(
      new Request("http://api.test/api/v1/queues/locations/", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(401);
  });

  it("reads the query without the URL's fragment, as on the wire (a valid query is kept by its text)", async () => {
    const locations = (await (await api(new Request("http://api.test/api/v1/queues/locations/get"))).json()) as {
      data: { queue_locations: { id: number }[] };
    };
    const id = locations.data.queue_locations[0]!.id;
    for (const url of [
      `http://api.test/api/v1/queues/sessions/get?location_id=${id}#sessions`,
      `http://api.test/api/v1/queues/sessions/get?location_id=${id}`,
      `http://api.test/api/v1/queues/sessions/get?location_id=${id}#`,
    ]) {
      expect((await api(new Request(url))).status, url).toBe(200);
    }
  });

  it("sets the refresh cookie on login, readable also where a browser strips Set-Cookie", async () => {
    const response = await api(post("/users/auth/login", { username: "operator", password: DEMO_PASSWORD }));
    expect(response.status).toBe(200);
    const [cookie] = setCookiesOf(response);
    expect(cookie).toMatch(/^refresh_token=[^;]+; .*HttpOnly/);
    // the cookie comes back in a Cookie header (the Node transports) and rotates
    const refreshed = await api(
      new Request("http://api.test/api/v1/users/auth/refresh-token", {
        method: "POST",
        headers: { cookie: cookie?.split(";")[0] ?? "" },
      }),
    );
    expect(refreshed.status).toBe(200);
    // or from the transport, as msw reads it from the page
    const replayed = await api(new Request("http://api.test/api/v1/users/auth/refresh-token", { method: "POST" }), {
      cookies: { refresh_token: cookie?.split(";")[0]?.split("=")[1] ?? "" },
    });
    expect(replayed.status).toBe(401); // already rotated: a replay revokes the family
  });

  it("lets an intercept hook answer first, by endpoint name, and passes the request on when it answers null", async () => {
    const seen: string[] = [];
    const intercepted = createApi(server, {
      intercept: (names) => {
        seen.push(...names);
        return names.includes("adminScheduledDate") ? new Response(null, { status: 418 }) : null;
      },
    });
    expect((await intercepted(post("/queues/getScheduledDate", {}))).status).toBe(418);
    expect(seen).toEqual(["guestScheduledDate", "adminScheduledDate"]);
    expect((await intercepted(new Request("http://api.test/api/v1/queues/locations/get"))).status).toBe(200);
  });
});

describe("an export (docs/product.md §2.8)", () => {
  /** A signed-in superadmin's exports; `built` holds each workbook's row count (unless the options give a `writeWorkbook` of their own). */
  async function signedInExports(options: Partial<ConstructorParameters<typeof ServerContext>[0]>) {
    const clock = createClock();
    clock.freeze(NOW);
    const built: number[] = [];
    const server = new ServerContext({
      store: new MemoryStore(),
      clock,
      rateLimits: false,
      writeWorkbook: async (sheet) => {
        built.push(sheet.rows.length);
        return new Blob(["xlsx"]);
      },
      ...options,
    });
    await server.reset({ tickets: 20 });
    const api = createApi(server);
    const signedIn = await api(post("/users/auth/login", { username: "superadmin", password: DEMO_PASSWORD }));
    const token = ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
    const exportOf = (query: string, method = "GET") =>
      api(
        new Request(`http://api.test/api/v1/queues/download/${query}`, {
          method,
          headers: { Authorization: `Bearer ${token}` },
        }),
      );
    return { server, exportOf, built };
  }

  // the rows are read into the process's memory and a workbook of 200,000 took 13 s of a thread (session 45)
  it("of more tickets than a file holds is refused in the ticket screens' words, before any workbook is built", async () => {
    const { server, exportOf, built } = await signedInExports({ exportMaxRows: 5 });
    const all = (await server.store.tickets.list({}, { page: 1, size: 1 })).total;
    expect(all).toBeGreaterThan(5);
    const refused = await exportOf("");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      code: "EXPORT_TOO_LARGE",
      error: `Export berisi ${all} tiket, lebih dari 5 tiket per file. Di Semua Antrean, pilih tanggal dan lokasi, lalu tekan Export.`,
    });
    expect(built).toEqual([]);
    // a filter that leaves five or fewer gets its file
    const [ticket] = (await server.store.tickets.list({}, { page: 1, size: 1 })).rows;
    const narrow = await exportOf(`?no=${ticket!.no}&date=${ticket!.scheduled_date}&location_id=${ticket!.queue_location_id}`);
    expect(narrow.status).toBe(200);
    expect(narrow.headers.get("content-disposition")).toContain("DaftarAntrean.xlsx");
    expect(built).toHaveLength(1);
  });

  it("that registrations take past the cap between its count and its rows is refused with the number then", async () => {
    const { server, exportOf, built } = await signedInExports({ exportMaxRows: 5 });
    const tickets = server.store.tickets;
    const all = await tickets.count({});
    // the first count is taken before a rush's registrations, which leave the export above the cap when it reads
    const count = tickets.count.bind(tickets);
    let counted = 0;
    tickets.count = (filters) => (counted++ === 0 ? Promise.resolve(5) : count(filters));
    const refused = await exportOf("");
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toContain(`Export berisi ${all} tiket`);
    expect([counted, built]).toEqual([2, []]);
  });

  it("by HEAD answers the GET's headers and builds nothing (ADR 106)", async () => {
    const { exportOf, built } = await signedInExports({});
    const get = await exportOf("");
    const head = await exportOf("", "HEAD");
    expect(built).toHaveLength(1);
    expect([head.status, head.headers.get("content-disposition")]).toEqual([200, get.headers.get("content-disposition")]);
  });

  it("while other exports are being built and more wait, is told to come back: 503 with Retry-After", async () => {
    const { exportOf } = await signedInExports({
      writeWorkbook: async () => {
        throw new WorkbooksBusy();
      },
    });
    const busy = await exportOf("");
    expect([busy.status, busy.headers.get("retry-after")]).toEqual([503, "40"]);
    expect(((await busy.json()) as { code: string }).code).toBe("UNAVAILABLE");
  });
});

describe("when the store fails", () => {
  function failingStore(error: Error): Store {
    const store = new MemoryStore();
    store.tickets.guestLocations = () => Promise.reject(error);
    return store;
  }

  it("answers 503 with Retry-After when the database cannot answer now, without its message", async () => {
    const api = createApi(serverOn(failingStore(new StoreUnavailable("connection to 10.0.0.5 lost", 3))));
    const response = await api(new Request("http://api.test/api/v1/queues/locations/get"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("3");
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: "UNAVAILABLE" });
    expect(text).not.toContain("10.0.0.5");
  });

  it("answers 422 without the database's text when it refuses a value the contract let through", async () => {
    const api = createApi(serverOn(failingStore(new StoreInvalidInput('date/time field value out of range: "2026-02-30"'))));
    const response = await api(new Request("http://api.test/api/v1/queues/locations/get"));
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: "VALIDATION" });
    expect(text).not.toContain("2026-02-30");
  });

  it("answers 500 without the error's text for anything else", async () => {
    const api = createApi(serverOn(failingStore(new Error("relation tickets does not exist"))));
    const response = await api(new Request("http://api.test/api/v1/queues/locations/get"));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("relation");
  });
});

describe("the router", () => {
  const route = createRouter([
    { method: "GET", path: "/users/:username" },
    { method: "GET", path: "/users/roles/" },
  ]);

  it("prefers static segments, takes an optional trailing slash and decodes parameters", () => {
    expect(route("GET", "/users/roles")?.route.path).toBe("/users/roles/");
    expect(route("GET", "/users/roles/")?.route.path).toBe("/users/roles/");
    expect(route("GET", "/users/ani%20b")?.params).toEqual({ username: "ani b" });
  });

  it("finds a path without parameters by its text as the walk finds it: the first route of that text, of that method", () => {
    const routes = [
      { method: "GET", path: "/queues/sessions/get" },
      { method: "GET", path: "/queues/sessions/get/" },
      { method: "POST", path: "/queues/sessions/get" },
      { method: "GET", path: "/queues/:uuid/get" },
    ];
    const find = createRouter(routes);
    expect(find("GET", "/queues/sessions/get")?.route).toBe(routes[0]);
    expect(find("GET", "/queues/sessions/get/")?.route).toBe(routes[0]);
    expect(find("POST", "/queues/sessions/get/")?.route).toBe(routes[2]);
    expect(find("GET", "/queues/other/get")).toEqual({ route: routes[3], params: { uuid: "other" } });
    expect(find("DELETE", "/queues/sessions/get")).toBeNull();
  });

  it("matches no empty parameter, no other method and no longer path", () => {
    expect(route("GET", "/users/")).toBeNull();
    expect(route("POST", "/users/ani")).toBeNull();
    expect(route("GET", "/users/ani/x")).toBeNull();
  });
});
