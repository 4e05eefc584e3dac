/**
 * The server's ceiling for creates, measured the way pgbench measures the database's (scripts/bench-rush.ts, issue
 * 34): a closed loop. As many clients as pgbench has connections each press Daftar for a fresh KTP on a session with
 * seats, and press again the moment the answer comes, until a fixed number of creates is done; creates ÷ the time
 * they took is the server's rate at saturation, through the same path (nginx) and retry rule as the morning.
 *
 * The morning's "creates/s over the burst" cannot be compared with pgbench: it is an open model, so it can never
 * exceed the arrivals' own rate (about 1,000 citizens/s in the burst) however fast the server is, while pgbench
 * sends its next registration as soon as the last is answered. This one can.
 *
 * Each create is its own citizen (a new KTP, a new client address, so the per-client limits stay out of the way, an
 * Idempotency-Key of its own) and its answer a FinalAnswer, so the exactly-once checks (scripts/rush/checks.ts) read
 * it as they read the morning's.
 */
import type { Histogram } from "hdr-histogram-js";
import {
  Caller,
  createBody,
  DEFAULT_RETRY,
  errorCode,
  type AttemptTimes,
  type FailureKind,
  type FinalAnswer,
  type RetryPolicy,
} from "./load";
import { newIdentity, prng } from "./scenario";

export type CeilingOptions = {
  /** base URLs (…/api/v1 is appended), round-robin as in the morning */
  bases: string[];
  /** the sessions with seats for the pickup date: create i goes to session i mod their number */
  sessions: number[];
  creates: number;
  /** concurrent clients, each with one create in flight at a time (pgbench's connections) */
  clients: number;
  /** the Idempotency-Keys' prefix, unique per run on one database */
  keyPrefix: string;
  /** the first identity number (scenario.ts newIdentity): apart from the morning's citizens and the cost run's */
  firstIdentity?: number;
  retry?: RetryPolicy;
  seed?: number;
};

export type CeilingResult = {
  answers: FinalAnswer[];
  creates: number;
  clients: number;
  durationMs: number;
  /** creates answered 201 (a ticket), the only answers the rate counts */
  created: number;
  /** creates answered 201 ÷ the seconds from the first press to the last answer: a refusal or a failure after its
   * retries is no create, however fast it came back */
  createsPerSecond: number;
  latency: { p50: number; p99: number; max: number };
  retries: number;
  failedAttempts: Record<FailureKind, AttemptTimes>;
};

/** Identities from here on: the morning's citizens are numbered from 0, the cost run's from 5,000,000. */
export const CEILING_FIRST_IDENTITY = 6_000_000;

/** A client address of its own per create, apart from the morning's (10.0.x.y) and the operators' (10.250.0.x). */
export const ceilingAddress = (i: number) => `10.${252 + ((i >> 16) & 3)}.${(i >> 8) & 255}.${i & 255}`;

export async function runCeiling(options: CeilingOptions): Promise<CeilingResult> {
  if (options.sessions.length === 0) throw new Error("the ceiling needs sessions with seats");
  const caller = new Caller(options.bases, options.retry ?? DEFAULT_RETRY, prng(options.seed ?? 1));
  const first = options.firstIdentity ?? CEILING_FIRST_IDENTITY;
  const answers: FinalAnswer[] = new Array(options.creates);
  let next = 0;
  const t0 = performance.now();

  async function client(): Promise<void> {
    const headers = ["x-forwarded-for", "", "content-type", "application/json", "idempotency-key", ""];
    while (next < options.creates) {
      const i = next++;
      headers[1] = ceilingAddress(i);
      headers[5] = `${options.keyPrefix}-${i}`;
      const body = createBody(newIdentity(first + i), options.sessions[i % options.sessions.length]!);
      const reply = await caller.call("create", performance.now(), "POST", "/queues/create", headers, body);
      const json = reply.answer?.body ?? null;
      answers[i] = {
        status: reply.status,
        code: errorCode(json),
        uuid:
          reply.status === 201 ? ((json as { data?: { queue?: { uuid?: string } } } | null)?.data?.queue?.uuid ?? null) : null,
        step: "create",
        attempts: reply.attempts,
        presses: 1,
        atMs: performance.now() - t0,
      };
    }
  }

  let durationMs = 0;
  try {
    await Promise.all(Array.from({ length: options.clients }, client));
    durationMs = performance.now() - t0;
  } finally {
    // a client that threw rejects the run: the generator's connections close all the same (scripts/rush/load.ts)
    await caller.close();
  }
  const h: Histogram = caller.histograms.create;
  const created = answers.filter((answer) => answer.status === 201).length;
  return {
    answers,
    creates: options.creates,
    clients: options.clients,
    durationMs,
    created,
    createsPerSecond: created / (durationMs / 1000),
    latency: { p50: h.getValueAtPercentile(50) / 1000, p99: h.getValueAtPercentile(99) / 1000, max: h.maxValue / 1000 },
    retries: caller.retries,
    failedAttempts: caller.failedAttempts(),
  };
}
