import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_PREFIX } from "../contract";
import { createAnswerChecker } from "../server/openapi/answer-check";
import { OPENAPI_FILE } from "../server/openapi/document";
import { CONTROL_OPENAPI_FILE, CONTROL_PREFIX } from "./control-routes";
import { guestBody, TEST_NOW } from "./testing/harness";
import { useHttpTestApi } from "./testing/http-harness";

const api = useHttpTestApi({ control: true });

// every answer fits its committed document: the control API's own (ADR 108), the API's for /api/v1 (ADR 004)
const documents = [
  [CONTROL_PREFIX, createAnswerChecker(JSON.parse(readFileSync(CONTROL_OPENAPI_FILE, "utf8")))],
  [API_PREFIX, createAnswerChecker(JSON.parse(readFileSync(OPENAPI_FILE, "utf8")))],
] as const;
const send: typeof api.send = async (method, path, options) => {
  const answer = await api.send(method, path, options);
  const [prefix, check] = documents.find(([prefix]) => path.startsWith(`${prefix}/`)) ?? [];
  const problem = check?.({
    method,
    path: path.slice(prefix?.length),
    status: answer.status,
    contentType: String(answer.headers["content-type"] ?? ""),
    body: answer.json,
  });
  if (problem) throw new Error(`The answer does not fit its OpenAPI document: ${problem}`);
  return answer;
};

const json = { "content-type": "application/json" };
const post = (path: string, body?: unknown) =>
  send("POST", path, body === undefined ? {} : { headers: json, body: JSON.stringify(body) });
const data = (answer: { json: unknown }) => (answer.json as { data: Record<string, unknown> }).data;

describe("the control API over HTTP (MOCK_CONTROL=1)", () => {
  it("reads, sets, freezes, advances and resets the clock", async () => {
    expect(data(await post("/__mock/clock/freeze", { at: "2026-03-10T05:59:59+07:00" }))).toMatchObject({
      now: "2026-03-09T22:59:59.000Z",
      mode: "frozen",
    });
    expect((await post("/api/v1/queues/create", guestBody(1, 1))).json).toMatchObject({ code: "REGISTRATION_CLOSED" });
    expect(data(await post("/__mock/clock/advance", { seconds: 1 })).now).toBe("2026-03-09T23:00:00.000Z");
    expect(data(await send("GET", "/__mock/clock")).now).toBe("2026-03-09T23:00:00.000Z");
    expect(data(await post("/__mock/clock/set", { at: "2026-03-10T10:00:00+07:00" })).mode).toBe("offset");
    expect(data(await post("/__mock/clock/reset")).mode).toBe("real");
  });

  it("answers a bad instant or duration with 422, not 500", async () => {
    for (const [path, body] of [
      ["/__mock/clock/set", { at: "not a date" }],
      ["/__mock/clock/freeze", { at: 1e300 }],
      ["/__mock/clock/advance", { days: 1e12 }],
      ["/__mock/clock/advance", { weeks: 1 }],
    ] as const) {
      const answer = await post(path, body);
      expect([answer.status, (answer.json as { code: string }).code]).toEqual([422, "VALIDATION"]);
    }
    // a path no route has: outside the document, so sent unchecked
    expect((await api.send("GET", "/__mock/clock/%ff")).status).toBe(400);
  });

  it("sets and clears faults on a named endpoint, and expires access tokens", async () => {
    const put = await send("PUT", "/__mock/faults/guestLocations", {
      headers: json,
      body: JSON.stringify({ status: 503, times: 1 }),
    });
    expect(data(put).faults).toEqual({ guestLocations: { status: 503, times: 1 } });
    expect((await send("GET", "/api/v1/queues/locations/get")).status).toBe(503);
    expect((await send("GET", "/api/v1/queues/locations/get")).status).toBe(200);
    expect((await send("PUT", "/__mock/faults/noSuchEndpoint", { headers: json, body: "{}" })).status).toBe(404);
    await send("PUT", "/__mock/faults/*", { headers: json, body: JSON.stringify({ latencyMs: 1 }) });
    expect(data(await send("DELETE", "/__mock/faults")).faults).toEqual({});

    const login = await post("/api/v1/users/auth/login", { username: "operator", password: "antrean123" });
    const auth = { authorization: `Bearer ${(data(login) as { accessToken: string }).accessToken}` };
    expect((await send("GET", "/api/v1/queues/", { headers: auth })).status).toBe(200);
    await post("/__mock/faults/expire-access-tokens");
    expect((await send("GET", "/api/v1/queues/", { headers: auth })).status).toBe(401);
  });

  it("sets rate limits and resets the data", async () => {
    const limits = { guestScheduledDate: { limit: 1, windowSeconds: 60 } };
    const put = await send("PUT", "/__mock/rate-limits", { headers: json, body: JSON.stringify(limits) });
    expect(data(put).rateLimits).toEqual(limits);
    expect((await post("/api/v1/queues/getScheduledDate")).status).toBe(200);
    expect((await post("/api/v1/queues/getScheduledDate")).status).toBe(429);
    const unknown = await send("PUT", "/__mock/rate-limits", {
      headers: json,
      body: JSON.stringify({ nope: { limit: 1, windowSeconds: 1 } }),
    });
    expect([unknown.status, Object.keys((unknown.json as { errors: object }).errors)]).toEqual([422, ["nope"]]);
    await send("PUT", "/__mock/rate-limits", { headers: json, body: "{}" });

    const reset = await post("/__mock/reset", { tickets: 10 });
    expect((data(reset).counts as Record<string, number>).tickets).toBe(10);
    expect((data(await send("GET", "/__mock/counts")).counts as Record<string, number>).tickets).toBe(10);
  });

  it("refuses a body that is not a JSON object with 422, and changes nothing (an array is not 'no rate limits')", async () => {
    const limits = { guestScheduledDate: { limit: 5, windowSeconds: 60 } };
    await send("PUT", "/__mock/rate-limits", { headers: json, body: JSON.stringify(limits) });
    for (const body of ["[]", "[1]", "null", "3", '"x"']) {
      const answer = await send("PUT", "/__mock/rate-limits", { headers: json, body });
      expect([body, answer.status, (answer.json as { code: string }).code]).toEqual([body, 422, "VALIDATION"]);
    }
    // a body that does not say it is JSON is refused before it is read, as on the API (ADR 106)
    for (const type of [{ "content-type": "text/plain" }, {}] as Record<string, string>[]) {
      const answer = await send("PUT", "/__mock/rate-limits", { headers: type, body: "{}" });
      expect([answer.status, (answer.json as { code: string }).code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    }
    expect(data(await send("GET", "/__mock/rate-limits")).rateLimits).toEqual(limits);
    expect((await send("PUT", "/__mock/faults/login", { headers: json, body: "[]" })).status).toBe(422);
    expect((await send("POST", "/__mock/clock/advance", { headers: json, body: "[]" })).status).toBe(422);
    expect((await post("/__mock/clock/set", { at: "2026-03-10T06:00:00+07:00", by: 1 })).status).toBe(422);
    await send("PUT", "/__mock/rate-limits", { headers: json, body: "{}" });
  });

  it("serves its own OpenAPI document, the committed docs/openapi-mock-control.json", async () => {
    const answer = await send("GET", "/__mock/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(JSON.parse(readFileSync(CONTROL_OPENAPI_FILE, "utf8")));
  });

  it("reports an answer that does not fit the control document", async () => {
    // a known path with a method the document does not have
    await expect(send("PATCH", "/__mock/clock")).rejects.toThrow(/#\/paths\/~1clock has no patch operation/);
  });

  it("answers a create 503 after saving it (fault afterDone); the retry with its key replays 201, another create 201", async () => {
    await post("/__mock/clock/freeze", { at: TEST_NOW });
    await post("/__mock/reset", { tickets: 0 });
    const locations = data(await send("GET", "/api/v1/queues/locations/get")).queue_locations as {
      id: number;
      queue_days_off: unknown[];
    }[];
    const open = locations.find((location) => location.queue_days_off.length === 0)!;
    const sessions = data(await send("GET", `/api/v1/queues/sessions/get?location_id=${open.id}`)).queue_sessions as {
      id: number;
    }[];
    const create = (n: number, key: string) =>
      send("POST", "/api/v1/queues/create", {
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(guestBody(sessions[0]!.id, n)),
      });
    await send("PUT", "/__mock/faults/guestCreateQueue", {
      headers: json,
      body: JSON.stringify({ status: 503, afterDone: true, times: 1 }),
    });
    const lost = await create(1, "after-done-1");
    expect([lost.status, (lost.json as { code: string }).code]).toEqual([503, "UNAVAILABLE"]);
    expect((data(await send("GET", "/__mock/counts")).counts as Record<string, number>).tickets).toBe(1);
    const retry = await create(1, "after-done-1");
    expect([retry.status, retry.headers["idempotent-replayed"]]).toEqual([201, "true"]);
    const other = await create(2, "after-done-2");
    expect([other.status, other.headers["idempotent-replayed"]]).toEqual([201, undefined]);
    expect((data(await send("GET", "/__mock/counts")).counts as Record<string, number>).tickets).toBe(2);
  });
});
