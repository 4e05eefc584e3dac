import { describe, expect, it } from "vitest";
import { pathProblem, REQUEST_LIMITS } from "./request-limits";

// The path guard every transport runs before anything decodes a path (ADR 106); its answer by the path as sent.
describe("pathProblem", () => {
  it.each([
    ["/api/v1/queues/sessions/get", "?location_id=3", null],
    ["/api/v1/users/ab%20c", "", null],
    ["/api/v1/users/", "", null],
    [`/api/v1/users/${"a".repeat(REQUEST_LIMITS.maxUrlLength)}`, "", 414],
    ["/api/v1/users/a", "?" + "q".repeat(REQUEST_LIMITS.maxUrlLength), 414],
    ["/api/v1/users/%ff", "", 400],
    ["/api/v1/queues/locations/%", "", 400],
    ["/api/v1/users/a%00b", "", 400],
    ["/api/v1/users/a\u0001b", "", 400],
    ["/api/v1/users/a\u007fb", "", 400],
    ["/api/v1/users/..", "", 404],
    ["/api/v1/./users", "", 404],
    ["/api/v1/users/%2e%2e", "", 404],
    ["/api/v1/users/a%2Fb", "", 404],
    // a backslash is a slash to `new URL` (which then resolves the dots) but not to nginx: refused as sent and encoded
    ["/api/v1/queues/sessions/get\\..\\..\\locations\\get", "", 404],
    ["/api/v1/queues/..\\users", "", 404],
    ["/api/v1/x\\..\\queues/create", "", 404],
    ["/api/v1/users/a%5Cb", "", 404],
    // every segment is checked for control characters before any for dots: a path with both is a 400
    ["/api/v1/../a\u0001", "", 400],
    ["/api/v1/%2e%2e/a%01", "", 400],
  ])("%j%j → %j", (pathname, search, status) => {
    expect(pathProblem(pathname, search)?.status ?? null).toBe(status);
  });
});
