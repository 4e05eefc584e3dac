import { describe, expect, it } from "vitest";
import { declaredStatuses, problemWith, rowChange, type FuzzRequest } from "./fuzz";

// The fuzzer's verdict on one answer (docs/mock-fuzzing.md): each rule it checks can fail. A run that never fails
// proves something only if these do.

const json = { "content-type": "application/json" };
const guestLocations: FuzzRequest = { name: "guestLocations", method: "GET", path: "/api/v1/queues/locations/get", headers: {} };
const fits = JSON.stringify({ data: { queue_locations: [] } });
const publicCache = { "cache-control": "public, max-age=1, stale-while-revalidate=1", "x-content-type-options": "nosniff" };

describe("the fuzzer's checks", () => {
  it("lets an answer that fits the contract and docs/openapi.json through", () => {
    expect(problemWith(guestLocations, { status: 200, headers: { ...json, ...publicCache }, text: fits })).toBeNull();
  });

  it("reports an answer a cache may keep, or one without nosniff (issue 33)", () => {
    expect(problemWith(guestLocations, { status: 200, headers: json, text: fits })).toBe(
      "200 without X-Content-Type-Options: nosniff",
    );
    const kept = { ...json, "x-content-type-options": "nosniff", "cache-control": "public, max-age=60" };
    expect(problemWith(guestLocations, { status: 200, headers: kept, text: fits })).toBe(
      "200 with Cache-Control: public, max-age=60",
    );
    // a refusal is never kept, not even the public list's
    const refusal = '{"error":"x","code":"VALIDATION"}';
    expect(problemWith(guestLocations, { status: 422, headers: { ...json, ...publicCache }, text: refusal })).toBe(
      "422 with Cache-Control: public, max-age=1, stale-while-revalidate=1",
    );
  });

  it("reports no answer, a 5xx and a status the endpoint does not declare", () => {
    expect(problemWith(guestLocations, "hung")).toBe("no answer (hung or dropped)");
    expect(problemWith(guestLocations, { status: 500, headers: json, text: '{"error":"x","code":"SERVER_ERROR"}' })).toMatch(
      /^server error 500/,
    );
    // guest locations has no conflict of its own, and no sign-in to refuse
    expect(declaredStatuses("guestLocations").has(409)).toBe(false);
    expect(declaredStatuses("guestLocations").has(401)).toBe(false);
    expect(problemWith(guestLocations, { status: 409, headers: json, text: '{"error":"x","code":"DUPLICATE"}' })).toMatch(
      /^undeclared status 409/,
    );
  });

  it("reports a refusal without the JSON error body, and a success body outside the contract", () => {
    expect(problemWith(guestLocations, { status: 404, headers: json, text: "Not Found" })).toMatch(/^404 without a JSON body/);
    expect(problemWith(guestLocations, { status: 404, headers: json, text: '{"message":"no"}' })).toMatch(
      /^404 body outside the contract/,
    );
    expect(
      problemWith(guestLocations, { status: 200, headers: json, text: '{"data":{"queue_locations":[{"id":"one"}]}}' }),
    ).toMatch(/^200 body outside the contract/);
  });

  it("reports an answer the contract's schema accepts but docs/openapi.json does not (its content type)", () => {
    expect(problemWith(guestLocations, { status: 200, headers: { "content-type": "text/plain" }, text: fits })).toBe(
      'GET /queues/locations/get 200: content type "text/plain" is not in #/paths/~1queues~1locations~1get/get/responses/200/content (application/json)',
    );
  });

  it("holds a body that is not JSON to 415 where the gate reads it, and 415 to such a body alone (ADR 106)", () => {
    const check = (contentType: string, body?: string): FuzzRequest => ({
      name: "guestCheckQueues",
      method: "POST",
      path: "/api/v1/queues/get",
      headers: { "content-type": contentType },
      body,
    });
    const noStore = { ...json, "cache-control": "no-store", "x-content-type-options": "nosniff" };
    const unsupported = '{"error":"The request body must be JSON","code":"UNSUPPORTED_MEDIA_TYPE"}';
    const found = JSON.stringify({ data: { queues: [] } });
    const body = '{"no_kjp":"5049488500000001","date":"2026-03-11"}';
    expect(declaredStatuses("guestCheckQueues").has(415)).toBe(true);
    expect(declaredStatuses("guestLocations").has(415)).toBe(false);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""])
      expect(problemWith(check(type, body), { status: 415, headers: noStore, text: unsupported }), type).toBeNull();
    expect(problemWith(check("text/plain", body), { status: 200, headers: noStore, text: found })).toBe(
      '200 for a body sent as "text/plain", not 415',
    );
    const notJson = '{"error":"The request body is not valid JSON","code":"BAD_REQUEST"}';
    expect(problemWith(check("text/plain", "{"), { status: 400, headers: noStore, text: notJson })).toBe(
      '400 for a body sent as "text/plain", not 415',
    );
    // a refusal before the body is read stands (here the path's)
    const badPath = '{"error":"The path is not valid percent-encoding","code":"BAD_REQUEST"}';
    expect(problemWith(check("text/plain", body), { status: 400, headers: noStore, text: badPath })).toBeNull();
    expect(
      problemWith(check("application/json; charset=utf-8", body), { status: 415, headers: noStore, text: unsupported }),
    ).toBe("415 for a JSON body or none");
    expect(problemWith(check("text/plain", ""), { status: 415, headers: noStore, text: unsupported })).toBe(
      "415 for a JSON body or none",
    );
  });

  it("counts a create once, and a replayed idempotent create not at all", () => {
    const create: FuzzRequest = { name: "guestCreateQueue", method: "POST", path: "/api/v1/queues/create", headers: {} };
    expect(rowChange(create, { status: 201, headers: {}, text: "" })).toEqual(["tickets", 1]);
    expect(rowChange(create, { status: 201, headers: { "idempotent-replayed": "true" }, text: "" })).toBeNull();
    expect(rowChange(create, { status: 409, headers: {}, text: "" })).toBeNull();
    const remove: FuzzRequest = { name: "dayOffDelete", method: "DELETE", path: "/api/v1/queues/days-off/3", headers: {} };
    expect(rowChange(remove, { status: 200, headers: {}, text: "" })).toEqual(["daysOff", -1]);
  });
});
