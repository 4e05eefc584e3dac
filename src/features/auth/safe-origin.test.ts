import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_LOGIN, safeOrigin } from "./safe-origin";

describe("safeOrigin", () => {
  it.each([
    ["/queues/today", "/queues/today"],
    ["/users?page=2", "/users?page=2"],
    [null, DEFAULT_AFTER_LOGIN],
    ["", DEFAULT_AFTER_LOGIN],
    ["https://evil.example/", DEFAULT_AFTER_LOGIN],
    ["//evil.example", DEFAULT_AFTER_LOGIN],
    ["/\\evil.example", DEFAULT_AFTER_LOGIN],
    ["javascript:alert(1)", DEFAULT_AFTER_LOGIN],
    ["/login", DEFAULT_AFTER_LOGIN],
    ["/login?from=/x", DEFAULT_AFTER_LOGIN],
    ["/loginx", "/loginx"],
  ])("%s → %s", (from, expected) => {
    expect(safeOrigin(from)).toBe(expected);
  });
});
