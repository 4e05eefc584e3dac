import { describe, expect, it } from "vitest";
import { capacityKeys } from "../../api/queries/capacity";
import { staleAfterSave } from "../../admin-kit/testing";
import { sessions } from "./resource";

// the board kept a session's old quota for the cache's 30 s (review, session 50; docs/product.md §2.12)
describe("a session's save", () => {
  it("refreshes the capacity board, which shows its quota", async () => {
    const kept = [capacityKeys.report({})];
    expect(await staleAfterSave(sessions, kept)).toEqual(kept);
  });
});
