import { describe, expect, it } from "vitest";
import { queueTicketMachine, ticketActions, type QueueTicketSnapshot } from "./queue-ticket";
import { describeModel, drive, startSystem, type ModelTestOptions } from "./testing/model-harness";

const uuid = "8d7c1f0e-0000-4000-8000-000000000001";
const no = "KRJ-001";
const failure = { status: 409, code: "INVALID_TRANSITION", message: "Antrean sudah diproses" };

const options: ModelTestOptions = {
  model: queueTicketMachine,
  input: { uuid, no },
  events: [
    { type: "SELECT_REASON", rejectionReasonId: 3 },
    { type: "SELECT_REASON", rejectionReasonId: null },
    { type: "xstate.done.actor.markDone", output: { uuid, status: "done" } },
    { type: "xstate.error.actor.markDone", error: failure },
    { type: "xstate.done.actor.reject", output: { uuid, status: "rejected" } },
    { type: "xstate.error.actor.reject", error: failure },
  ],
  implement: (fakes, record) =>
    queueTicketMachine.provide({
      actors: { markDone: fakes.logic(), reject: fakes.logic() },
      actions: { notify: record("notify"), changed: record("changed") },
    }),
};

describeModel("queue ticket", options);

async function start() {
  return startSystem(options);
}
const snap = (sut: Awaited<ReturnType<typeof start>>) => sut.actor.getSnapshot() as QueueTicketSnapshot;

describe("queue ticket: behaviour (docs/product.md §2, §8)", () => {
  it("marks done after one confirmation, with a notice naming the ticket", async () => {
    const sut = await start();
    expect(ticketActions(snap(sut), "registered")).toEqual({ visible: true, busy: false });
    await drive(sut, { type: "MARK_DONE" });
    expect(snap(sut).value).toBe("confirmingDone");
    expect(sut.fakes.calls).toEqual([]);
    await drive(sut, { type: "CONFIRM" });
    expect(ticketActions(snap(sut), "registered")).toEqual({ visible: true, busy: true });
    expect(sut.fakes.calls.map((c) => c.input)).toEqual([{ uuid }]);
    await drive(sut, { type: "xstate.done.actor.markDone", output: { uuid, status: "done" } });
    expect(snap(sut).value).toBe("idle");
    // the page writes the new status into its cache (`changed`); with it, the actions are gone
    expect(ticketActions(snap(sut), "done").visible).toBe(false);
    expect(sut.effects).toEqual([
      { type: "notify", params: { outcome: "done", no } },
      { type: "changed", params: { uuid, status: "done" } },
    ]);
  });

  it("rejects with the chosen reason after the dialog; Confirm does nothing without a reason", async () => {
    const sut = await start();
    await drive(sut, { type: "REJECT" });
    expect(snap(sut).value).toBe("choosingReason");
    await drive(sut, { type: "CONFIRM" });
    expect(snap(sut).value).toBe("choosingReason");
    await drive(sut, { type: "SELECT_REASON", rejectionReasonId: 2 });
    await drive(sut, { type: "CONFIRM" });
    expect(sut.fakes.calls.map((c) => c.input)).toEqual([{ uuid, rejectionReasonId: 2 }]);
    await drive(sut, { type: "xstate.done.actor.reject", output: { uuid, status: "rejected" } });
    expect(snap(sut).value).toBe("idle");
    expect(sut.effects).toEqual([
      { type: "notify", params: { outcome: "rejected", no } },
      { type: "changed", params: { uuid, status: "rejected" } },
    ]);
    expect(ticketActions(snap(sut), "rejected").visible).toBe(false);
  });

  it("Cancel on the Mark Done question leaves the ticket registered and calls nothing", async () => {
    const sut = await start();
    await drive(sut, { type: "MARK_DONE" });
    await drive(sut, { type: "CANCEL" });
    expect(snap(sut).value).toBe("idle");
    expect(sut.fakes.calls).toEqual([]);
    expect(sut.effects).toEqual([]);
  });

  it("Cancel closes the dialog and forgets the reason", async () => {
    const sut = await start();
    await drive(sut, { type: "REJECT" });
    await drive(sut, { type: "SELECT_REASON", rejectionReasonId: 2 });
    await drive(sut, { type: "CANCEL" });
    expect(snap(sut).value).toBe("idle");
    expect(snap(sut).context.rejectionReasonId).toBeNull();
  });

  it("a failure notifies with the failure as it came (the page words it) and changes no status", async () => {
    const sut = await start();
    await drive(sut, { type: "MARK_DONE" });
    await drive(sut, { type: "CONFIRM" });
    await drive(sut, { type: "xstate.error.actor.markDone", error: failure });
    expect(snap(sut).value).toBe("idle");
    await drive(sut, { type: "REJECT" });
    await drive(sut, { type: "SELECT_REASON", rejectionReasonId: 1 });
    await drive(sut, { type: "CONFIRM" });
    await drive(sut, { type: "xstate.error.actor.reject", error: { message: "Network Error" } });
    expect(snap(sut).value).toBe("idle");
    expect(sut.effects).toEqual([
      { type: "notify", params: { outcome: "failed", no, error: failure } },
      { type: "notify", params: { outcome: "failed", no, error: { message: "Network Error" } } },
    ]);
  });

  it("a ticket that is done or rejected offers no action, and a question still open keeps its buttons", async () => {
    const sut = await start();
    expect(ticketActions(snap(sut), "done")).toEqual({ visible: false, busy: false });
    expect(ticketActions(snap(sut), "rejected")).toEqual({ visible: false, busy: false });
    // a refetch that finds the ticket served elsewhere while the question is open leaves the question answerable
    await drive(sut, { type: "MARK_DONE" });
    expect(ticketActions(snap(sut), "done")).toEqual({ visible: true, busy: false });
  });
});
