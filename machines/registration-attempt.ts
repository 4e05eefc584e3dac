import { and, assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { failureKind } from "../contract/failure-kind";
import type { GuestRegistrationBody, Queue } from "../contract";
import type { Problems } from "../contract/guest-rules";
import { asFailure, retryAfterSeconds, type EffectFailure } from "./shared";

/**
 * The citizen's registration form and its attempts (docs/product.md §2.3, §4.6, §5.2, §8, §9, §12), the way XState's
 * 7GUIs flight booker keeps its form: the values, the chosen location and session, the field errors and the server's
 * refusal live in the context; the screen only reads them and sends events.
 *
 *   EDIT / CHOOSE_LOCATION / CHOOSE_SESSION (any state): the form's values; re-checked once errors are showing
 *   CLOSE_TICKET, DISMISS_ALERT (any state): the ticket dialog closed, a 'Perhatian' alert dismissed
 *   PICKUP_OUTLOOK (any state): whether the pickup date has anywhere to go; while it has not (a Sunday, a day off or
 *     every seat taken everywhere), the form is not offered: SUBMIT is not accepted (docs/product.md §2.3)
 *   SESSION_FULL (idle): the lists show the chosen session full: it is let go (`sessionLetGo` names it for the form's
 *     words) so 'Daftar' does not send it again; not after a failure that may have saved the registration (the same
 *     values keep their key for the retry that gets its ticket, issue 33)
 *   refused as full (QUOTA_FULL): the session is let go at that moment, with the failure, named as CHOOSE_SESSION named
 *     it (`sessionLabel`): the form says why under 'Sesi' as the failure line appears, not seconds later when the lists
 *     read again reach a form at rest, which moved the failure line down meanwhile (UX pass, session 34)
 *   SESSION_UNLISTED (idle): the lists read again no longer offer the chosen session (from 21:00 they are the next
 *     window's pickup date's, another weekday's sessions: server/rules/registration-window.ts): it is let go, as a
 *     full one is, so 'Daftar' at 06:00 does not send a session of another day, and 'Sesi' names the date the list is for
 *   idle ──SUBMIT──▶ checking ──errors─▶ idle (errors shown, `formRefused` emitted)
 *                        └──valid──▶ submitting (errors no longer shown) ──ok──▶ success (ticket; form reset) ─┐ locked: 'Coba lagi dalam N
 *                                               └─fails─▶ failure (values kept)  ────┤ detik', N = 7…1
 *   idle ◀──────────────────────────────── after the last tick ──────────────────────┘
 *
 * Every attempt locks for 7 s (docs/product.md §9), a 429 included: for the longer of 7 s and its Retry-After.
 * SUBMIT is not accepted while submitting or locked. An answer not there after 8 s (`slowAnswer`) moves submitting
 * from `answering` to `slow` (tag `slow`): the form says the registration is still on its way.
 * One Idempotency-Key per registration, not per press (issue 33): a SUBMIT of the same values as the last one sent
 * keeps its key, so a retry after a 503, a dropped connection or a lockout gets the ticket that attempt may have
 * made (the server replays a key's first answer) rather than KTP_DAILY_LIMIT; changed values, or a ticket shown,
 * start a new key.
 * Effects, implemented by the app (ADR 207): actor `register` ({ body, idempotencyKey } → { ticket, registeredBefore }:
 * a new ticket, or the one this KTP already holds for the pickup date, found after the server refused it as registered
 * already: issue 33); actions `sent` (an attempt leaves: close the last failure's toast), `registered` ({ ticket }) and
 * `failed` ({ error }: word it, show the toast); the form's rules, `checkForm`
 * (replace it with `withFormCheck(check)`: the contract's rules and messages; the default only asks for every value);
 * `assignIdempotencyKey` (replace it with `withIdempotencyKeys(gen)` to make keys deterministic).
 * The machine keeps the failure as it came (`context.error`); the UI words it, so its text lives in one place.
 * The context holds the form, its validity, the attempt and the lockout, nothing of the screen's (issue 37): the
 * moments the screen moves focus on are emitted (`RegistrationAttemptEmitted`, `actor.on(type, …)`), not counted.
 */

/** The typed values (identity numbers stay strings: leading zeros, 18-digit KJPs). */
export type RegistrationValues = { no_kjp: string; no_ktp: string; no_kk: string };
export type RegistrationField = keyof RegistrationValues | "location_id" | "session_id";
/** Each field's problem: one message, or every rule it breaks, each the contract's sentence (docs/product.md §5.2). */
export type RegistrationFieldErrors = Partial<Record<RegistrationField, string | Problems>>;
export type RegistrationForm = {
  values: RegistrationValues;
  locationId: number | null;
  sessionId: number | null;
  /**
   * the chosen session the machine let go, and why, until a new choice: the lists showed it full (SESSION_FULL) or the
   * server refused it as full, named as the screen named it; or the lists read again did not offer it (SESSION_UNLISTED)
   */
  sessionLetGo: SessionLetGo | null;
};
/** Why a chosen session was let go: 'Sesi' says so until a new choice (docs/product.md §2.3). */
export type SessionLetGo = { why: "full"; label: string } | { why: "unlisted"; pickupDate: string | null };
/** The form's rules: the problem with each field, none when it may be sent. */
export type RegistrationCheck = (form: RegistrationForm) => RegistrationFieldErrors;

export const EMPTY_VALUES: RegistrationValues = { no_kjp: "", no_ktp: "", no_kk: "" };
/** The message of the default check (scenarios, tests); the app's check words each rule (docs/product.md §5.2). */
export const REQUIRED = "required";

/** The default check: every value typed and both choices made. */
export const requireEverything: RegistrationCheck = ({ values, locationId, sessionId }) => {
  const errors: RegistrationFieldErrors = {};
  for (const name of ["no_kjp", "no_ktp", "no_kk"] as const) if (!values[name]) errors[name] = REQUIRED;
  if (locationId === null) errors.location_id = REQUIRED;
  else if (sessionId === null) errors.session_id = REQUIRED;
  return errors;
};

export type RegistrationAttemptInput = {
  /** docs/product.md §9: 7 */
  lockoutSeconds?: number;
};

export type RegistrationAttemptContext = RegistrationForm & {
  /** the chosen session in the form's words ('07:00 - 09:00 WIB'), as CHOOSE_SESSION named it; null with no session */
  sessionLabel: string | null;
  lockoutSeconds: number;
  /** seconds left in the lockout; 0 when not locked */
  secondsLeft: number;
  /** the problems of the fields: the form's check (shown once it refused a SUBMIT), or the server's refusal */
  fieldErrors: RegistrationFieldErrors;
  /**
   * errors show once the form's check refused a SUBMIT (or the server refused fields), following what is typed, until a
   * SUBMIT passes the check: a session the server then refuses as full is said under 'Sesi' and by the failure line, not
   * also by an error summary saying a field was filled in wrongly (UX pass, session 45; docs/product.md §2.3)
   */
  showErrors: boolean;
  /** the 'Perhatian' alert the citizen closed (the screen names each alert; a new one shows again) */
  dismissedAlert: string | null;
  /** the seconds the last lockout started with; 0 before the first (the screen announces it once) */
  lockedFor: number;
  /**
   * no market serves the pickup date, or none has a seat left (PICKUP_OUTLOOK): the form cannot be sent, so it is
   * not offered, and SUBMIT is ignored
   */
  nowhereToGo: boolean;
  /** the ticket of the last successful attempt, until CLOSE_TICKET or the next SUBMIT */
  ticket: Queue | null;
  /**
   * that ticket was there before this attempt: the server refused a new registration of the KTP for the pickup date,
   * and the citizen is shown the one she holds, not told she registered (issue 33)
   */
  registeredBefore: boolean;
  /** the last failure as the effect rejected with it (the UI words it), until the next SUBMIT */
  error: EffectFailure | null;
  /** the key of the submission in flight or just finished */
  idempotencyKey: string | null;
  /** the values `idempotencyKey` was made for (a SUBMIT of the same ones keeps it); null once a ticket is shown */
  keyedValues: string | null;
};

export type RegistrationAttemptEvent =
  | { type: "EDIT"; field: keyof RegistrationValues; value: string }
  | { type: "CHOOSE_LOCATION"; id: number | null }
  /** `label`: the session in the form's words, for the line that says it was let go when refused as full */
  | { type: "CHOOSE_SESSION"; id: number | null; label?: string }
  | { type: "SUBMIT" }
  /** the ticket dialog was closed */
  | { type: "CLOSE_TICKET" }
  /** the citizen closed the 'Perhatian' alert named `key` */
  | { type: "DISMISS_ALERT"; key: string }
  /** the lists said whether the pickup date has anywhere to go (the page's outlook, src/features/registration) */
  | { type: "PICKUP_OUTLOOK"; nowhereToGo: boolean }
  /** the lists show session `id` full; `label` names it in the form's words ('13:00 - 15:00 WIB') */
  | { type: "SESSION_FULL"; id: number; label: string }
  /** the lists read again, for `pickupDate` (YYYY-MM-DD) when known, do not offer session `id` */
  | { type: "SESSION_UNLISTED"; id: number; pickupDate?: string };

/**
 * The moments the screen acts on (XState's emitted events, heard with `actor.on(type, …)`): a SUBMIT the form's check
 * refused (focus to the summary of what to fix), a ticket dialog closed (focus to the form, 'Tiket saya' read again),
 * a location chosen (focus kept on the choice while its sessions load).
 */
export type RegistrationAttemptEmitted = { type: "formRefused" } | { type: "ticketClosed" } | { type: "locationChosen" };

export type RegisterInput = { body: GuestRegistrationBody; idempotencyKey: string };
/** What a registration attempt got: a new ticket, or the one registered before (`registeredBefore`, issue 33). */
export type RegisterOutput = { ticket: Queue; registeredBefore: boolean };

export const LOCKOUT_SECONDS = 7;

/** A random key: crypto.randomUUID where the context is secure, else 128 random bits in hex. */
export function randomIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const attemptTypes = {
  context: {} as RegistrationAttemptContext,
  events: {} as RegistrationAttemptEvent,
  emitted: {} as RegistrationAttemptEmitted,
  input: {} as RegistrationAttemptInput | undefined,
};
/**
 * `slowAnswer`: how long an attempt waits for its answer before the form says it is still on its way (a crowded 06:00,
 * a weak signal at the market): the citizen keeps the page open instead of leaving or pressing again (docs/product.md
 * §4.6).
 */
const attemptDelays = { lockoutTick: 1000, slowAnswer: 8000 };
const attemptGuards = {
  lastSecond: ({ context }: { context: RegistrationAttemptContext }) => context.secondsLeft <= 1,
  ticketShown: ({ context }: { context: RegistrationAttemptContext }) => context.ticket !== null,
  showingErrors: ({ context }: { context: RegistrationAttemptContext }) => context.showErrors,
  formValid: ({ context }: { context: RegistrationAttemptContext }) => Object.keys(context.fieldErrors).length === 0,
  formOffered: ({ context }: { context: RegistrationAttemptContext }) => !context.nowhereToGo,
  fullSessionChosen: ({ context, event }: { context: RegistrationAttemptContext; event: RegistrationAttemptEvent }) =>
    event.type === "SESSION_FULL" && context.sessionId === event.id && !mayHaveSaved(context.error),
  unlistedSessionChosen: ({ context, event }: { context: RegistrationAttemptContext; event: RegistrationAttemptEvent }) =>
    event.type === "SESSION_UNLISTED" && context.sessionId === event.id && !mayHaveSaved(context.error),
};

/**
 * A failure after which the registration may have been saved: no answer came, or the server failed unexpectedly (a
 * registration answered 503 is known not saved, contract/failure-kind.ts).
 */
function mayHaveSaved(error: EffectFailure | null): boolean {
  if (error === null) return false;
  const kind = failureKind(error);
  return kind === "offline" || kind === "serverError";
}

/**
 * The server refused the chosen session as full (`QUOTA_FULL`, docs/product.md §11.6): the machine lets it go with the
 * failure, and the form says the other values stay (read structurally, as every failure here).
 */
export function refusedAsFull(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "QUOTA_FULL";
}
const rejectingRegister = fromPromise<RegisterOutput, RegisterInput>(() =>
  Promise.reject(new Error("registration attempt machine: provide the 'register' actor")),
);
/** The notices' defaults: nothing. */
const noticeActions = {
  /** an attempt is sent: the app closes the toast of the attempt before's failure (docs/product.md §4.8) */
  sent: () => {},
  registered: (_: unknown, _params: { ticket: Queue }) => {},
  failed: (_: unknown, _params: { error: EffectFailure }) => {},
};

/** Typing only (`setup` builds no machine): the helpers below are this setup's actions. */
const attemptSetup = setup({
  types: attemptTypes,
  actors: { register: rejectingRegister },
  delays: attemptDelays,
  actions: noticeActions,
  guards: attemptGuards,
});

/** The values a registration is sent with, as one text (the key's identity: same text, same registration). */
const valuesOf = (context: RegistrationForm) =>
  JSON.stringify([context.values.no_kjp, context.values.no_ktp, context.values.no_kk, context.sessionId]);

/** A new key unless these values were sent with the current one and no ticket came of it (keyedValues). */
const assignKey = (generate: () => string) =>
  attemptSetup.assign(({ context }) =>
    context.idempotencyKey !== null && context.keyedValues === valuesOf(context)
      ? {}
      : { idempotencyKey: generate(), keyedValues: valuesOf(context) },
  );

/** `createRegistrationAttemptMachine(withIdempotencyKeys(() => 'key-1'))`: deterministic keys for tests and scenarios. */
export function withIdempotencyKeys(generate: () => string) {
  return { actions: { assignIdempotencyKey: assignKey(generate) } };
}

/** The same problems: one message, or the same rules in the same order. */
const sameProblems = (before: string | Problems, after: string | Problems) =>
  before === after ||
  (typeof before !== "string" &&
    typeof after !== "string" &&
    before.length === after.length &&
    before.every((line, index) => line === after[index]));

/**
 * The check's errors, each field's kept as it was when it reads the same: a check returns new lists of rules on every
 * key once errors show, and a memoised field given an equal but new list would render again on every key (issue 38).
 */
const assignCheck = (check: RegistrationCheck) =>
  attemptSetup.assign({
    fieldErrors: ({ context }) => {
      const checked = check(context);
      const kept: RegistrationFieldErrors = {};
      for (const field of Object.keys(checked) as RegistrationField[]) {
        const [before, after] = [context.fieldErrors[field], checked[field]];
        if (after !== undefined) kept[field] = before !== undefined && sameProblems(before, after) ? before : after;
      }
      return kept;
    },
  });

/** `createRegistrationAttemptMachine(withFormCheck(check))`: the form's real rules and messages (the app's, docs/product.md §5.2). */
export function withFormCheck(check: RegistrationCheck) {
  return { actions: { checkForm: assignCheck(check) } };
}

/** The server's field errors (an `ApiError`'s `fieldErrors`), read structurally; none when it sent none. */
function refusedFields(error: unknown): RegistrationFieldErrors | null {
  const fields = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (typeof fields !== "object" || fields === null || Object.keys(fields).length === 0) return null;
  return fields as RegistrationFieldErrors;
}

/** The form as it starts, and again after a success (docs/product.md §2.3). */
const EMPTY_FORM = {
  values: EMPTY_VALUES,
  locationId: null,
  sessionId: null,
  sessionLabel: null,
  sessionLetGo: null,
  fieldErrors: {},
  showErrors: false,
} satisfies Partial<RegistrationAttemptContext>;

/** A new location clears the session (its sessions are another list). */
const chooseLocation = [
  attemptSetup.assign(({ event }) => {
    assertEvent(event, "CHOOSE_LOCATION");
    return { locationId: event.id, sessionId: null, sessionLabel: null, sessionLetGo: null };
  }),
  attemptSetup.emit({ type: "locationChosen" }),
];
const chooseSession = attemptSetup.assign(({ event }) => {
  assertEvent(event, "CHOOSE_SESSION");
  return { sessionId: event.id, sessionLabel: event.id === null ? null : (event.label ?? null), sessionLetGo: null };
});
const letGoFullSession = attemptSetup.assign(({ event }) => {
  assertEvent(event, "SESSION_FULL");
  return { sessionId: null, sessionLabel: null, sessionLetGo: { why: "full", label: event.label } as const };
});
const letGoUnlistedSession = attemptSetup.assign(({ event }) => {
  assertEvent(event, "SESSION_UNLISTED");
  return {
    sessionId: null,
    sessionLabel: null,
    sessionLetGo: { why: "unlisted", pickupDate: event.pickupDate ?? null } as const,
  };
});

const tick = attemptSetup.assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 });

/**
 * A failed attempt: the failure kept as it came, the lockout (a 429's may be longer), the server's field errors; every
 * typed value stays (docs/product.md §2.3).
 */
function failedAttempt(context: RegistrationAttemptContext, error: unknown): Partial<RegistrationAttemptContext> {
  const refused = refusedFields(error);
  return {
    error: asFailure(error),
    secondsLeft: failureLockout(context.lockoutSeconds, error),
    lockedFor: failureLockout(context.lockoutSeconds, error),
    fieldErrors: refused ?? context.fieldErrors,
    // a SUBMIT that was sent passed the check, so its errors were no longer shown: the server's refusal of a field shows it
    showErrors: refused !== null,
  };
}
const endLockout = attemptSetup.assign({ secondsLeft: 0 });

/** The defaults of the form's rules and keys (replaced with `withFormCheck`, `withIdempotencyKeys`). */
const defaultActions = {
  assignIdempotencyKey: assignKey(randomIdempotencyKey),
  checkForm: assignCheck(requireEverything),
};

/** The app's implementations of the effects, by the names above (ADR 207); each one left out keeps its default. */
export type RegistrationAttemptImplementations = {
  actors?: { register?: typeof rejectingRegister };
  actions?: Partial<typeof noticeActions & typeof defaultActions>;
};

/**
 * The machine with its effects, built once: the one way to supply them (`.provide()` would build every state node
 * again; `createMachine` alone was 15 ms at 4× CPU on the registration page's start: docs/performance-log.md,
 * issue 38). Several implementation objects may be given (`withIdempotencyKeys`, `withFormCheck`, fakes); a later
 * one's effect of the same name wins. Nothing builds the machine when its module loads. The app, tests, scenarios and
 * stories all build it here (ADR 207).
 */
export function createRegistrationAttemptMachine(...implementations: RegistrationAttemptImplementations[]) {
  const actors: NonNullable<RegistrationAttemptImplementations["actors"]> = Object.assign(
    {},
    ...implementations.map((implementation) => implementation.actors),
  );
  const actions: NonNullable<RegistrationAttemptImplementations["actions"]> = Object.assign(
    {},
    ...implementations.map((implementation) => implementation.actions),
  );
  return setup({
    types: attemptTypes,
    actors: { register: actors.register ?? rejectingRegister },
    delays: attemptDelays,
    actions: { ...noticeActions, ...defaultActions, ...actions },
    guards: attemptGuards,
  }).createMachine({
    id: "registrationAttempt",
    context: ({ input }) => ({
      ...EMPTY_FORM,
      dismissedAlert: null,
      nowhereToGo: false,
      lockedFor: 0,
      lockoutSeconds: input?.lockoutSeconds ?? LOCKOUT_SECONDS,
      secondsLeft: 0,
      ticket: null,
      registeredBefore: false,
      error: null,
      idempotencyKey: null,
      keyedValues: null,
    }),
    initial: "idle",
    on: {
      CLOSE_TICKET: {
        guard: "ticketShown",
        actions: [attemptSetup.assign({ ticket: null, registeredBefore: false }), attemptSetup.emit({ type: "ticketClosed" })],
      },
      DISMISS_ALERT: { actions: assign({ dismissedAlert: ({ event }) => event.key }) },
      PICKUP_OUTLOOK: { actions: assign({ nowhereToGo: ({ event }) => event.nowhereToGo }) },
      // the form is the citizen's at all times (typing while a lockout counts down is fine); re-checked as it
      // changes once its errors are showing
      EDIT: [
        {
          guard: "showingErrors",
          actions: [assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }), "checkForm"],
        },
        { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }) },
      ],
      CHOOSE_LOCATION: [{ guard: "showingErrors", actions: [...chooseLocation, "checkForm"] }, { actions: chooseLocation }],
      CHOOSE_SESSION: [{ guard: "showingErrors", actions: [chooseSession, "checkForm"] }, { actions: chooseSession }],
    },
    states: {
      idle: {
        on: {
          SUBMIT: {
            guard: "formOffered",
            target: "checking",
            actions: "checkForm",
          },
          SESSION_FULL: [
            { guard: and(["fullSessionChosen", "showingErrors"]), actions: [letGoFullSession, "checkForm"] },
            { guard: "fullSessionChosen", actions: letGoFullSession },
          ],
          SESSION_UNLISTED: [
            { guard: and(["unlistedSessionChosen", "showingErrors"]), actions: [letGoUnlistedSession, "checkForm"] },
            { guard: "unlistedSessionChosen", actions: letGoUnlistedSession },
          ],
        },
      },
      // the form's rules decide: back to idle with the errors showing, or send
      checking: {
        always: [
          {
            guard: "formValid",
            target: "submitting",
            actions: [
              attemptSetup.assign({ ticket: null, registeredBefore: false, error: null, showErrors: false }),
              "assignIdempotencyKey",
              "sent",
            ],
          },
          { target: "idle", actions: [attemptSetup.assign({ showErrors: true }), attemptSetup.emit({ type: "formRefused" })] },
        ],
      },
      submitting: {
        initial: "answering",
        states: {
          answering: { after: { slowAnswer: "slow" } },
          // still no answer: the form says so (the `slow` tag); the same answer ends it
          slow: { tags: ["slow"] },
        },
        invoke: {
          id: "register",
          src: "register",
          input: ({ context }) => ({
            body: { ...context.values, session_id: context.sessionId ?? 0 },
            idempotencyKey: context.idempotencyKey ?? "",
          }),
          onDone: {
            target: "success",
            actions: [
              assign({
                ...EMPTY_FORM,
                // the registration is done: the next one, whatever its values, is another
                keyedValues: null,
                ticket: ({ event }) => event.output.ticket,
                registeredBefore: ({ event }) => event.output.registeredBefore,
                secondsLeft: ({ context }) => context.lockoutSeconds,
                lockedFor: ({ context }) => context.lockoutSeconds,
              }),
              { type: "registered", params: ({ event }) => ({ ticket: event.output.ticket }) },
            ],
          },
          onError: [
            // refused as full: the session goes now, with the failure, and the check words why for 'Sesi', which says
            // it whether errors show or not (they do not since this SUBMIT passed the check); the other values stay
            {
              guard: ({ event }) => refusedAsFull(event.error),
              target: "failure",
              actions: [
                assign(({ context, event }) => ({
                  ...failedAttempt(context, event.error),
                  sessionId: null,
                  sessionLabel: null,
                  sessionLetGo: context.sessionLabel === null ? null : { why: "full" as const, label: context.sessionLabel },
                })),
                "checkForm",
                { type: "failed", params: ({ event }) => ({ error: asFailure(event.error) }) },
              ],
            },
            {
              target: "failure",
              actions: [
                assign(({ context, event }) => failedAttempt(context, event.error)),
                { type: "failed", params: ({ event }) => ({ error: asFailure(event.error) }) },
              ],
            },
          ],
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
}

export type RegistrationAttemptMachine = ReturnType<typeof createRegistrationAttemptMachine>;
export type RegistrationAttemptActor = ActorRefFrom<RegistrationAttemptMachine>;
export type RegistrationAttemptSnapshot = SnapshotFrom<RegistrationAttemptMachine>;

/** 'Daftar' is enabled only here, and only while the form is offered. */
export function canSubmit(snapshot: RegistrationAttemptSnapshot): boolean {
  return snapshot.matches("idle") && !snapshot.context.nowhereToGo;
}

/** The seconds of the countdown while locked, else null; the form words them (src/features/registration). */
/** After a failure: the usual lockout, or a 429's Retry-After when that is longer (never shorter than 7 s). */
function failureLockout(lockoutSeconds: number, error: unknown): number {
  return Math.max(lockoutSeconds, retryAfterSeconds(error) ?? 0);
}

export function lockoutSecondsLeft(snapshot: RegistrationAttemptSnapshot): number | null {
  return snapshot.hasTag("locked") ? snapshot.context.secondsLeft : null;
}
