import { describe, expect, it } from "vitest";
import { describeError, failureKind, fieldErrorsOf, GENERIC_ERROR_MESSAGE } from "./errors";

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
  it("uses the error's message (the API client puts the server's text there)", () => {
    expect(describeError(new FakeApiError(409, "Queue is not registered"))).toBe("Queue is not registered");
    expect(describeError(new Error(""))).toBe(GENERIC_ERROR_MESSAGE);
    expect(describeError(null)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("classifies failed reads", () => {
    expect(failureKind(new FakeApiError(403, "Forbidden"))).toBe("forbidden");
    expect(failureKind(new FakeApiError(404, "Not found"))).toBe("notFound");
    expect(failureKind(new FakeApiError(500, "boom"))).toBe("error");
    expect(failureKind(new TypeError("x"))).toBe("error");
  });

  it("reads field errors of a 422", () => {
    expect(fieldErrorsOf(new FakeApiError(422, "Invalid", { name: "too short" }))).toEqual({ name: "too short" });
    expect(fieldErrorsOf(new Error("x"))).toEqual({});
  });
});
