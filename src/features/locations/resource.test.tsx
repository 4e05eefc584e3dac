import { describe, expect, it } from "vitest";
import { capacityKeys } from "../../api/queries/capacity";
import { dayOffKeys } from "../../api/queries/days-off";
import { sessionKeys } from "../../api/queries/sessions";
import { staleAfterSave } from "../../admin-kit/testing";
import { locations } from "./resource";

// a renamed location kept its old name in these lists for the cache's 30 s (review, session 50; docs/product.md §2.12)
describe("a location's save", () => {
  it("refreshes the lists that show a location's name: the sessions', the days off's and the capacity board", async () => {
    const kept = [sessionKeys.list({ page: 1, size: 10 }), dayOffKeys.list({ page: 1, size: 10 }), capacityKeys.report({})];
    expect(await staleAfterSave(locations, kept)).toEqual(kept);
  });
});
