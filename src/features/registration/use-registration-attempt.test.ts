import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { Queue } from "../../../contract";
import {
  createRegistrationAttemptMachine,
  withFormCheck,
  type RegisterInput,
  type RegisterOutput,
} from "../../../machines/registration-attempt";
import { QueryClient } from "@tanstack/react-query";
import {
  FAILURE_TITLE,
  READY_AGAIN_TEXT,
  READY_FOR_ANOTHER_KTP_TEXT,
  SLOW_ANSWER_TEXT,
  attemptEffects,
  attemptView,
  lockAnnouncement,
} from "./use-registration-attempt";

/** An attempt whose form is always complete and whose every submission is refused with `error`. */
function refusedAttempt(error: unknown) {
  const clock = new SimulatedClock();
  const actor = createActor(
    createRegistrationAttemptMachine(
      withFormCheck(() => ({})),
      {
        actors: { register: fromPromise<RegisterOutput, RegisterInput>(() => Promise.reject(error)) },
      },
    ),
    { clock, input: {} },
  ).start();
  return { actor, clock };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the lockout for a screen reader", () => {
  it("is said once when it starts and once when 'Daftar' is back: its text changes only then", async () => {
    const { actor, clock } = refusedAttempt({ status: 409, message: "Kuota sesi ini sudah penuh" });
    const said: string[] = [];
    const hear = () => {
      const text = lockAnnouncement(actor.getSnapshot());
      if (text !== said.at(-1)) said.push(text);
    };
    hear();
    actor.send({ type: "SUBMIT" });
    await settled();
    for (let second = 0; second < 7; second++) {
      hear();
      clock.increment(1000);
    }
    hear();
    expect(said).toEqual(["", "Tombol Daftar dikunci. Coba lagi dalam 7 detik.", READY_AGAIN_TEXT]);
  });

  // UX pass (session 20): after 'already registered for that date' it said 'Coba lagi dalam 7 detik', but the same KTP
  // is refused again; the lockout still follows (docs/product.md §4.6), worded without a retry
  it.each(["KTP_DAILY_LIMIT", "KTP_MONTHLY_LIMIT"])("after a %s refusal, names no retry of the same KTP", async (code) => {
    const { actor, clock } = refusedAttempt({ status: 409, code, message: "No KTP ini sudah terdaftar" });
    const said: string[] = [];
    actor.send({ type: "SUBMIT" });
    await settled();
    said.push(lockAnnouncement(actor.getSnapshot()));
    for (let second = 0; second < 7; second++) clock.increment(1000);
    said.push(lockAnnouncement(actor.getSnapshot()));
    expect(said).toEqual(["Tombol Daftar dikunci selama 7 detik.", READY_FOR_ANOTHER_KTP_TEXT]);
  });

  it("names the seconds of a 429's Retry-After", async () => {
    const { actor } = refusedAttempt({ status: 429, message: "Terlalu banyak permintaan", retryAfter: 30 });
    actor.send({ type: "SUBMIT" });
    await settled();
    expect(lockAnnouncement(actor.getSnapshot())).toBe("Tombol Daftar dikunci. Coba lagi dalam 30 detik.");
  });
});

describe("a slow answer (docs/product.md §12.2)", () => {
  it("says what to do while the answer is awaited past 8 s, and nothing once it came", async () => {
    const clock = new SimulatedClock();
    let answer: (ticket: Queue) => void = () => {};
    const actor = createActor(
      createRegistrationAttemptMachine(
        withFormCheck(() => ({})),
        {
          actors: {
            register: fromPromise<RegisterOutput, RegisterInput>(
              () => new Promise<RegisterOutput>((resolve) => (answer = (ticket) => resolve({ ticket, registeredBefore: false }))),
            ),
          },
        },
      ),
      { clock, input: {} },
    ).start();
    actor.send({ type: "SUBMIT" });
    await settled();
    clock.increment(7_999);
    expect(attemptView(actor.getSnapshot())).toMatchObject({ pending: true, slowText: null });
    clock.increment(1);
    expect(attemptView(actor.getSnapshot())).toMatchObject({ pending: true, slowText: SLOW_ANSWER_TEXT });
    answer({ uuid: "8d7c1f0e-0000-4000-8000-000000000001" } as Queue);
    await settled();
    expect(attemptView(actor.getSnapshot())).toMatchObject({ pending: false, slowText: null });
  });
});

// UX pass (session 50): hovered, a toast waits (docs/product.md §4.8), and a failed attempt's 'Gagal' stayed over the
// next attempt, its ticket and the status page a link led to; the next attempt sent closes it, as a new check closes
// the status page's 'Error'
describe("the 'Gagal' toast", () => {
  it("is closed by the next attempt sent, whatever that attempt comes to", async () => {
    const shown: { id: string; title: string }[] = [];
    const dismissed: string[] = [];
    const toast = {
      show: ({ title }: { title: string }) => {
        const id = `toast-${shown.length + 1}`;
        shown.push({ id, title });
        return id;
      },
      dismiss: (id: string) => void dismissed.push(id),
    };
    const answers: { resolve: (output: RegisterOutput) => void; reject: (error: unknown) => void }[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      createRegistrationAttemptMachine(
        attemptEffects(toast, new QueryClient()),
        withFormCheck(() => ({})),
        {
          actors: {
            register: fromPromise<RegisterOutput, RegisterInput>(
              () => new Promise<RegisterOutput>((resolve, reject) => answers.push({ resolve, reject })),
            ),
          },
        },
      ),
      { clock, input: {} },
    ).start();
    const attempt = async (answer: (index: number) => void) => {
      actor.send({ type: "SUBMIT" });
      await settled();
      const index = answers.length - 1;
      const closedAsSent = [...dismissed];
      answer(index);
      await settled();
      for (let second = 0; second < 7; second++) clock.increment(1000);
      return closedAsSent;
    };
    const offline = (index: number) => answers[index]?.reject(new TypeError("Failed to fetch"));

    expect(await attempt(offline)).toEqual([]);
    expect(shown).toEqual([{ id: "toast-1", title: FAILURE_TITLE }]);
    // the next attempt closes it as it is sent, before its answer; it fails too: its own toast stays until the next
    expect(await attempt(offline)).toEqual(["toast-1"]);
    expect(
      await attempt((index) => answers[index]?.resolve({ ticket: { uuid: "u" } as Queue, registeredBefore: false })),
    ).toEqual(["toast-1", "toast-2"]);
    expect(shown).toHaveLength(2);
    expect(actor.getSnapshot().context.ticket).not.toBeNull();
  });
});
