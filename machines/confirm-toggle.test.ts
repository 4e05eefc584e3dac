import { describe, expect, it } from "vitest";
import { confirmToggleMachine, openConfirmation, type ConfirmToggleSnapshot } from "./confirm-toggle";
import { describeModel, drive, startSystem, type ModelTestOptions } from "./testing/model-harness";

const options: ModelTestOptions = {
  model: confirmToggleMachine,
  events: [
    { type: "REQUEST", action: "archive", id: 5 },
    { type: "REQUEST", action: "activate", id: 5 },
    { type: "REQUEST", action: "delete", id: 6 },
    { type: "REQUEST", action: "archive", id: null },
    { type: "xstate.done.actor.perform", output: {} },
    { type: "xstate.error.actor.perform", error: { status: 403, code: "FORBIDDEN", message: "Forbidden" } },
  ],
  implement: (fakes, record) =>
    confirmToggleMachine.provide({
      actors: { perform: fakes.logic() },
      actions: { notify: record("notify"), failed: record("failed"), alert: record("alert"), changed: record("changed") },
    }),
};

describeModel("confirm toggle", options);

const start = () => startSystem(options);
const snap = (sut: Awaited<ReturnType<typeof start>>) => sut.actor.getSnapshot() as ConfirmToggleSnapshot;

describe("confirm toggle: behaviour (docs/product.md §4, §8)", () => {
  it.each(["archive", "activate", "delete"] as const)("%s: confirmation, pending, then the success toast", async (action) => {
    const sut = await start();
    await drive(sut, { type: "REQUEST", action, id: 5 });
    expect(openConfirmation(snap(sut))).toBe(action);
    expect(sut.fakes.calls).toEqual([]);
    await drive(sut, { type: "CONFIRM" });
    expect(snap(sut).value).toBe("pending");
    expect(sut.fakes.calls.map((c) => c.input)).toEqual([{ action, id: 5 }]);
    await drive(sut, { type: "xstate.done.actor.perform", output: { id: 5, is_active: action === "activate" } });
    expect(snap(sut).value).toBe("idle");
    // the call's answer goes to the page, which shows it where it is cached (the record, or nothing for a delete)
    expect(sut.effects).toEqual([
      { type: "notify", params: { action } },
      { type: "changed", params: { action, id: 5, answer: { id: 5, is_active: action === "activate" } } },
    ]);
  });

  it("with no id selected: the alert (its words are the page's), no call", async () => {
    const sut = await start();
    await drive(sut, { type: "REQUEST", action: "delete", id: undefined });
    await drive(sut, { type: "CONFIRM" });
    expect(snap(sut).value).toBe("idle");
    expect(sut.effects).toEqual([{ type: "alert", params: "noIdSelected" }]);
    expect(sut.fakes.calls).toEqual([]);
  });

  it("Cancel makes no call; a failure shows the 'Error' toast", async () => {
    const sut = await start();
    await drive(sut, { type: "REQUEST", action: "archive", id: 1 });
    await drive(sut, { type: "CANCEL" });
    expect(sut.fakes.calls).toEqual([]);
    await drive(sut, { type: "REQUEST", action: "archive", id: 1 });
    await drive(sut, { type: "CONFIRM" });
    await drive(sut, { type: "xstate.error.actor.perform", error: { status: 500, message: "Server error" } });
    expect(snap(sut).value).toBe("idle");
    expect(snap(sut).context.error).toEqual({ status: 500, message: "Server error" });
    expect(sut.effects).toEqual([{ type: "failed", params: { error: { status: 500, message: "Server error" } } }]);
  });
});
