import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useActorRef } from "@xstate/react";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import { errorText } from "../../api/errors";
import { createGuestQueue, guestKeys } from "../../api/queries/guest";
import { useMachineInspection } from "../../lib/machine-inspection";
import { useToast, type ToastApi } from "../../lib/toast-context";
import type { ToastInput } from "../../../contract/toast-message";
import {
  canSubmit,
  lockoutSecondsLeft,
  createRegistrationAttemptMachine,
  refusedAsFull,
  withFormCheck,
  type RegisterInput,
  type RegisterOutput,
  type RegistrationAttemptActor,
  type RegistrationAttemptMachine,
  type RegistrationAttemptSnapshot,
} from "../../../machines/registration-attempt";
import { existingTicketAfter, ktpRefusal } from "./existing-ticket";
import { check } from "./form-check";

/** docs/product.md §8: a failed registration's toast title. */
export const FAILURE_TITLE = "Gagal";
export const READY_AGAIN_TEXT = "Tombol Daftar dapat digunakan lagi.";
/**
 * An answer not there after 8 s (the machine's `slow` tag, docs/product.md §12.2): what to do meanwhile. It takes the
 * place of the line under 'Daftar', whose room covers it from the first paint, so it is about that line's length: at
 * 320 px with 200 % text 'Jangan tutup halaman ini. Tiket akan muncul di sini.' made it 6 lines to the open line's 4,
 * two empty lines under that line all day (session 46).
 */
export const SLOW_ANSWER_TEXT = "Pendaftaran masih diproses. Tunggu tiket di halaman ini.";

/** A failed registration in the citizen's words: a write, so a 500 says it may be saved (docs/product.md §8.2). */
const registrationFailureText = (error: unknown) => errorText(error, "citizen", "id", "write");

/** The disabled button's text while locked (docs/product.md §2). */
export function lockoutText(secondsLeft: number): string {
  return `Coba lagi dalam ${secondsLeft} detik`;
}

/**
 * The registration form and its attempts (machines/registration-attempt.ts), with its effects implemented here, where
 * they are used: the form's rules (docs/product.md §5.2), the create call, the 'Gagal' toast in the citizen's words,
 * the lists an outcome changed read again. The machine keeps the values, the choices, the field errors, the failure, the
 * dismissed alert and the lockout; the page and the form read it (`useSelector`), listen to the moments it emits
 * (`useEmittedMoment`: focus, 'Tiket saya') and send what the citizen does.
 * The machine and its actor come from two hooks, which the page calls in two components: React may yield between
 * components when its time slice runs out, never inside one, and the two together were one of the page's long tasks
 * on its start (docs/performance-log.md, issue 38).
 */
export function useRegistrationAttemptMachine(): RegistrationAttemptMachine {
  const toast = useToast();
  const queryClient = useQueryClient();
  // built once for the page, with its effects: each build makes every state node, a cost on the page's start (issue
  // 38, machines/registration-attempt.ts); safe because the toast API and the query client live as long as the app
  // (ADR 207)
  const [{ machine, failureToast }] = useState(() => {
    const failureToast = attemptFailureToast(toast);
    return { machine: createRegistrationAttemptMachine(attemptEffects(toast, queryClient, failureToast)), failureToast };
  });
  // the page left (a link, Back, the header's home): its last failure's 'Gagal' goes with it (docs/product.md §4.8).
  // Paused under a resting mouse or a focus in it, it stayed on the next page until the mouse moved off (UX pass,
  // session 51); the machine's actor stops unseen (XState runs no exit action on a stop), so the page closes it here
  useEffect(() => failureToast.close, [failureToast]);
  return machine;
}

/**
 * The 'Gagal' toast of the last failed attempt, by the id `show` answers: closed when the next attempt is sent or the
 * page is left, as the status page closes its 'Error' with a new check (docs/product.md §4.8).
 */
export function attemptFailureToast(toast: ToastApi) {
  let id: string | null = null;
  return {
    show: (input: ToastInput) => void (id = toast.show(input) ?? null),
    close: () => {
      if (id !== null) toast.dismiss?.(id);
      id = null;
    },
  };
}

/** The machine's effects as the app implements them (the register call, the toasts, the lists read again). */
export function attemptEffects(
  toast: ToastApi,
  queryClient: QueryClient,
  failureToast: ReturnType<typeof attemptFailureToast> = attemptFailureToast(toast),
) {
  // What an outcome changed, read again: a ticket made or a session found full changes only the seats left, so the
  // lists that show them (the sessions, and the locations, which mark a market whose sessions are all full); any
  // other refusal may mean the window or the pickup date moved (closed, a day off): everything. At 06:00 most presses
  // are refused as full, and each list read again is a call from every phone (issue 34).
  const refresh = (seatsOnly: boolean) => {
    if (!seatsOnly) return void queryClient.invalidateQueries({ queryKey: guestKeys.all });
    void queryClient.invalidateQueries({ queryKey: guestKeys.locations() });
    void queryClient.invalidateQueries({ queryKey: guestKeys.allSessions() });
  };
  // A failure's 'Gagal' toast is about its attempt: the next attempt sent closes it, as the status page closes its
  // 'Error' with a new check. Hovered, a toast waits (docs/product.md §4.8), so it stayed over a later attempt and its
  // ticket (UX pass, session 50).
  return {
    actors: {
      register: fromPromise<RegisterOutput, RegisterInput>(async ({ input }) => {
        try {
          return { ticket: await createGuestQueue(input.body, input.idempotencyKey), registeredBefore: false };
        } catch (error) {
          // already registered for that date: her ticket, not only the refusal (issue 33); the ticket's dialog says
          // it was there before (ticket-dialog.tsx)
          const existing = await existingTicketAfter(error, input.body, queryClient);
          if (!existing) throw error;
          return { ticket: existing, registeredBefore: true };
        }
      }),
    },
    actions: {
      sent: failureToast.close,
      registered: () => refresh(true),
      failed: (_: unknown, { error }: { error: unknown }) => {
        // the form's failure line says it whole (FailureLine): on a phone the toast stays compact, off that line
        failureToast.show({
          title: FAILURE_TITLE,
          description: registrationFailureText(error),
          variant: "destructive",
          shownOnPage: true,
        });
        refresh(refusedAsFull(error));
      },
      ...withFormCheck(check).actions,
    },
  };
}

/** The page's one actor of the machine (`useRegistrationAttemptMachine`), for the page's life. */
export function useRegistrationAttempt(machine: RegistrationAttemptMachine): RegistrationAttemptActor {
  return useActorRef(machine, { input: {}, ...useMachineInspection() });
}

/** What the form shows of an attempt, worded once: the button's state and text, the failure, the announcement. */
export function attemptView(attempt: RegistrationAttemptSnapshot) {
  const secondsLeft = lockoutSecondsLeft(attempt);
  const lockText = secondsLeft === null ? null : lockoutText(secondsLeft);
  return {
    pending: attempt.matches("submitting"),
    slowText: attempt.hasTag("slow") ? SLOW_ANSWER_TEXT : null,
    failed: attempt.matches("failure"),
    ready: canSubmit(attempt),
    lockText,
    failureText: attempt.context.error ? registrationFailureText(attempt.context.error) : null,
    lockAnnouncement: lockAnnouncement(attempt),
  };
}

/** After a refusal of the KTP itself: 'Daftar' is back for another person's registration, not for hers again. */
export const READY_FOR_ANOTHER_KTP_TEXT = "Tombol Daftar dapat digunakan lagi untuk KTP lain.";

/**
 * The lockout for a screen reader: once when it starts (with the seconds it started with), once when 'Daftar' is
 * back, not every second — the text changes only at those two moments, so the live region speaks only then. The
 * lockout follows every attempt (docs/product.md §4.6, §9), but after a refusal of the KTP itself it is not worded as
 * 'try again' (the button keeps the specification's 'Coba lagi dalam N detik').
 */
export function lockAnnouncement(attempt: RegistrationAttemptSnapshot): string {
  const { lockedFor, error } = attempt.context;
  // trying again does not help: her way on is the form's failure line (her ticket) or another person's KTP
  const ktpRefused = ktpRefusal(error) !== null;
  if (lockoutSecondsLeft(attempt) !== null)
    return ktpRefused ? `Tombol Daftar dikunci selama ${lockedFor} detik.` : `Tombol Daftar dikunci. ${lockoutText(lockedFor)}.`;
  if (lockedFor === 0) return "";
  return ktpRefused ? READY_FOR_ANOTHER_KTP_TEXT : READY_AGAIN_TEXT;
}
