import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { showSavedRecord } from "./saved-record";
import { numericKey, textKey } from "./record-id";

type Shelf = { id: number; name: string; remaining?: number; updater?: { name: string } };
type ShelfPage = { shelves: Shelf[]; total: number };

const shelves = {
  key: numericKey,
  list: { queryKeyPrefix: ["shelves", "list"], rows: (answer: ShelfPage) => answer.shelves },
  detail: { query: (id: number) => ({ queryKey: ["shelves", "detail", id] }) },
};

/** A cache holding these answers, each written at the clock's first millisecond (so a write after it shows). */
function cacheWith(entries: Array<[readonly unknown[], unknown]>) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data, { updatedAt: 1 });
  return client;
}

// what a list or record kept shows after an edit's save, before its refetch (docs/product.md §2.12)
describe("an edit's saved record, shown in the lists and the record kept", () => {
  const beras = { id: 1, name: "Rak Beras", updater: { name: "Ani" } };
  const minyak = { id: 2, name: "Rak Minyak", remaining: 4, updater: { name: "Ani" } };

  it("replaces the edited row in every list kept that has it, the answer over the row, the other rows untouched", () => {
    const firstPage = { shelves: [beras, minyak], total: 3 };
    const filtered = { shelves: [minyak], total: 1 };
    const client = cacheWith([
      [["shelves", "list", { page: 1 }], firstPage],
      [["shelves", "list", { name: "Minyak" }], filtered],
    ]);
    showSavedRecord(client, shelves, 2, { id: 2, name: "Rak Minyak Goreng", updater: { name: "Budi" } });
    const saved = { id: 2, name: "Rak Minyak Goreng", remaining: 4, updater: { name: "Budi" } };
    const page = client.getQueryData<ShelfPage>(["shelves", "list", { page: 1 }])!;
    expect(page).toEqual({ shelves: [beras, saved], total: 3 });
    expect(page.shelves[0]).toBe(beras);
    // kept in its filtered list though its new name no longer matches: which rows a list holds is its refetch's
    expect(client.getQueryData(["shelves", "list", { name: "Minyak" }])).toEqual({ shelves: [saved], total: 1 });
  });

  it("leaves a list kept without the record, and its time, as they were", () => {
    const other = { shelves: [beras], total: 1 };
    const client = cacheWith([[["shelves", "list", { page: 2 }], other]]);
    showSavedRecord(client, shelves, 2, { id: 2, name: "Rak Minyak Goreng" });
    expect(client.getQueryData(["shelves", "list", { page: 2 }])).toBe(other);
    // not written again (a write would mark it fresh at this time)
    expect(client.getQueryState(["shelves", "list", { page: 2 }])!.dataUpdatedAt).toBe(1);
  });

  it("writes the record's query when it is kept, and makes none when it is not", () => {
    const client = cacheWith([[["shelves", "detail", 2], minyak]]);
    showSavedRecord(client, shelves, 2, { id: 2, name: "Rak Minyak Goreng" });
    expect(client.getQueryData(["shelves", "detail", 2])).toEqual({ ...minyak, name: "Rak Minyak Goreng" });
    showSavedRecord(client, shelves, 1, { id: 1, name: "Rak Beras Merah" });
    expect(client.getQueryCache().find({ queryKey: ["shelves", "detail", 1] })).toBeUndefined();
  });

  it("leaves the record's query under its old key to the refetch when the save changed its key", () => {
    type Account = { username: string; name: string };
    const accounts = {
      key: textKey((account: Account) => account.username),
      list: { queryKeyPrefix: ["accounts", "list"], rows: (answer: { accounts: Account[]; total: number }) => answer.accounts },
      detail: { query: (username: string) => ({ queryKey: ["accounts", "detail", username] }) },
    };
    const rudi = { username: "rudi", name: "Rudi" };
    const client = cacheWith([
      [["accounts", "list", {}], { accounts: [rudi], total: 1 }],
      [["accounts", "detail", "rudi"], rudi],
    ]);
    const renamed = { username: "rudi.h", name: "Rudi Hartono" };
    showSavedRecord(client, accounts, "rudi", renamed);
    // the row is the record edited, found by the key it had
    expect(client.getQueryData(["accounts", "list", {}])).toEqual({ accounts: [renamed], total: 1 });
    expect(client.getQueryData(["accounts", "detail", "rudi"])).toBe(rudi);
    expect(client.getQueryCache().find({ queryKey: ["accounts", "detail", "rudi.h"] })).toBeUndefined();
  });
});
