import type { Queue } from "../../contract";
import { fingerprintOf } from "../rules/idempotency";
import { isViolation } from "../rules/violation";
import type { Change } from "./basics";
import type { Store } from "./store";
import type { RegistrationOutcome } from "./tickets/repository";

// What every resource's part of the conformance suite (./store-conformance.ts) shares: the clock, the store under
// test and the location the suite races on.

export const CONFORMANCE_NOW = Date.parse("2026-03-10T10:00:00+07:00");
export const PICKUP_DATE = "2026-03-11";
export const PICKUP_WEEKDAY = 3; // Wednesday 2026-03-11
export const change: Change = { now: CONFORMANCE_NOW, actorId: 1 };

/** A registration body for person `n` (distinct KTP, KJP and KK per n). */
export function person(sessionId: number, n: number) {
  const digits = String(n).padStart(6, "0");
  return { no_kjp: `5049481111${digits}`, no_ktp: `3171019999${digits}`, no_kk: `3171029999${digits}`, session_id: sessionId };
}

export function created(outcome: RegistrationOutcome): Queue {
  if (isViolation(outcome)) throw new Error(`refused: ${outcome.code} ${outcome.message}`);
  return outcome.ticket;
}

export function codeOf(value: object | null): string | null {
  return value && isViolation(value) ? value.code : null;
}

/** The store a suite runs on (set in its beforeAll), and the steps several resources' parts take. */
export class ConformanceContext {
  #store: Store | null = null;
  locationId = 0;
  #uuidSeq = 0;

  get store(): Store {
    if (!this.#store) throw new Error("the conformance suite's store is opened in its beforeAll");
    return this.#store;
  }

  /** Opens the store on the demo data without tickets and creates the location the suite races on. */
  async open(store: Store): Promise<void> {
    this.#store = store;
    await store.reset({ tickets: 0 }, CONFORMANCE_NOW);
    const location = await store.locations.create({ name: "Pasar Uji Konformitas", code: "UJI" }, change);
    if (isViolation(location)) throw new Error(location.message);
    this.locationId = location.id;
  }

  uuid(): string {
    return `00000000-0000-4000-8000-${String(++this.#uuidSeq).padStart(12, "0")}`;
  }

  /** A new active session for the pickup date's weekday at the test location. */
  async sessionWith(quota: number, start: string): Promise<number> {
    const session = await this.store.sessions.create(
      { location_id: this.locationId, day_of_the_week: PICKUP_WEEKDAY, start_time: start, end_time: "23:59:00", quota },
      change,
    );
    if (isViolation(session)) throw new Error(session.message);
    return session.id;
  }

  register(body: ReturnType<typeof person>, key: string | null = null): Promise<RegistrationOutcome> {
    return this.store.tickets.register({
      body,
      now: CONFORMANCE_NOW,
      uuid: this.uuid(),
      idempotency: key ? { key, fingerprint: fingerprintOf(body) } : null,
    });
  }
}
