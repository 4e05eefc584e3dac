import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type StateValue,
} from "xstate";
import { encodeUnsignedJwt } from "../session";
import { flushPromises, ScenarioClock } from "./clock";
import { isScenarioMachineName, scenarioMachines, type ScenarioMachineName } from "./registry";

/**
 * Replays a scenario file against the real machine: effects answer as `responses` scripts them, time is a
 * simulated clock moved only by `wait` steps, and every step leaves a trace entry (state, context, effects).
 *
 * Scenario (JSON):
 *   { "machine": NAME, "description": TEXT, "input": {...}, "responses": { EFFECT: [RESPONSE, ...] },
 *     "steps": [ {"send": EVENT} | {"wait": MS} | {"expect": {"state": VALUE, "context": PARTIAL, "effects": [...]}} ] }
 * RESPONSE: {"ok": VALUE} | {"error": {"status", "code", "message", "retryAfter"}} | {"pending": true}, each with an
 *   optional "after": MS of simulated latency; consumed in call order.
 * expect.state matches like `snapshot.matches()` ("signedIn" matches signedIn.active; dots or objects for nesting);
 *   expect.context is a partial deep match; expect.effects lists the effects since the previous expect, in order
 *   ({"action": NAME, "params": PARTIAL}, {"call": EFFECT, "input": PARTIAL} or {"emitted": TYPE}, an event the machine
 *   emitted for the screen).
 * Anywhere in input, responses or steps, {"$jwt": PAYLOAD} stands for an unsigned JWT carrying PAYLOAD.
 */

export type ScriptedResponse = { ok?: unknown; error?: unknown; pending?: boolean; after?: number };

export type EffectRecord = { action: string; params: unknown } | { call: string; input: unknown } | { emitted: string };

export type ScenarioStep =
  | { send: AnyEventObject }
  | { wait: number }
  | { expect: { state?: StateValue; context?: Record<string, unknown>; effects?: Array<Record<string, unknown>> } };

export type Scenario = {
  machine: ScenarioMachineName;
  description: string;
  input?: unknown;
  responses?: Record<string, ScriptedResponse[]>;
  steps: ScenarioStep[];
};

export type TraceEntry = {
  /** 0 is the start; then the index of the step, from 1 */
  step: number;
  label: string;
  time: number;
  state: StateValue;
  context: unknown;
  /** what the machine did during this step */
  effects: EffectRecord[];
  /** expectation failures of this step */
  failures: string[];
};

export type ScenarioResult = { ok: boolean; scenario: Scenario; trace: TraceEntry[]; failures: string[] };

export class ScenarioFormatError extends Error {
  override readonly name = "ScenarioFormatError";
}

// ---------------------------------------------------------------------------------------------------------
// Reading a scenario

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Replaces every {"$jwt": payload} with an unsigned JWT. */
function expandTemplates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expandTemplates);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === "$jwt" && isObject(value.$jwt)) return encodeUnsignedJwt(value.$jwt);
  return Object.fromEntries(keys.map((key) => [key, expandTemplates(value[key])]));
}

/** Checks the shape of a parsed scenario file; throws ScenarioFormatError naming the first problem. */
export function parseScenario(raw: unknown): Scenario {
  const fail = (message: string): never => {
    throw new ScenarioFormatError(message);
  };
  if (!isObject(raw)) return fail("a scenario is a JSON object");
  if (!isScenarioMachineName(raw.machine)) {
    return fail(`"machine" must be one of ${Object.keys(scenarioMachines).join(", ")} (got ${JSON.stringify(raw.machine)})`);
  }
  const definition = scenarioMachines[raw.machine];
  if (typeof raw.description !== "string" || raw.description === "") fail(`"description" must be a non-empty text`);
  if (raw.responses !== undefined) {
    if (!isObject(raw.responses)) fail(`"responses" must be an object of effect name → list of responses`);
    for (const [name, list] of Object.entries(raw.responses as Record<string, unknown>)) {
      if (!(definition.effects as readonly string[]).includes(name)) {
        fail(`responses.${name}: ${raw.machine} has no effect '${name}' (it has: ${definition.effects.join(", ") || "none"})`);
      }
      if (!Array.isArray(list)) fail(`responses.${name} must be a list`);
      (list as unknown[]).forEach((response, i) => {
        if (!isObject(response) || !("ok" in response || "error" in response || response.pending === true)) {
          fail(`responses.${name}[${i}] must have "ok", "error" or "pending": true`);
        }
        const after = (response as { after?: unknown }).after;
        if (after !== undefined && (typeof after !== "number" || after < 0))
          fail(`responses.${name}[${i}].after must be a number of ms`);
      });
    }
  }
  if (!Array.isArray(raw.steps) || raw.steps.length === 0) fail(`"steps" must be a non-empty list`);
  (raw.steps as unknown[]).forEach((step, i) => {
    const where = `steps[${i}]`;
    if (!isObject(step)) return fail(`${where} must be an object`);
    const kinds = ["send", "wait", "expect"].filter((k) => k in step);
    if (kinds.length !== 1) return fail(`${where} must have exactly one of "send", "wait", "expect"`);
    if ("send" in step && !(isObject(step.send) && typeof step.send.type === "string"))
      fail(`${where}.send must be an event with a "type"`);
    if ("wait" in step && !(typeof step.wait === "number" && step.wait >= 0)) fail(`${where}.wait must be a number of ms`);
    if ("expect" in step) {
      const expectation = step.expect;
      if (!isObject(expectation)) return fail(`${where}.expect must be an object`);
      if (!("state" in expectation || "context" in expectation || "effects" in expectation)) {
        fail(`${where}.expect needs "state", "context" or "effects"`);
      }
      if ("context" in expectation && !isObject(expectation.context)) fail(`${where}.expect.context must be an object`);
      if ("effects" in expectation && !Array.isArray(expectation.effects)) fail(`${where}.expect.effects must be a list`);
    }
  });
  return expandTemplates(raw) as Scenario;
}

// ---------------------------------------------------------------------------------------------------------
// Matching

function toStateValue(state: StateValue): StateValue {
  if (typeof state !== "string" || !state.includes(".")) return state;
  const [head, ...rest] = state.split(".");
  return { [head as string]: toStateValue(rest.join(".")) } as StateValue;
}

/** Mismatches of `actual` against the partial `expected` (objects: listed keys only; arrays: same length). */
export function partialMismatches(actual: unknown, expected: unknown, path = "context"): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${JSON.stringify(actual)}`];
    if (actual.length !== expected.length)
      return [`${path}: expected ${expected.length} item(s), got ${actual.length}: ${JSON.stringify(actual)}`];
    return expected.flatMap((item, i) => partialMismatches(actual[i], item, `${path}[${i}]`));
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.keys(expected).flatMap((key) => partialMismatches(actual[key], expected[key], `${path}.${key}`));
  }
  return Object.is(actual, expected) ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

// ---------------------------------------------------------------------------------------------------------
// Replaying

/**
 * A scenario's replay, one step at a time: its machine with scripted effects on a simulated clock, checking each
 * expectation. `runScenario` plays every step at once; the Storybook player (stories/scenarios) steps through it.
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
  const machine = definition.machine({ actors, actions });
  const actor: AnyActorRef = createActor(machine, {
    clock,
    ...(scenario.input !== undefined ? { input: scenario.input } : {}),
  } as never);
  actor.subscribe({ error: (error: unknown) => problems.push(`the actor failed: ${String(error)}`) });
  // what the machine tells the screen (XState's emitted events: a moment to move the focus on, a notice)
  actor.on("*", (event: AnyEventObject) => void log.push({ emitted: event.type }));

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

export async function runScenario(scenario: Scenario): Promise<ScenarioResult> {
  const stepper = await createScenarioStepper(scenario);
  while (!stepper.done) await stepper.step();
  stepper.stop();
  const trace = [...stepper.trace];
  const failures = trace.flatMap((entry) => entry.failures.map((f) => `step ${entry.step}: ${f}`));
  return { ok: failures.length === 0, scenario, trace, failures };
}

/** Compact JSON for traces: long strings (tokens) are shortened. */
export function short(value: unknown): string {
  return (
    JSON.stringify(value, (_, v: unknown) => (typeof v === "string" && v.length > 48 ? `${v.slice(0, 24)}…${v.slice(-8)}` : v)) ??
    "undefined"
  );
}

/** The trace as text, one block per step (what `npm run scenario` prints). */
export function formatTrace(result: ScenarioResult): string {
  const lines = [`${result.scenario.machine}: ${result.scenario.description}`];
  for (const entry of result.trace) {
    const mark = entry.failures.length ? "✗" : entry.label.startsWith("expect") ? "✓" : "•";
    lines.push(`${mark} [${entry.step}] t=${entry.time}ms ${entry.label}`);
    lines.push(`    state   ${JSON.stringify(entry.state)}`);
    lines.push(`    context ${short(entry.context)}`);
    for (const effect of entry.effects) lines.push(`    effect  ${short(effect)}`);
    for (const failure of entry.failures) lines.push(`    FAIL    ${failure}`);
  }
  lines.push(result.ok ? "PASS" : `FAIL (${result.failures.length} failed expectation(s))`);
  return lines.join("\n");
}
