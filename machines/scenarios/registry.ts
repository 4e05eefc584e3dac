import type { AnyStateMachine } from "xstate";
import { confirmToggleMachine } from "../confirm-toggle";
import { queueTicketMachine } from "../queue-ticket";
import { createRegistrationAttemptMachine, withIdempotencyKeys } from "../registration-attempt";
import { sessionMachine } from "../session";
import { toastsMachine } from "../toasts";

/** The runner's fakes of a machine's effects, by their names. */
export type ScenarioEffects = { actors: Record<string, unknown>; actions: Record<string, unknown> };

/**
 * The machines a scenario can name, with the effects it can script (`responses`) and the actions the runner
 * records. Keep this in step with each machine's `setup({ actors, actions })`.
 */
export type ScenarioMachine = {
  /**
   * a fresh machine for one replay with the runner's fakes (deterministic where the real one is random), supplied
   * the machine's own way: its builder where it has one (ADR 207), else `.provide()`
   */
  machine(effects: ScenarioEffects): AnyStateMachine;
  /** promise effects answered from `responses[name]` */
  effects: readonly string[];
  /** actions recorded as effects */
  actions: readonly string[];
};

export const scenarioMachines = {
  session: {
    machine: (effects) => sessionMachine().provide(effects as never),
    effects: ["refresh", "login", "logout"],
    actions: ["notify", "navigateToLogin", "broadcast"],
  },
  "registration-attempt": {
    machine: (effects) => {
      let n = 0;
      return createRegistrationAttemptMachine(
        withIdempotencyKeys(() => `key-${++n}`),
        effects as never,
      );
    },
    effects: ["register"],
    actions: ["registered", "failed"],
  },
  "queue-ticket": {
    machine: (effects) => queueTicketMachine.provide(effects as never),
    effects: ["markDone", "reject"],
    actions: ["notify", "changed"],
  },
  toasts: {
    machine: (effects) => toastsMachine.provide(effects as never),
    effects: [],
    actions: [],
  },
  "confirm-toggle": {
    machine: (effects) => confirmToggleMachine.provide(effects as never),
    effects: ["perform"],
    actions: ["notify", "failed", "alert", "changed"],
  },
} satisfies Record<string, ScenarioMachine>;

export type ScenarioMachineName = keyof typeof scenarioMachines;

export function isScenarioMachineName(name: unknown): name is ScenarioMachineName {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(scenarioMachines, name);
}
