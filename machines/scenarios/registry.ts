import type { AnyStateMachine } from "xstate";
import { confirmToggleMachine } from "../confirm-toggle";
import { queueTicketMachine } from "../queue-ticket";
import { createRegistrationAttemptMachine, withIdempotencyKeys } from "../registration-attempt";
import { sessionMachine } from "../session";
import { toastsMachine } from "../toasts";

/**
 * The machines a scenario can name, with the effects it can script (`responses`) and the actions the runner
 * records. Keep this in step with each machine's `setup({ actors, actions })`.
 */
export type ScenarioMachine = {
  /** a fresh machine for one replay (deterministic where the real one is random) */
  machine(): AnyStateMachine;
  /** promise effects answered from `responses[name]` */
  effects: readonly string[];
  /** actions recorded as effects */
  actions: readonly string[];
};

export const scenarioMachines = {
  session: {
    machine: sessionMachine,
    effects: ["refresh", "login", "logout"],
    actions: ["notify", "navigateToLogin", "broadcast"],
  },
  "registration-attempt": {
    machine: () => {
      let n = 0;
      return createRegistrationAttemptMachine(withIdempotencyKeys(() => `key-${++n}`));
    },
    effects: ["register"],
    actions: ["registered", "failed"],
  },
  "queue-ticket": {
    machine: () => queueTicketMachine,
    effects: ["markDone", "reject"],
    actions: ["notify", "changed"],
  },
  toasts: {
    machine: () => toastsMachine,
    effects: [],
    actions: [],
  },
  "confirm-toggle": {
    machine: () => confirmToggleMachine,
    effects: ["perform"],
    actions: ["notify", "failed", "alert", "changed"],
  },
} satisfies Record<string, ScenarioMachine>;

export type ScenarioMachineName = keyof typeof scenarioMachines;

export function isScenarioMachineName(name: unknown): name is ScenarioMachineName {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(scenarioMachines, name);
}
