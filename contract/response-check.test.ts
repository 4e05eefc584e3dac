import { describe, expect, it } from "vitest";
import { endpoints } from "./endpoints";
import { checkAnswer, checkResponse, isErrorBody } from "./response-check";

describe("the one check of an answer's shape", () => {
  const health = { data: { status: "ok", store: "memory", migration: null } };

  it("passes an answer that fits and names what does not", () => {
    expect(checkResponse(endpoints.health, health)).toBeNull();
    expect(checkResponse(endpoints.health, { data: {} })).toMatch(/status/);
  });

  it("checks an error status against the error body, whatever the endpoint answers on success", () => {
    const refusal = { error: "Tidak ditemukan", code: "NOT_FOUND" };
    expect([checkAnswer(endpoints.health, 404, refusal), isErrorBody(refusal)]).toEqual([null, true]);
    expect(checkAnswer(endpoints.health, 404, health)).not.toBeNull();
    expect(checkAnswer(endpoints.health, 200, refusal)).not.toBeNull();
    expect(isErrorBody(health)).toBe(false);
  });
});
