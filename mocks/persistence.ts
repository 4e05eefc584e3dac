import type { Backend } from "./backend";
import type { ClockState, MockClock } from "./clock";
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type SnapshotStore } from "./db/snapshot";

/** The stored database if there is a usable one (readable, this version), else fresh demo data. */
export async function restoreOrSeed(backend: Backend, store: SnapshotStore): Promise<"restored" | "seeded"> {
  const snapshot = await store.load().catch(() => null);
  if (snapshot?.version === SNAPSHOT_VERSION) {
    await restoreSnapshot(backend.db, snapshot);
    return "restored";
  }
  await backend.reset();
  return "seeded";
}

/**
 * Saves a snapshot a moment after writes stop (a burst of writes is one save), and right away when the
 * page is hidden (reload, tab switch). Returns a function that stops saving.
 */
export function saveOnChange(backend: Backend, store: SnapshotStore, debounceMs = 400): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  const save = () => {
    clearTimeout(timer);
    if (!dirty) return;
    dirty = false;
    void takeSnapshot(backend.db, backend.clock.now())
      .then((snapshot) => store.save(snapshot))
      .catch((error: unknown) => console.warn("[mock api] could not save the demo database", error));
  };
  const stop = backend.db.onChange(() => {
    dirty = true;
    clearTimeout(timer);
    timer = setTimeout(save, debounceMs);
  });
  const onHidden = () => {
    if (document.visibilityState === "hidden") save();
  };
  if (typeof document !== "undefined") document.addEventListener("visibilitychange", onHidden);
  return () => {
    stop();
    clearTimeout(timer);
    if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onHidden);
  };
}

const CLOCK_KEY = "antrean-mock-api:clock";

/** A demo that set the clock (say, to 05:59 to show the closed window) keeps it across reloads. */
export function keepClockAcrossReloads(clock: MockClock, storage: Storage): void {
  try {
    const saved = storage.getItem(CLOCK_KEY);
    if (saved) clock.restore(JSON.parse(saved) as ClockState);
  } catch {
    storage.removeItem(CLOCK_KEY);
  }
  clock.onChange((state) => storage.setItem(CLOCK_KEY, JSON.stringify(state)));
}
