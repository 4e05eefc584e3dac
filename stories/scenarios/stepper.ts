import { createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type StateValue } from "xstate";
import { flushPromises, ScenarioClock } from "../../machines/scenarios/clock";
import { scenarioMachines } from "../../machines/scenarios/registry";
import {
  partialMismatches,
  short,
  type EffectRecord,
  type Scenario,
  type ScenarioStep,
  type ScriptedResponse,
  type TraceEntry,
} from "../../machines/scenarios/runner";

/**
 * The scenario runner's replay (machines/scenarios/runner.ts), one step at a time, for the Storybook player: the same
 * machine, the same scripted effects and simulated clock, the same expectations and trace entries. `runScenario` plays
 * all steps at once; the player's play function checks both end with the same trace.
 */
export type ScenarioStepper = {
  readonly scenario: Scenario;
  /** start entry, then one per step done */
  readonly trace: readonly TraceEntry[];
  /** index of the next step (0 … steps.length) */
  readonly position: number;
  readonly done: boolean;
  snapshot(): AnyMachineSnapshot;
  /** every effect so far, in order */
  effects(): readonly EffectRecord[];
  /** runs the next step; resolves with its trace entry */
  step(): Promise<TraceEntry | null>;
  stop(): void;
};

function toStateValue(state: StateValue): StateValue {
  if (typeof state !== "string" || !state.includes(".")) return state;
  const [head, ...rest] = state.split(".");
  return { [head as string]: toStateValue(rest.join(".")) } as StateValue;
}

/** A short label for a step, as the runner's trace prints it. */
export function stepLabel(step: ScenarioStep): string {
  if ("send" in step) return `send ${short(step.send)}`;
  if ("wait" in step) return `wait ${step.wait} ms`;
  return `expect ${short(step.expect)}`;
}

export async function createScenarioStepper(scenario: Scenario): Promise<ScenarioStepper> {
  const definition = scenarioMachines[scenario.machine];
  const clock = new ScenarioClock();
  const log: EffectRecord[] = [];
  const problems: string[] = [];
  const queues = new Map<string, ScriptedResponse[]>(
    definition.effects.map((name) => [name, [...(scenario.responses?.[name] ?? [])]] as const),
  );
  const actors = Object.fromEntries(
    definition.effects.map((name) => [
      name,
      fromPromise<unknown, unknown>(({ input }) => {
        log.push({ call: name, input });
        const response = queues.get(name)?.shift();
        if (!response) {
          problems.push(`the machine called '${name}' but responses.${name} has no answer left`);
          return new Promise(() => {});
        }
        if (response.pending) return new Promise(() => {});
        return new Promise((resolve, reject) => {
          const answer = () => ("error" in response ? reject(response.error) : resolve(response.ok));
          if (response.after) clock.setTimeout(answer, response.after);
          else answer();
        });
      }),
    ]),
  );
  const actions = Object.fromEntries(
    definition.actions.map((name) => [name, (_: unknown, params: unknown) => void log.push({ action: name, params })]),
  );
  const machine = definition.machine().provide({ actors, actions } as never);
  const actor: AnyActorRef = createActor(machine, {
    clock,
    ...(scenario.input !== undefined ? { input: scenario.input } : {}),
  } as never);
  actor.subscribe({ error: (error: unknown) => problems.push(`the actor failed: ${String(error)}`) });

  const trace: TraceEntry[] = [];
  let seen = 0;
  let expected = 0;
  let position = 0;
  const record = (step: number, label: string, failures: string[] = []) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    failures.push(...problems.splice(0));
    const entry: TraceEntry = {
      step,
      label,
      time: clock.now(),
      state: snapshot.value,
      context: snapshot.context,
      effects: log.slice(seen),
      failures,
    };
    trace.push(entry);
    seen = log.length;
    return entry;
  };

  actor.start();
  await flushPromises();
  record(0, "start");

  return {
    scenario,
    get trace() {
      return trace;
    },
    get position() {
      return position;
    },
    get done() {
      return position >= scenario.steps.length;
    },
    snapshot: () => actor.getSnapshot() as AnyMachineSnapshot,
    effects: () => log,
    async step() {
      const step = scenario.steps[position];
      if (!step) return null;
      position += 1;
      const n = position;
      if ("send" in step) {
        actor.send(step.send as never);
        await flushPromises();
        return record(n, stepLabel(step));
      }
      if ("wait" in step) {
        await clock.advance(step.wait);
        return record(n, stepLabel(step));
      }
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      const failures: string[] = [];
      const { state, context, effects } = step.expect;
      if (state !== undefined && !snapshot.matches(toStateValue(state) as never)) {
        failures.push(`state: expected ${JSON.stringify(state)}, got ${JSON.stringify(snapshot.value)}`);
      }
      if (context !== undefined) failures.push(...partialMismatches(snapshot.context, context));
      if (effects !== undefined) failures.push(...partialMismatches(log.slice(expected), effects, "effects"));
      expected = log.length;
      return record(n, stepLabel(step), failures);
    },
    stop: () => actor.stop(),
  };
}
