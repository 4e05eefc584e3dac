import { describe, expect, it } from "vitest";
import { checkAnswer, checkResponse, isErrorBody } from "./response-check";

describe("the one check of an answer's shape", () => {
  const health = { data: { status: "ok", store: "memory", migration: null } };

  it("passes an answer that fits and names what does not", () => {
    expect(checkResponse("health", health)).toBeNull();
    expect(checkResponse("health", { data: {} })).toMatch(/status/);
  });

  it("checks an error status against the error body, whatever the endpoint answers on success", () => {
    const refusal = { error: "Tidak ditemukan", code: "NOT_FOUND" };
    expect([checkAnswer("health", 404, refusal), isErrorBody(refusal)]).toEqual([null, true]);
    expect(checkAnswer("health", 404, health)).not.toBeNull();
    expect(checkAnswer("health", 200, refusal)).not.toBeNull();
    expect(isErrorBody(health)).toBe(false);
  });
});
