import { createContext, useContext } from "react";
import type { InspectionEvent, Observer } from "xstate";

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/**
 * The inspection observer of the app's machines (the demo console's Stately inspector); none outside demo builds.
 * Every `useMachine` / `useActorRef` in the app spreads `useMachineInspection()` into its options, so the inspector
 * shows the toasts, registration attempts, tickets and confirmations as well as the session.
 */
export const MachineInspectionContext = createContext<Inspect | undefined>(undefined);

export function useMachineInspection(): { inspect?: Inspect } {
  const inspect = useContext(MachineInspectionContext);
  return inspect ? { inspect } : {};
}
