import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./http";

// The suite checks every answer against docs/openapi.json (ADR 004). A test double backend shows it catches an
// answer that is wrong, and says where in the document the broken rule is.

const answers: Record<string, { status: number; body: unknown }> = {
  "GET /api/v1/queues/sessions/get?location_id=1": { status: 200, body: { data: { queue_sessions: [] } } },
  "GET /api/v1/queues/locations/get": {
    status: 200,
    body: { data: { queue_locations: [{ id: "one", name: "Pasar", code: "PSR", description: null, queue_days_off: [] }] } },
  },
  // a location named by the id "get": the `{id}` route's 404, not the guest list's
  "PATCH /api/v1/queues/locations/get": { status: 404, body: { error: "Not found", code: "NOT_FOUND" } },
  "GET /api/v1/queues/locations/7": { status: 404, body: { message: "not found" } },
  "GET /api/v1/users/": { status: 418, body: "I'm a teapot" },
};

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[`${request.method} ${request.url}`] ?? { status: 404, body: { error: "No route", code: "NOT_FOUND" } };
    // the cache headers every answer must carry (http.ts, expectCacheHeaders): this double tests the document check
    const publicList = request.method === "GET" && answer.status === 200 && request.url?.includes("/get");
    response
      .writeHead(answer.status, {
        "Content-Type": "application/json",
        "Cache-Control": publicList ? "public, max-age=1, stale-while-revalidate=1" : "no-store",
        "X-Content-Type-Options": "nosniff",
      })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("every answer is checked against docs/openapi.json", () => {
  it("lets an answer that fits through", async () => {
    const answer = await apiClient(origin).send("GET", "/queues/sessions/get?location_id=1");
    expect(answer.body).toEqual({ data: { queue_sessions: [] } });
  });

  it("reads a path by its method: a literal path's other methods belong to the parameterised route", async () => {
    const answer = await apiClient(origin).send("PATCH", "/queues/locations/get", { token: "t", body: { name: "Pasar" } });
    expect(answer.status).toBe(404);
  });

  it("reports a wrong success body with the document's path to the broken rule", async () => {
    await expect(apiClient(origin).send("GET", "/queues/locations/get")).rejects.toThrow(
      "GET /queues/locations/get 200 (#/paths/~1queues~1locations~1get/get/responses/200): " +
        "#/components/schemas/GuestLocation/properties/id/type: /data/queue_locations/0/id must be integer",
    );
  });

  it("reports an error answer that is not the error body", async () => {
    await expect(apiClient(origin).send("GET", "/queues/locations/7", { token: "t" })).rejects.toThrow(
      "(#/paths/~1queues~1locations~1{id}/get/responses/404): #/components/schemas/ErrorBody/required: the body must have required property 'code'",
    );
  });

  it("reports an answer that is not JSON where the document says JSON", async () => {
    await expect(apiClient(origin).send("GET", "/users/", { token: "t" })).rejects.toThrow(
      "GET /users/ 418 (#/paths/~1users~1/get/responses/default): #/components/schemas/ErrorBody/type: the body must be object",
    );
  });
});
