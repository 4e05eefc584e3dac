import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { advance, describeModel, drive, startSystem, type ModelTestOptions } from "./testing/model-harness";
import {
  currentToast,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  toastsMachine,
  type ToastsContext,
  type ToastsSnapshot,
} from "./toasts";

function withoutIds(snapshot: AnyMachineSnapshot) {
  const { nextId: _, toasts, ...rest } = snapshot.context as ToastsContext;
  return { value: snapshot.value, ...rest, toasts: toasts.map(({ id: _id, ...t }) => t) };
}

// The model uses a coarse clock (1 s ticks) so the graph stays small; the timing tests below use the real one.
const options: ModelTestOptions = {
  model: toastsMachine,
  input: { duration: 3000, tickMs: 1000, removeDelay: 10_000 },
  events: [
    { type: "SHOW", toast: { title: "Location archived" } },
    { type: "SHOW", toast: { title: "Error", description: "Server error", variant: "destructive" } },
    { type: "DISMISS" },
    { type: "DISMISS", id: "nope" },
  ],
  // The id counter grows with every SHOW; states that differ only in ids are the same state.
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(withoutIds(snapshot)),
  project: withoutIds,
  implement: () => toastsMachine,
};

describeModel("toasts", options);

async function start() {
  return startSystem({ ...options, input: undefined, implement: () => toastsMachine });
}
const snap = (sut: Awaited<ReturnType<typeof start>>) => sut.actor.getSnapshot() as ToastsSnapshot;

describe("toasts: behaviour (docs/product.md §4, §9)", () => {
  it("closes after 5000 ms and is removed 1,000,000 ms after that", async () => {
    const sut = await start();
    await drive(sut, { type: "SHOW", toast: { title: "Queue marked as done" } });
    expect(currentToast(snap(sut))).toEqual({
      id: "1",
      open: true,
      title: "Queue marked as done",
      description: undefined,
      variant: "default",
    });
    await advance(sut, TOAST_DURATION - 100);
    expect(currentToast(snap(sut))?.open).toBe(true);
    await advance(sut, 100);
    expect(snap(sut).value).toBe("dismissed");
    expect(currentToast(snap(sut))?.open).toBe(false);
    await advance(sut, TOAST_REMOVE_DELAY - 1000, 1000);
    expect(currentToast(snap(sut))).toBeDefined();
    await advance(sut, 1000, 1000);
    expect(snap(sut).value).toBe("empty");
    expect(snap(sut).context.toasts).toEqual([]);
  });

  it("shows at most one: a new toast replaces the visible one and its clock", async () => {
    const sut = await start();
    await drive(sut, { type: "SHOW", toast: { title: "Location archived" } });
    await advance(sut, 4000);
    await drive(sut, { type: "SHOW", toast: { title: "Error", description: "Server error", variant: "destructive" } });
    expect(snap(sut).context.toasts).toEqual([
      { id: "2", open: true, title: "Error", description: "Server error", variant: "destructive" },
    ]);
    await advance(sut, 4900);
    expect(currentToast(snap(sut))?.open).toBe(true);
    await advance(sut, 100);
    expect(currentToast(snap(sut))?.open).toBe(false);
  });

  it("hands the region what the screen says of its page (shownOnPage) as given, and closes it after the same 5 s", async () => {
    const sut = await start();
    await drive(sut, { type: "SHOW", toast: { title: "Gagal", description: "Koneksi terputus.", shownOnPage: true } });
    expect(currentToast(snap(sut))).toMatchObject({ id: "1", open: true, title: "Gagal", shownOnPage: true });
    await advance(sut, TOAST_DURATION);
    expect(currentToast(snap(sut))?.open).toBe(false);
  });

  it("pauses while hovered or focused and resumes with the time it had left", async () => {
    const sut = await start();
    await drive(sut, { type: "SHOW", toast: { title: "Saved" } });
    await advance(sut, 2000);
    await drive(sut, { type: "POINTER_ENTER" });
    await drive(sut, { type: "FOCUS_IN" });
    await advance(sut, 60_000);
    expect(snap(sut).matches({ visible: "paused" })).toBe(true);
    await drive(sut, { type: "POINTER_LEAVE" });
    await advance(sut, 10_000);
    expect(snap(sut).matches({ visible: "paused" })).toBe(true); // still focused
    await drive(sut, { type: "FOCUS_OUT" });
    await advance(sut, 2900);
    expect(currentToast(snap(sut))?.open).toBe(true);
    await advance(sut, 100);
    expect(snap(sut).value).toBe("dismissed");
  });

  it("dismisses on request, and only the toast it names", async () => {
    const sut = await start();
    await drive(sut, { type: "SHOW", toast: { title: "Saved" } });
    await drive(sut, { type: "DISMISS", id: "99" });
    expect(currentToast(snap(sut))?.open).toBe(true);
    await drive(sut, { type: "DISMISS", id: "1" });
    expect(currentToast(snap(sut))).toMatchObject({ id: "1", open: false });
  });
});
