import { describe, expect, it } from "vitest";
import { fieldErrorsOf, readFailureView } from "./errors";

class FakeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

describe("error reading", () => {
  it("classifies failed reads", () => {
    expect(readFailureView(new FakeApiError(403, "Forbidden"))).toBe("forbidden");
    expect(readFailureView(new FakeApiError(404, "Not found"))).toBe("notFound");
    expect(readFailureView(new FakeApiError(500, "boom"))).toBe("error");
    expect(readFailureView(new TypeError("x"))).toBe("error");
  });

  it("reads field errors of a 422", () => {
    expect(fieldErrorsOf(new FakeApiError(422, "Invalid", { name: "too short" }))).toEqual({ name: "too short" });
    expect(fieldErrorsOf(new Error("x"))).toEqual({});
  });
});
