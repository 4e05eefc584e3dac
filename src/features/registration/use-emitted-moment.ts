import { useEffect, useState } from "react";
import type { RegistrationAttemptActor, RegistrationAttemptEmitted } from "../../../machines/registration-attempt";

/**
 * The last time the registration machine emitted `type` (machines/registration-attempt.ts): a fresh value each time,
 * null before the first, so an effect acts on it after the render the same event caused (the error summary it shows,
 * the sessions it loads). The machine keeps no count of these moments (issue 37); the screen listens.
 */
export function useEmittedMoment(actor: RegistrationAttemptActor, type: RegistrationAttemptEmitted["type"]): object | null {
  const [moment, setMoment] = useState<object | null>(null);
  useEffect(() => {
    const subscription = actor.on(type, () => setMoment({}));
    return () => subscription.unsubscribe();
  }, [actor, type]);
  return moment;
}
