import { describe, expect, it } from "vitest";
import { guestBody } from "./testing/harness";
import { useHttpTestApi } from "./testing/http-harness";

const api = useHttpTestApi({ control: true });

const post = (path: string, body?: unknown) =>
  api.send(
    "POST",
    path,
    body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
const data = (answer: { json: unknown }) => (answer.json as { data: Record<string, unknown> }).data;

describe("the control API over HTTP (MOCK_CONTROL=1)", () => {
  it("reads, sets, freezes, advances and resets the clock", async () => {
    expect(data(await post("/__mock/clock/freeze", { at: "2026-03-10T05:59:59+07:00" }))).toMatchObject({
      now: "2026-03-09T22:59:59.000Z",
      mode: "frozen",
    });
    expect((await post("/api/v1/queues/create", guestBody(1, 1))).json).toMatchObject({ code: "REGISTRATION_CLOSED" });
    expect(data(await post("/__mock/clock/advance", { seconds: 1 })).now).toBe("2026-03-09T23:00:00.000Z");
    expect(data(await api.send("GET", "/__mock/clock")).now).toBe("2026-03-09T23:00:00.000Z");
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
    expect((await api.send("GET", "/__mock/clock/%ff")).status).toBe(400);
  });

  it("sets and clears faults on a named endpoint, and expires access tokens", async () => {
    const put = await api.send("PUT", "/__mock/faults/guestLocations", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 503, times: 1 }),
    });
    expect(data(put).faults).toEqual({ guestLocations: { status: 503, times: 1 } });
    expect((await api.send("GET", "/api/v1/queues/locations/get")).status).toBe(503);
    expect((await api.send("GET", "/api/v1/queues/locations/get")).status).toBe(200);
    expect((await api.send("PUT", "/__mock/faults/noSuchEndpoint", { body: "{}" })).status).toBe(404);
    await api.send("PUT", "/__mock/faults/*", { body: JSON.stringify({ latencyMs: 1 }) });
    expect(data(await api.send("DELETE", "/__mock/faults")).faults).toEqual({});

    const login = await post("/api/v1/users/auth/login", { username: "operator", password: "antrean123" });
    const auth = { authorization: `Bearer ${(data(login) as { accessToken: string }).accessToken}` };
    expect((await api.send("GET", "/api/v1/queues/", { headers: auth })).status).toBe(200);
    await post("/__mock/faults/expire-access-tokens");
    expect((await api.send("GET", "/api/v1/queues/", { headers: auth })).status).toBe(401);
  });

  it("sets rate limits and resets the data", async () => {
    const limits = { guestScheduledDate: { limit: 1, windowSeconds: 60 } };
    const put = await api.send("PUT", "/__mock/rate-limits", { body: JSON.stringify(limits) });
    expect(data(put).rateLimits).toEqual(limits);
    expect((await post("/api/v1/queues/getScheduledDate")).status).toBe(200);
    expect((await post("/api/v1/queues/getScheduledDate")).status).toBe(429);
    expect(
      (await api.send("PUT", "/__mock/rate-limits", { body: JSON.stringify({ nope: { limit: 1, windowSeconds: 1 } }) })).status,
    ).toBe(422);
    await api.send("PUT", "/__mock/rate-limits", { body: "{}" });

    const reset = await post("/__mock/reset", { tickets: 10 });
    expect((data(reset).counts as Record<string, number>).tickets).toBe(10);
    expect((data(await api.send("GET", "/__mock/counts")).counts as Record<string, number>).tickets).toBe(10);
  });
});
