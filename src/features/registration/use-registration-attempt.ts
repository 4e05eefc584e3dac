import { useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import type { Queue } from "../../api/contract";
import { errorText } from "../../api/errors";
import { createGuestQueue, guestKeys } from "../../api/queries/guest";
import { useMachineInspection } from "../../lib/machine-inspection";
import { useToast } from "../../lib/toast-context";
import {
  canSubmit,
  lockoutSecondsLeft,
  registrationAttemptMachine,
  withFormCheck,
  type RegisterInput,
} from "../../../machines/registration-attempt";
import { check } from "./form-check";

/** docs/product.md §8: a failed registration's toast title. */
export const FAILURE_TITLE = "Gagal";
export const READY_AGAIN_TEXT = "Tombol Daftar dapat digunakan lagi.";

/** The disabled button's text while locked (docs/product.md §2). */
export function lockoutText(secondsLeft: number): string {
  return `Coba lagi dalam ${secondsLeft} detik`;
}

/**
 * The registration form and its attempts (machines/registration-attempt.ts), with its effects implemented here, where
 * they are used: the form's rules (docs/product.md §5.2), the create call, the 'Gagal' toast in the citizen's words,
 * fresh lists after every outcome. The machine keeps the values, the choices, the field errors and the failure; the
 * form reads them and sends what the citizen does. The failure's text is worded from it, once.
 */
export function useRegistrationAttempt() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: guestKeys.all });

  const [attempt, send] = useMachine(
    registrationAttemptMachine
      .provide({
        actors: {
          register: fromPromise<Queue, RegisterInput>(({ input }) => createGuestQueue(input.body, input.idempotencyKey)),
        },
        actions: {
          registered: refresh,
          failed: (_, { error }) => {
            toast.show({ title: FAILURE_TITLE, description: errorText(error, "citizen"), variant: "destructive" });
            refresh();
          },
        },
      })
      .provide(withFormCheck(check)),
    { input: {}, ...useMachineInspection() },
  );

  const secondsLeft = lockoutSecondsLeft(attempt);
  const lockText = secondsLeft === null ? null : lockoutText(secondsLeft);
  return {
    attempt,
    send,
    pending: attempt.matches("submitting"),
    failed: attempt.matches("failure"),
    ready: canSubmit(attempt),
    lockText,
    failureText: attempt.context.error ? errorText(attempt.context.error, "citizen") : null,
    lockAnnouncement: useLockAnnouncement(lockText),
  };
}

/** The lockout for a screen reader: once when it starts, once when 'Daftar' is back, not every second. */
function useLockAnnouncement(lockText: string | null) {
  const [announcement, setAnnouncement] = useState("");
  const wasLocked = useRef(false);
  useEffect(() => {
    const locked = lockText !== null;
    if (locked === wasLocked.current) return;
    wasLocked.current = locked;
    setAnnouncement(lockText ? `Tombol Daftar dikunci. ${lockText}.` : READY_AGAIN_TEXT);
  }, [lockText]);
  return announcement;
}
