import { describe, expect, it } from "vitest";
import { capacityKeys } from "../../api/queries/capacity";
import { staleAfterSave } from "../../admin-kit/testing";
import { daysOff } from "./resource";

// the board showed a market open for the cache's 30 s after its day off was saved (review, session 50; docs/product.md
// §2.12)
describe("a day off's save", () => {
  it("refreshes the capacity board, which shows 'Libur'", async () => {
    const kept = [capacityKeys.report({})];
    expect(await staleAfterSave(daysOff, kept)).toEqual(kept);
  });
});
