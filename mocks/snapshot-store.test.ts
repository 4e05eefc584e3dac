import { describe, expect, it } from "vitest";
import { SNAPSHOT_VERSION, type DatabaseSnapshot } from "./snapshot";
import { loadingAhead, memorySnapshotStore } from "./snapshot-store";

const snapshot = (savedAt: number): DatabaseSnapshot =>
  ({ version: SNAPSHOT_VERSION, savedAt, sequences: {}, tables: {} }) as unknown as DatabaseSnapshot;

describe("a snapshot store loading ahead", () => {
  it("reads when it is made: its first load is that read, later loads read again", async () => {
    const store = memorySnapshotStore();
    await store.save(snapshot(1));
    const ahead = loadingAhead(store);
    // a save after the read has started is not in the first load, only in the next one
    await store.save(snapshot(2));
    expect((await ahead.load())?.savedAt).toBe(1);
    expect((await ahead.load())?.savedAt).toBe(2);
  });

  it("gives the read's failure to the first load", async () => {
    const failing = { ...memorySnapshotStore(), load: () => Promise.reject(new Error("blocked")) };
    await expect(loadingAhead(failing).load()).rejects.toThrow("blocked");
  });

  it("saves and clears through the store", async () => {
    const store = memorySnapshotStore();
    const ahead = loadingAhead(store);
    await ahead.load();
    await ahead.save(snapshot(3));
    expect((await store.load())?.savedAt).toBe(3);
    await ahead.clear();
    expect(await store.load()).toBeNull();
  });
});
