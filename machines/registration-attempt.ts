import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { GuestRegistrationBody, Queue } from "../src/api/contract";
import { asFailure, retryAfterSeconds, type EffectFailure } from "./shared";

/**
 * One citizen registration attempt (docs/product.md §2 registration page, §4, §8, §9, §12).
 *
 *   idle ──SUBMIT──▶ submitting ──ok──▶ success (ticket dialog)  ─┐ locked: 'Coba lagi dalam N detik',
 *                              └─fails─▶ failure (what went wrong)─┤ N = 7…1, one tick a second
 *   idle ◀──────────────────── after the last tick ────────────────┘
 *
 * A 429 locks for its Retry-After seconds instead of 7. SUBMIT is not accepted while submitting or locked.
 * Every SUBMIT gets a fresh Idempotency-Key (the server answers a replayed key with the first response).
 * Effects, implemented by the form that uses the machine (ADR 804): actor `register` ({ body, idempotencyKey } →
 * Queue); action `registered` ({ ticket }: reset the form) and `failed` ({ error }: word it, show the toast);
 * action `assignIdempotencyKey` (replace it with `withIdempotencyKeys(gen)` to make keys deterministic).
 * The machine keeps the failure as it came (`context.error`); the UI words it, so its text lives in one place.
 */

export type RegistrationAttemptInput = {
  /** docs/product.md §9: 7 */
  lockoutSeconds?: number;
};

export type RegistrationAttemptContext = {
  lockoutSeconds: number;
  /** seconds left in the lockout; 0 when not locked */
  secondsLeft: number;
  /** the ticket of the last successful attempt, until CLOSE_TICKET or the next SUBMIT */
  ticket: Queue | null;
  /** the last failure as the effect rejected with it (the UI words it), until the next SUBMIT */
  error: EffectFailure | null;
  /** the key of the submission in flight or just finished */
  idempotencyKey: string | null;
};

export type RegistrationAttemptEvent =
  | { type: "SUBMIT"; body: GuestRegistrationBody }
  /** the ticket dialog was closed */
  | { type: "CLOSE_TICKET" };

export type RegisterInput = { body: GuestRegistrationBody; idempotencyKey: string };

export const LOCKOUT_SECONDS = 7;

/** A random key: crypto.randomUUID where the context is secure, else 128 random bits in hex. */
export function randomIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const attemptSetup = setup({
  types: {
    context: {} as RegistrationAttemptContext,
    events: {} as RegistrationAttemptEvent,
    input: {} as RegistrationAttemptInput | undefined,
  },
  actors: {
    register: fromPromise<Queue, RegisterInput>(() =>
      Promise.reject(new Error("registration attempt machine: provide the 'register' actor")),
    ),
  },
  delays: {
    lockoutTick: 1000,
  },
  actions: {
    registered: (_, _params: { ticket: Queue }) => {},
    failed: (_, _params: { error: EffectFailure }) => {},
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
});

/** Whatever the effect rejected with, as the failure shape the machines read (docs/product.md §12). */
const assignKey = (generate: () => string) => attemptSetup.assign({ idempotencyKey: () => generate() });

/** `.provide(withIdempotencyKeys(() => 'key-1'))`: deterministic keys for tests and scenarios. */
export function withIdempotencyKeys(generate: () => string) {
  return { actions: { assignIdempotencyKey: assignKey(generate) } };
}

const tick = attemptSetup.assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 });
const endLockout = attemptSetup.assign({ secondsLeft: 0 });

export const registrationAttemptMachine = attemptSetup
  .extend({
    actions: {
      assignIdempotencyKey: assignKey(randomIdempotencyKey),
    },
  })
  .createMachine({
    id: "registrationAttempt",
    context: ({ input }) => ({
      lockoutSeconds: input?.lockoutSeconds ?? LOCKOUT_SECONDS,
      secondsLeft: 0,
      ticket: null,
      error: null,
      idempotencyKey: null,
    }),
    initial: "idle",
    on: {
      CLOSE_TICKET: { actions: attemptSetup.assign({ ticket: null }) },
    },
    states: {
      idle: {
        on: {
          SUBMIT: {
            target: "submitting",
            actions: [attemptSetup.assign({ ticket: null, error: null }), "assignIdempotencyKey"],
          },
        },
      },
      submitting: {
        invoke: {
          id: "register",
          src: "register",
          input: ({ context, event }) => {
            if (event.type !== "SUBMIT") throw new Error("submitting is entered by SUBMIT only");
            return { body: event.body, idempotencyKey: context.idempotencyKey ?? "" };
          },
          onDone: {
            target: "success",
            actions: [
              assign({
                ticket: ({ event }) => event.output,
                secondsLeft: ({ context }) => context.lockoutSeconds,
              }),
              { type: "registered", params: ({ event }) => ({ ticket: event.output }) },
            ],
          },
          onError: {
            target: "failure",
            actions: [
              assign({
                error: ({ event }) => asFailure(event.error),
                secondsLeft: ({ context, event }) => retryAfterSeconds(event.error) ?? context.lockoutSeconds,
              }),
              { type: "failed", params: ({ event }) => ({ error: asFailure(event.error) }) },
            ],
          },
        },
      },
      // Both outcomes lock the form the same way; they differ only in what the UI shows meanwhile.
      success: {
        tags: ["locked"],
        after: {
          lockoutTick: [
            { guard: "lastSecond", target: "idle", actions: endLockout },
            { target: "success", reenter: true, actions: tick },
          ],
        },
      },
      failure: {
        tags: ["locked"],
        after: {
          lockoutTick: [
            { guard: "lastSecond", target: "idle", actions: endLockout },
            { target: "failure", reenter: true, actions: tick },
          ],
        },
      },
    },
  });

export type RegistrationAttemptActor = ActorRefFrom<typeof registrationAttemptMachine>;
export type RegistrationAttemptSnapshot = SnapshotFrom<typeof registrationAttemptMachine>;

/** 'Daftar' is enabled only here. */
export function canSubmit(snapshot: RegistrationAttemptSnapshot): boolean {
  return snapshot.matches("idle");
}

/** The seconds of the countdown while locked, else null; the form words them (src/features/registration). */
export function lockoutSecondsLeft(snapshot: RegistrationAttemptSnapshot): number | null {
  return snapshot.hasTag("locked") ? snapshot.context.secondsLeft : null;
}
