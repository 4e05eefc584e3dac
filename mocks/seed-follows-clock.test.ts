import { describe, expect, it } from "vitest";
import { createClock } from "../server/clock";
import { createBackend } from "./backend";
import { seedFollowsClock, UNTOUCHED_SEED_KEY } from "./seed-follows-clock";
import { memoryStorage } from "./testing/memory-storage";

// The demo's seed follows a clock moved after the page loaded while nothing has been written (docs/product.md §17.1).

const LOADED = "2026-03-10T10:00:00.000+07:00";
const MOVED = "2026-11-23T08:00:00.000+07:00";

/** The dates of the active days off: the seed puts one on the day after the clock's today. */
const activeDaysOff = (backend: Awaited<ReturnType<typeof createBackend>>) =>
  backend.db
    .all("daysOff")
    .filter((dayOff) => dayOff.is_active)
    .map((dayOff) => dayOff.date);

async function loaded(storage = memoryStorage(), shared = memoryStorage()) {
  const clock = createClock();
  clock.freeze(LOADED);
  const backend = await createBackend({ clock, seed: { tickets: 50 }, rateLimits: false });
  const seed = seedFollowsClock(backend, storage, shared);
  seed.seeded();
  return { backend, clock, seed, storage, shared };
}

describe("the demo's seed and a clock moved after the load", () => {
  it("seeds again from the new time while the data is as seeded, and calls wait for it", async () => {
    const { backend, clock, seed } = await loaded();
    expect(activeDaysOff(backend)).toContain("2026-03-11");
    clock.freeze(MOVED);
    await seed.settled();
    expect(activeDaysOff(backend)).toContain("2026-11-24");
    expect(activeDaysOff(backend)).not.toContain("2026-03-11");
    // no ticket lies after the moved clock's tomorrow
    expect(backend.db.all("tickets").every((ticket) => ticket.scheduled_date <= "2026-11-24")).toBe(true);
    seed.stop();
  });

  it("leaves the data where it is once something was written, and for a move under a minute", async () => {
    const { backend, clock, seed } = await loaded();
    clock.advance(30_000);
    await seed.settled();
    const rows = backend.db.all("tickets").length;
    const [reason] = backend.db.all("rejectionReasons");
    await backend.db.update("rejectionReasons", reason!, { reason: "Diubah penguji" });
    clock.freeze(MOVED);
    await seed.settled();
    expect(activeDaysOff(backend)).toContain("2026-03-11");
    expect(backend.db.all("tickets")).toHaveLength(rows);
    seed.stop();
  });

  it("on a running clock, only a move of a minute or more seeds again, not the time the page was open", async () => {
    let real = Date.parse(LOADED);
    const clock = createClock(() => real);
    clock.set(LOADED);
    const backend = await createBackend({ clock, seed: { tickets: 50 }, rateLimits: false });
    const seed = seedFollowsClock(backend, memoryStorage());
    seed.seeded();
    let writes = 0;
    backend.db.onChange(() => void (writes += 1));
    // the page has been open 90 s: Freeze at now, Run and a move of 30 s leave the seed as it is
    real += 90_000;
    clock.freeze();
    clock.set(clock.now());
    clock.advance(30_000);
    await seed.settled();
    expect(writes).toBe(0);
    // a move of two days takes the seed with it
    clock.advance(2 * 24 * 3_600_000);
    await seed.settled();
    expect(writes).toBeGreaterThan(0);
    expect(activeDaysOff(backend)).toContain("2026-03-13");
    seed.stop();
  });

  it("two tabs: once the other tab has written to the shared data, an untouched tab moving its clock leaves it", async () => {
    // both tabs share localStorage and the IndexedDB snapshot (the other tab restored this tab's seed); each has its
    // own sessionStorage
    const shared = memoryStorage();
    const { backend, clock, seed, storage } = await loaded(memoryStorage(), shared);
    const otherClock = createClock();
    otherClock.freeze(LOADED);
    const other = await createBackend({ clock: otherClock, seed: { tickets: 50 }, rateLimits: false });
    const otherSeed = seedFollowsClock(other, memoryStorage(), shared);
    otherSeed.resumed();
    const [reason] = other.db.all("rejectionReasons");
    await other.db.update("rejectionReasons", reason!, { reason: "Pendaftaran di tab lain" });
    // this tab's data would be saved over the other tab's write: it stays, and stops following the clock
    clock.freeze(MOVED);
    await seed.settled();
    expect(activeDaysOff(backend)).toContain("2026-03-11");
    expect(storage.getItem(UNTOUCHED_SEED_KEY)).toBeNull();
    // and a reload of this tab does not pick it up again
    const next = seedFollowsClock(backend, storage, shared);
    next.resumed();
    await next.settled();
    expect(activeDaysOff(backend)).toContain("2026-03-11");
    for (const each of [seed, otherSeed, next]) each.stop();
  });

  it("a page left with the seed untouched seeds again on its next load when the clock has moved; a written one does not", async () => {
    const { backend, seed, storage, shared } = await loaded();
    seed.stop();
    // the next load: the saved data and the saved (moved) clock
    backend.clock.freeze(MOVED);
    const next = seedFollowsClock(backend, storage, shared);
    next.resumed();
    await next.settled();
    expect(activeDaysOff(backend)).toContain("2026-11-24");
    const [reason] = backend.db.all("rejectionReasons");
    await backend.db.update("rejectionReasons", reason!, { reason: "Diubah penguji" });
    expect(storage.getItem(UNTOUCHED_SEED_KEY)).toBeNull();
    next.stop();
  });
});
