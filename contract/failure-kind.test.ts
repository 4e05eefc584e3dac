import { describe, expect, it } from "vitest";
import { failureKind, failureStatus } from "./failure-kind";

describe("failureKind: the one sorting of failures (docs/product.md §8)", () => {
  it("sorts by the status any failure carries, whatever its shape", () => {
    const cases: Array<[unknown, string]> = [
      [{ status: 0, message: "Network Error" }, "offline"],
      [{ status: 429, retryAfter: 7 }, "tooMany"],
      [{ status: 500 }, "serverError"],
      [{ status: 503 }, "busy"],
      [{ status: 502 }, "serverError"],
      [{ status: 403, code: "FORBIDDEN" }, "forbidden"],
      [{ status: 404 }, "notFound"],
      [{ status: 409, code: "INVALID_TRANSITION" }, "refused"],
      [{ status: 422, fieldErrors: { name: "taken" } }, "refused"],
    ];
    expect(cases.map(([failure]) => failureKind(failure))).toEqual(cases.map(([, kind]) => kind));
  });

  it("counts a failure without a status (a thrown error, a plain message) as no connection", () => {
    expect(failureStatus(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(failureKind(new TypeError("Failed to fetch"))).toBe("offline");
    expect(failureKind({ message: "Network Error" })).toBe("offline");
    expect(failureKind("boom")).toBe("offline");
    expect(failureKind({ status: "500" })).toBe("offline");
  });
});
