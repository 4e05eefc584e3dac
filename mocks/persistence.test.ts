import { describe, expect, it } from "vitest";
import { Backend } from "./backend";
import { createClock } from "../server/clock";
import { SNAPSHOT_VERSION, takeSnapshot } from "./snapshot";
import { memorySnapshotStore } from "./snapshot-store";
import { clockSettingScript } from "./clock-setting";
import { changesSincePost, restoreOrSeed, saveOnChange } from "./persistence";
import { pendingRows } from "./api-worker-messages";
import { keepClockAcrossReloads } from "./clock-across-reloads";
import { memoryStorage } from "./testing/memory-storage";

const NOW = Date.parse("2026-03-10T10:00:00+07:00");

/** A tab's worker whose database was restored from a save made by none (the saves below are the tests' own). */
const UNMARKED_BASE = { writer: "tab-a", basedOn: null, lineage: [] };

/** What the worker and the page do between them as the page goes: the rows it was sent, written to `pending`. */
function pageGoes(changes: ReturnType<typeof changesSincePost>, pending: Storage) {
  const rows = pendingRows();
  const unsaved = changes.take(NOW);
  if (unsaved) rows.add(unsaved);
  rows.writeTo(pending);
}

function backend() {
  const clock = createClock();
  clock.freeze(NOW);
  return new Backend({ clock, seed: { tickets: 200 } });
}

describe("browser persistence (with an in-memory store standing in for IndexedDB)", () => {
  it("seeds on the first start and restores the same rows, index and id sequences on the next", async () => {
    const store = memorySnapshotStore();
    const first = backend();
    expect((await restoreOrSeed(first, store)).origin).toBe("seeded");
    const dayOff = first.db.all("daysOff").at(-1)!;
    first.db.remove("daysOff", dayOff); // the highest id is gone but must not be handed out again
    await store.save(await takeSnapshot(first.db, NOW));

    const second = backend();
    expect((await restoreOrSeed(second, store)).origin).toBe("restored");
    expect(second.db.all("tickets")).toEqual(first.db.all("tickets"));
    expect(second.db.all("users")).toEqual(first.db.all("users"));
    const ticket = first.db.all("tickets").at(-1)!;
    expect(second.db.tickets.get(ticket.uuid)).toEqual(ticket);
    expect(second.db.tickets.registeredFor(ticket.queue_session_id, ticket.scheduled_date)).toBe(
      first.db.tickets.registeredFor(ticket.queue_session_id, ticket.scheduled_date),
    );
    expect(second.db.nextId("daysOff")).toBe(dayOff.id + 1);
  });

  it("saves shortly after writes, so a reload sees them; reset replaces the data", async () => {
    const store = memorySnapshotStore();
    const live = backend();
    await restoreOrSeed(live, store);
    const stop = saveOnChange(live, store, { debounceMs: 5 });
    await live.db.transaction(() =>
      live.db.insert("rejectionReasons", { id: live.db.nextId("rejectionReasons"), reason: "Tersimpan" }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    const reloaded = backend();
    await restoreOrSeed(reloaded, store);
    expect(reloaded.db.find("rejectionReasons", (r) => r.reason === "Tersimpan")).toBeDefined();
  });

  it("seeds afresh over a snapshot of another version", async () => {
    const store = memorySnapshotStore();
    const snapshot = await takeSnapshot(backend().db, NOW); // an empty database
    await store.save({ ...snapshot, version: SNAPSHOT_VERSION + 1 });
    const next = backend();
    expect((await restoreOrSeed(next, store)).origin).toBe("seeded");
    expect(next.db.count("tickets")).toBe(200);
  });

  it("keeps the clock setting across reloads", () => {
    const storage = memoryStorage();
    const before = createClock();
    keepClockAcrossReloads(before, storage);
    before.freeze(NOW);
    const after = createClock();
    keepClockAcrossReloads(after, storage);
    expect(after.now()).toBe(NOW);
  });

  it("starts the clock where a setting written before the page's scripts puts it, on that origin only", () => {
    const storage = memoryStorage();
    const at = "2026-03-10T10:00:00+07:00";
    const runAt = (origin: string) =>
      new Function("location", "localStorage", clockSettingScript("http://127.0.0.1:7151", at))({ origin }, storage);
    runAt("null"); // the blank page a browser opens first: not the demo's
    expect(storage.length).toBe(0);
    runAt("http://127.0.0.1:7151");
    const clock = createClock();
    keepClockAcrossReloads(clock, storage);
    expect(clock.state().mode).toBe("offset");
    // it runs on from the instant (a few ms of this test at most)
    expect(clock.now() - Date.parse(at)).toBeGreaterThanOrEqual(0);
    expect(clock.now() - Date.parse(at)).toBeLessThan(1000);
  });
});

describe("a reload that beats the asynchronous save", () => {
  it("restores writes kept synchronously when the page was hidden, until a real save replaces them", async () => {
    const store = memorySnapshotStore();
    const pending = memoryStorage();
    const live = backend();
    await restoreOrSeed(live, store, pending);
    // a fresh seed, not saved yet: the page is sent every table
    const changes = changesSincePost(live.db, { wholeFirst: true, base: UNMARKED_BASE });
    await live.db.transaction(() =>
      live.db.insert("rejectionReasons", { id: live.db.nextId("rejectionReasons"), reason: "Baru" }),
    );
    pageGoes(changes, pending); // what the hidden page does; the IndexedDB save never finished

    const reloaded = backend();
    expect((await restoreOrSeed(reloaded, store, pending)).origin).toBe("restored");
    expect(reloaded.db.find("rejectionReasons", (r) => r.reason === "Baru")).toBeDefined();
    expect(reloaded.db.count("tickets")).toBe(live.db.count("tickets"));

    const stop = saveOnChange(reloaded, store, { debounceMs: 5, pending });
    await reloaded.db.transaction(() =>
      reloaded.db.insert("rejectionReasons", { id: reloaded.db.nextId("rejectionReasons"), reason: "Lagi" }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(pending.size).toBe(0);
  });

  it("a page that goes while its save is under way carries the writes over (its copy), so the next start has them", async () => {
    const store = memorySnapshotStore();
    const pending = memoryStorage();
    const live = backend();
    await restoreOrSeed(live, store, pending);
    const changes = changesSincePost(live.db, { wholeFirst: true, base: UNMARKED_BASE });
    // the page's IndexedDB save starts but never finishes: the page is gone first
    const stalled = { ...store, save: () => new Promise<void>(() => undefined) };
    let leave = () => {};
    const stop = saveOnChange(live, stalled, {
      debounceMs: 5,
      pending,
      whenLeaving: (onLeave) => {
        leave = onLeave;
        return () => undefined;
      },
    });
    await live.db.transaction(() =>
      live.db.insert("rejectionReasons", { id: live.db.nextId("rejectionReasons"), reason: "Di tengah simpan" }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50)); // the debounced save has started
    // what the page does as it goes: the rows it was sent to sessionStorage, and the worker told to save
    pageGoes(changes, pending);
    leave();
    stop();

    const reloaded = backend();
    expect((await restoreOrSeed(reloaded, store, pending)).origin).toBe("restored");
    expect(reloaded.db.find("rejectionReasons", (r) => r.reason === "Di tengah simpan")).toBeDefined();
  });

  it("keeps the small tables and takes tickets from the saved copy when the tickets do not fit", async () => {
    const store = memorySnapshotStore();
    const live = backend();
    await restoreOrSeed(live, store);
    await store.save(await takeSnapshot(live.db, NOW));
    // every table whole, as after a reset
    const changes = changesSincePost(live.db, { wholeFirst: true, base: UNMARKED_BASE });
    await live.db.transaction(() =>
      live.db.insert("rejectionReasons", { id: live.db.nextId("rejectionReasons"), reason: "Kecil" }),
    );
    const ticketsJson = JSON.stringify(live.db.all("tickets")).length;
    const pending = memoryStorage(ticketsJson); // room for everything but the tickets
    pageGoes(changes, pending);
    expect(pending.size).toBe(1);

    const reloaded = backend();
    await restoreOrSeed(reloaded, store, pending);
    expect(reloaded.db.find("rejectionReasons", (r) => r.reason === "Kecil")).toBeDefined();
    expect(reloaded.db.count("tickets")).toBe(live.db.count("tickets"));
  });

  it("over a saved copy the page is sent the changed rows only, and the next start lays them over the save", async () => {
    const store = memorySnapshotStore();
    const live = backend();
    await restoreOrSeed(live, store);
    await store.save(await takeSnapshot(live.db, NOW));
    const changes = changesSincePost(live.db, { wholeFirst: false, base: UNMARKED_BASE });
    const rows = pendingRows();
    const [first, second] = live.db.all("tickets");
    await live.db.transaction(() => live.db.update("tickets", first!, { status: "done" }));
    rows.add(changes.take(NOW)!);
    const reasonId = live.db.nextId("rejectionReasons");
    await live.db.transaction(() => live.db.insert("rejectionReasons", { id: reasonId, reason: "Sesudah" }));
    // a write taken back reaches the page as no longer there
    await expect(
      live.db.transaction(async () => {
        await live.db.update("tickets", second!, { status: "done" });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const sent = changes.take(NOW)!;
    expect(sent.whole).toBe(false);
    expect(Object.keys(sent.tables)).toEqual(["rejectionReasons"]);
    expect(sent.tickets.map(([uuid]) => uuid)).toEqual([second!.uuid]);
    rows.add(sent);
    expect(changes.take(NOW)).toBeUndefined(); // nothing written since

    const pending = memoryStorage();
    rows.writeTo(pending);
    const reloaded = backend();
    expect((await restoreOrSeed(reloaded, store, pending)).origin).toBe("restored");
    expect(reloaded.db.tickets.get(first!.uuid)?.status).toBe("done");
    expect(reloaded.db.tickets.get(second!.uuid)).toEqual(second);
    expect(reloaded.db.all("tickets").map((ticket) => ticket.uuid)).toEqual(live.db.all("tickets").map((t) => t.uuid));
    expect(reloaded.db.byId("rejectionReasons", reasonId)?.reason).toBe("Sesudah");
  });

  it("stops hearing the database when stopped", async () => {
    const live = backend();
    await restoreOrSeed(live, memorySnapshotStore());
    const changes = changesSincePost(live.db, { wholeFirst: false, base: UNMARKED_BASE });
    changes.stop();
    await live.db.transaction(() =>
      live.db.insert("rejectionReasons", { id: live.db.nextId("rejectionReasons"), reason: "Sesudah berhenti" }),
    );
    expect(changes.take(NOW)).toBeUndefined();
  });
});
