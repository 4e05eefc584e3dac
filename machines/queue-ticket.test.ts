import { describe, expect, it } from "vitest";
import { queueTicketMachine, ticketActions, type QueueStatus, type QueueTicketSnapshot } from "./queue-ticket";
import {
  atomicStateIds,
  drive,
  replayPath,
  shortestPaths,
  startSystem,
  visitedStateIds,
  type ModelTestOptions,
} from "./testing/model-harness";

const uuid = "8d7c1f0e-0000-4000-8000-000000000001";
const no = "KRJ-001";
const failure = { status: 409, code: "INVALID_TRANSITION", message: "Antrean sudah diproses" };

const optionsFor = (status: QueueStatus): ModelTestOptions => ({
  model: queueTicketMachine,
  input: { uuid, no, status },
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
});

describe("queue ticket: model-based", () => {
  const models = (["registered", "done", "rejected"] as const).map((status) => ({
    status,
    options: optionsFor(status),
    paths: shortestPaths(optionsFor(status)),
  }));

  it("reaches every state of the machine (from the three statuses a ticket can open in)", () => {
    const visited = new Set(models.flatMap((m) => [...visitedStateIds(m.paths)]));
    // `opening` is transient: it always leaves at once for the ticket's status
    const expected = atomicStateIds(queueTicketMachine).filter((id) => id !== "queueTicket.opening");
    expect([...visited].sort()).toEqual(expected.sort());
  });

  for (const { status, options, paths } of models) {
    describe(`opened as ${status}`, () => {
      it.each(paths.map((p) => [p.description, p] as const))("%s", async (_, path) => {
        await replayPath(path, options);
      });
    });
  }

  it("done and rejected accept no event: the actions exist only while registered", () => {
    for (const status of ["done", "rejected"] as const) {
      const paths = shortestPaths(optionsFor(status));
      expect(paths.every((p) => p.steps.length === 1)).toBe(true);
    }
  });
});

async function start(status: QueueStatus = "registered") {
  return startSystem(optionsFor(status));
}
const snap = (sut: Awaited<ReturnType<typeof start>>) => sut.actor.getSnapshot() as QueueTicketSnapshot;

describe("queue ticket: behaviour (docs/product.md §2, §8)", () => {
  it("marks done after one confirmation, with a notice naming the ticket", async () => {
    const sut = await start();
    expect(ticketActions(snap(sut))).toEqual({ visible: true, busy: false });
    await drive(sut, { type: "MARK_DONE" });
    expect(snap(sut).value).toBe("confirmingDone");
    expect(sut.fakes.calls).toEqual([]);
    await drive(sut, { type: "CONFIRM" });
    expect(ticketActions(snap(sut))).toEqual({ visible: true, busy: true });
    expect(sut.fakes.calls.map((c) => c.input)).toEqual([{ uuid }]);
    await drive(sut, { type: "xstate.done.actor.markDone", output: { uuid, status: "done" } });
    expect(snap(sut).value).toBe("done");
    expect(ticketActions(snap(sut)).visible).toBe(false);
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
    expect(snap(sut).value).toBe("rejected");
    expect(sut.effects[0]).toEqual({ type: "notify", params: { outcome: "rejected", no } });
  });

  it("Cancel on the Mark Done question leaves the ticket registered and calls nothing", async () => {
    const sut = await start();
    await drive(sut, { type: "MARK_DONE" });
    await drive(sut, { type: "CANCEL" });
    expect(snap(sut).value).toBe("registered");
    expect(sut.fakes.calls).toEqual([]);
    expect(sut.effects).toEqual([]);
  });

  it("Cancel closes the dialog and forgets the reason", async () => {
    const sut = await start();
    await drive(sut, { type: "REJECT" });
    await drive(sut, { type: "SELECT_REASON", rejectionReasonId: 2 });
    await drive(sut, { type: "CANCEL" });
    expect(snap(sut).value).toBe("registered");
    expect(snap(sut).context.rejectionReasonId).toBeNull();
  });

  it("a failure notifies with the failure as it came (the page words it) and returns to registered", async () => {
    const sut = await start();
    await drive(sut, { type: "MARK_DONE" });
    await drive(sut, { type: "CONFIRM" });
    await drive(sut, { type: "xstate.error.actor.markDone", error: failure });
    expect(snap(sut).value).toBe("registered");
    await drive(sut, { type: "REJECT" });
    await drive(sut, { type: "SELECT_REASON", rejectionReasonId: 1 });
    await drive(sut, { type: "CONFIRM" });
    await drive(sut, { type: "xstate.error.actor.reject", error: { message: "Network Error" } });
    expect(snap(sut).value).toBe("registered");
    expect(sut.effects).toEqual([
      { type: "notify", params: { outcome: "failed", no, error: failure } },
      { type: "notify", params: { outcome: "failed", no, error: { message: "Network Error" } } },
    ]);
  });
});
