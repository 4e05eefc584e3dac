import { describe, expect, it } from "vitest";
import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from "xstate";
import { getStateNodes, serializeSnapshot, TestModel, type TestPath } from "xstate/graph";
import { createFakeEffects, settle, type FakeEffects } from "./fake-effects";

/**
 * Model-based testing with `xstate/graph`: the machine is the model; `TestModel.getShortestPaths()` gives one path to
 * every reachable (state, context, incoming transition); each path is replayed against a running actor of
 * the same machine whose effects are fakes and whose `after` timers run on a `SimulatedClock`. After every
 * step the running actor must be in the model's state with the model's context.
 *
 * Model events drive the system under test like this:
 *   - a user event            → `actor.send(event)`
 *   - `xstate.done.actor.X`   → the pending fake effect X resolves with `event.output`
 *   - `xstate.error.actor.X`  → it rejects with `event.error`
 *   - `xstate.after.D.state`  → the simulated clock moves on by delay D
 */

export type RecordedEffect = { type: string; params: unknown };

export type SystemUnderTest = {
  actor: AnyActorRef;
  machine: AnyStateMachine;
  clock: SimulatedClock;
  fakes: FakeEffects;
  effects: RecordedEffect[];
};

export type ModelTestOptions = {
  /** the model: the machine itself (deterministic implementations where it assigns ids or keys) */
  model: AnyStateMachine;
  input?: unknown;
  /** example events with payloads; event types not listed are sent bare */
  events: AnyEventObject[];
  /** how a model state is told apart from another (default: value + context + incoming transition) */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** what must match between model and system under test (default: value and whole context) */
  project?: (snapshot: AnyMachineSnapshot) => unknown;
  /** the machine under test: the model with fake effects and recording actions */
  implement(fakes: FakeEffects, record: (type: string) => (_: unknown, params: unknown) => void): AnyStateMachine;
};

/** The event types the snapshot's active state nodes handle (what `createTestModel` enumerates). */
function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]))];
}

/** `createTestModel`'s default: the snapshot plus the transition that reached it, so every transition is a target. */
function serializeWithTransition(
  state: AnyMachineSnapshot,
  event: AnyEventObject | undefined,
  previous?: AnyMachineSnapshot,
): string {
  const via =
    !event || !previous || JSON.stringify(previous.value) === JSON.stringify(state.value)
      ? ""
      : ` via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`;
  return serializeSnapshot(state) + via;
}

/**
 * The test model of a machine. `createTestModel()` refuses machines with `invoke` or `after` ("Invocations on
 * test machines are not supported"), which every machine here has: its paths would be replayed by a test
 * that cannot answer effects or move time. Ours can, so we build the same `TestModel` with the options
 * `createTestModel()` would give it (own events of each state, payload examples, transition-aware states).
 */
export function testModel(options: ModelTestOptions): TestModel<AnyMachineSnapshot, AnyEventObject, unknown> {
  return new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(options.model as never, {
    serializeState: (options.serializeState ?? serializeWithTransition) as never,
    serializeEvent: (event) => JSON.stringify(event),
    events: (state: AnyMachineSnapshot) =>
      ownEventTypes(state).flatMap((type) => {
        const examples = options.events.filter((event) => event.type === type);
        return examples.length ? examples : [{ type }];
      }),
    ...(options.input !== undefined ? { input: options.input } : {}),
  });
}

export function shortestPaths(options: ModelTestOptions): Array<TestPath<AnyMachineSnapshot, AnyEventObject>> {
  return testModel(options).getShortestPaths();
}

function delayMs(machine: AnyStateMachine, ref: string, snapshot: AnyMachineSnapshot): number {
  const numeric = Number(ref);
  if (Number.isFinite(numeric)) return numeric;
  const delay = (machine.implementations.delays as Record<string, unknown>)[ref];
  if (typeof delay === "number") return delay;
  if (typeof delay === "function") return (delay as (args: { context: unknown }) => number)({ context: snapshot.context });
  throw new Error(`unknown delay '${ref}'`);
}

export async function startSystem(options: ModelTestOptions): Promise<SystemUnderTest> {
  const fakes = createFakeEffects();
  const effects: RecordedEffect[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => {
    effects.push({ type, params });
  };
  const machine = options.implement(fakes, record);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, ...(options.input !== undefined ? { input: options.input } : {}) });
  actor.start();
  await settle();
  return { actor, machine, clock, fakes, effects };
}

/** Drives the system under test with one model event. */
export async function drive(sut: SystemUnderTest, event: AnyEventObject): Promise<void> {
  const { type } = event;
  if (type === "xstate.init") return;
  if (type.startsWith("xstate.done.actor.")) {
    sut.fakes.resolve(type.slice("xstate.done.actor.".length), (event as { output?: unknown }).output);
  } else if (type.startsWith("xstate.error.actor.")) {
    sut.fakes.reject(type.slice("xstate.error.actor.".length), (event as { error?: unknown }).error);
  } else if (type.startsWith("xstate.after.")) {
    const ref = type.slice("xstate.after.".length).split(".")[0] ?? "";
    const snapshot = sut.actor.getSnapshot() as AnyMachineSnapshot;
    sut.clock.increment(delayMs(sut.machine, ref, snapshot));
  } else {
    sut.actor.send(event);
  }
  await settle();
}

/**
 * Moves the simulated clock on by `ms`, in steps of `step` ms, letting promises settle between steps.
 * (`SimulatedClock.increment(7000)` alone fires only timers already due: a timer that a tick schedules
 * starts at the new "now".)
 */
export async function advance(sut: SystemUnderTest, ms: number, step = 100): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    sut.clock.increment(Math.min(step, ms - done));
    await settle();
  }
}

/** Replays one model path against a fresh system under test; throws (with the path) on the first mismatch. */
export async function replayPath(
  path: TestPath<AnyMachineSnapshot, AnyEventObject>,
  options: ModelTestOptions,
): Promise<SystemUnderTest> {
  const sut = await startSystem(options);
  const executors: Record<string, (step: { event: AnyEventObject }) => Promise<void>> = {};
  for (const step of path.steps) executors[step.event.type] = (s) => drive(sut, s.event);
  await path.test({
    events: executors as never,
    states: {
      "*": (state: AnyMachineSnapshot) => {
        const actual = sut.actor.getSnapshot() as AnyMachineSnapshot;
        const project = options.project ?? ((s: AnyMachineSnapshot) => ({ value: s.value, context: s.context }));
        expect(project(actual)).toEqual(project(state));
      },
    },
  });
  return sut;
}

/** Ids of the machine's atomic states. */
export function atomicStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === "atomic" || node.type === "final")
    .map((node) => node.id);
}

/** Ids of the atomic states the paths visit (any step, not only the end). */
export function visitedStateIds(paths: Array<TestPath<AnyMachineSnapshot, AnyEventObject>>): Set<string> {
  const visited = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) {
      for (const node of step.state._nodes) if (node.type === "atomic" || node.type === "final") visited.add(node.id);
    }
    for (const node of path.state._nodes) if (node.type === "atomic" || node.type === "final") visited.add(node.id);
  }
  return visited;
}

/**
 * A machine's model-based tests, in a `describe` of their own: the shortest paths rest in every atomic state of the
 * machine, and each path replays against a running actor of it (machines/registration-attempt.test.ts replays its
 * paths its own way and keeps its own).
 */
export function describeModel(title: string, options: ModelTestOptions): void {
  describe(`${title}: model-based`, () => {
    const paths = shortestPaths(options);

    it("reaches every state of the machine", () => {
      expect([...visitedStateIds(paths)].sort()).toEqual(atomicStateIds(options.model).sort());
    });

    it.each(paths.map((p) => [p.description, p] as const))("%s", async (_, path) => {
      await replayPath(path, options);
    });
  });
}
