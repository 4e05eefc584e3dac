/**
 * The open-model load generator of scripts/bench-rush.ts: every citizen starts at its scheduled time whatever the
 * server is doing (no citizen waits for another), and every latency is measured from when the call was meant to
 * start, so a server that falls behind shows it instead of slowing the generator down (coordinated omission).
 * HTTP/1.1 with keep-alive through the generator's own client (scripts/rush/http.ts: cheap per call, since the
 * generator shares the machine with what it measures); latencies in HDR histograms (microseconds).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { build, type Histogram } from "hdr-histogram-js";
import { Connections, TIMEOUT_CODES, type HttpAnswer, type HttpMethod, type QueueStats } from "./http";
import type { GuestLocation } from "../../contract";
import { locationClosure } from "../../src/features/registration/choices";
import { prng, type Citizen, type Identity } from "./scenario";

export const CALLS = [
  "scheduledDate",
  "locations",
  "sessions",
  "create",
  "createInBurst",
  "citizen",
  "login",
  "queueList",
  "capacity",
] as const;
export type CallName = (typeof CALLS)[number];

/** A session offered on the pickup date, in the zipf order (rank 0 most wanted). */
export type OfferedSession = { id: number; location_id: number };

/** What a citizen was finally told: the create's answer (or the step it gave up at). status 0: no answer at all. */
export type FinalAnswer = {
  status: number;
  code: string | null;
  uuid: string | null;
  step: "scheduledDate" | "locations" | "sessions" | "create";
  /** attempts of the (last) create (1 = no retry) */
  attempts: number;
  /** sessions the citizen pressed Daftar for (1 unless refused as full and trying the next one) */
  presses: number;
  /** ms after the start of the run */
  atMs: number;
};

export type RetryPolicy = { attempts: number; baseMs: number; capMs: number };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 8, baseMs: 200, capMs: 3000 };

export type LoadOptions = {
  /** base URLs of the server processes (…/api/v1 is appended); requests go round-robin */
  bases: string[];
  citizens: Citizen[];
  offered: OfferedSession[];
  retry?: RetryPolicy;
  staff?: { usernames: string[]; everySeconds: number; password: string; date: string };
  /** arrivals before this (ms) are the burst: their creates also go to the `createInBurst` histogram */
  burstMs?: number;
  /** called about every 100 ms with the elapsed ms (the fault injection hooks in here) */
  onTick?: (elapsedMs: number) => void;
  seed?: number;
  /** the Idempotency-Keys' prefix, unique per run on one database (default `rush-<seed>`) */
  keyPrefix?: string;
  /** how many sessions a citizen refused as full tries in all before giving up (default SESSIONS_TRIED) */
  sessionsTried?: number;
  /** every call's row is pushed here (`--trace`): when it was meant to start (ms after the first arrival), how long it took */
  trace?: CallTrace[];
};

/** One call as the generator saw it (`--trace`): its start and latency in ms, its final status, its attempts. */
export type CallTrace = { call: CallName; startMs: number; ms: number; status: number; attempts: number };

export type LoadResult = {
  answers: (FinalAnswer | undefined)[];
  histograms: Record<CallName, Histogram>;
  /** create answers per second of the run (by the second they arrived in): [201s, others] */
  timeline: { created: number; refused: number }[];
  retries: number;
  /** what the retried attempts had answered ("503 + Retry-After", "dropped" …) → count */
  retriedOn: Record<string, number>;
  /** every attempt that got no usable answer (retried or the last), by what it met, with how long it took */
  failedAttempts: Record<FailureKind, AttemptTimes>;
  /** wall time from the first arrival to the last answer */
  durationMs: number;
  /** answers to the staff's calls that were not 200 (status → count) */
  staffFailures: Record<string, number>;
  /** the create calls by the minute of the run they were sent in: how many, and their p99 (ms); those answered 201 apart */
  createsByMinute: { creates: number; p99: number; tickets: number; ticketsP99: number }[];
  /** the morning's calls (citizens and staff) against the generator's connection limit, by origin */
  generatorQueue: Record<string, QueueStats>;
};

/** How many markets a citizen looks at for a seat before pressing Daftar anyway. */
const MARKETS_LOOKED_AT = 3;

/**
 * How many sessions a citizen tries in all: refused as full, they read the lists again and press Daftar for the next
 * session that still shows a seat, and give up after this many (issue 34: at 06:00 most are refused, and try again).
 */
export const SESSIONS_TRIED = 3;

/**
 * What a failed attempt met: a 503 with Retry-After (the server's "come back", what a fault should answer), any other
 * 5xx, a dropped connection (refused, reset or closed before the answer: a killed process), or the client's own
 * timeout (connect or answer: a server that hung).
 */
export const FAILURE_KINDS = ["503 + Retry-After", "other 5xx", "dropped", "client timeout"] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];
/** How many attempts, and how long they took from sending to the failure (ms). */
export type AttemptTimes = { count: number; p50: number; p99: number; max: number };

/** The generator's timeouts: far above any answer a working server gives, so only a hung call meets them. */
export const CLIENT_TIMEOUTS = { connectMs: 10_000, answerMs: 60_000 };

/** An attempt's outcome (`answer` null when none came), and after `call`, how many attempts it took. */
type Reply = {
  status: number;
  retryAfter: number | null;
  failure: FailureKind | null;
  answer: HttpAnswer | null;
  attempts: number;
};

/** The answer's JSON, parsed on first read (null without an answer). */
const bodyOf = (reply: Reply): unknown => reply.answer?.body ?? null;

/**
 * The markets a locations list marks as not to be picked for the pickup date, as the registration form's select
 * disables them (src/features/registration/choices.ts `locationClosure`). A list without the marks closes none.
 */
function closedMarkets(reply: Reply): Set<number> {
  const listed = (bodyOf(reply) as { data?: { queue_locations?: GuestLocation[] } } | null)?.data?.queue_locations ?? [];
  return new Set(listed.filter((location) => locationClosure(location) !== null).map((location) => location.id));
}

/** A failed call's kind: an error code of the client's own timeouts is a client timeout, any other a dropped connection. */
export function failureOf(status: number, retryAfter: number | null, errorCode?: string): FailureKind | null {
  if (status === 0) return errorCode && TIMEOUT_CODES.has(errorCode) ? "client timeout" : "dropped";
  if (status < 500) return null;
  return status === 503 && retryAfter !== null ? "503 + Retry-After" : "other 5xx";
}

const histogram = () => build({ lowestDiscernibleValue: 1, numberOfSignificantValueDigits: 3 });

/**
 * The generator's calls with the client's retry rule, over its connections, counting as it goes: each call's latency
 * from its intended start, the retries and what they met, every attempt without a usable answer. The open-model
 * morning (runLoad) and the closed-loop ceiling (scripts/rush/ceiling.ts) both call through one.
 */
export class Caller {
  readonly histograms = Object.fromEntries(CALLS.map((name) => [name, histogram()])) as Record<CallName, Histogram>;
  readonly failedTimes = Object.fromEntries(FAILURE_KINDS.map((kind) => [kind, histogram()])) as Record<FailureKind, Histogram>;
  retries = 0;
  /** what the retried attempts had answered ("create 503 + Retry-After", "sessions dropped" …) → count */
  readonly retriedOn: Record<string, number> = {};
  private readonly connections = new Connections({
    connections: 512,
    keepAliveTimeoutMs: 10_000,
    connectTimeoutMs: CLIENT_TIMEOUTS.connectMs,
    headersTimeoutMs: CLIENT_TIMEOUTS.answerMs,
    bodyTimeoutMs: CLIENT_TIMEOUTS.answerMs,
  });
  /** each base's origin and path prefix, parsed once */
  private readonly targets: { base: string; origin: string; prefix: string }[];
  private readonly downUntil = new Map<string, number>();
  private next = 0;

  constructor(
    bases: string[],
    private readonly retry: RetryPolicy,
    private readonly random: () => number,
    private readonly trace?: CallTrace[],
  ) {
    this.targets = bases.map((base) => {
      const url = new URL(base);
      return { base, origin: url.origin, prefix: `${url.pathname.replace(/\/$/, "")}/api/v1` };
    });
  }

  /** The next process round-robin, among those not marked down (one base: that one). */
  private pick(): { base: string; origin: string; prefix: string } {
    if (this.targets.length === 1) return this.targets[0]!;
    // as a balancer's passive health check does (nginx: max_fails=1 fail_timeout=5s): a process that refused a
    // connection gets no requests for 5 s
    const now = performance.now();
    const up = this.targets.filter((candidate) => (this.downUntil.get(candidate.base) ?? 0) <= now);
    const pool = up.length > 0 ? up : this.targets;
    return pool[this.next++ % pool.length]!;
  }

  private async once(method: HttpMethod, path: string, headers: string[], body?: string): Promise<Reply> {
    const target = this.pick();
    const sent = performance.now();
    let reply: Reply;
    try {
      const answer = await this.connections.send(target.origin, method, target.prefix + path, headers, body);
      const failure = failureOf(answer.status, answer.retryAfter);
      reply = { status: answer.status, retryAfter: answer.retryAfter, failure, answer, attempts: 1 };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "ECONNREFUSED") this.downUntil.set(target.base, performance.now() + 5_000);
      // refused, reset or closed: a dropped connection; or the generator's own timeout
      reply = { status: 0, retryAfter: null, failure: failureOf(0, null, code), answer: null, attempts: 1 };
    }
    if (reply.failure) this.failedTimes[reply.failure].recordValue(Math.max(1, Math.round((performance.now() - sent) * 1000)));
    return reply;
  }

  /**
   * One call with the client's retry rule: a 5xx or a dropped connection is tried again, the same request. `headers`
   * as flat name, value pairs; `body` JSON text. Its latency, from `intendedAt`, goes to the histogram `name`.
   */
  async call(
    name: CallName,
    intendedAt: number,
    method: HttpMethod,
    path: string,
    headers: string[],
    body?: string,
  ): Promise<Reply> {
    let reply: Reply = { status: 0, retryAfter: null, failure: "dropped", answer: null, attempts: 0 };
    let attempt = 0;
    while (attempt < this.retry.attempts) {
      attempt++;
      reply = await this.once(method, path, headers, body);
      if (reply.status !== 0 && reply.status < 500) break;
      if (attempt === this.retry.attempts) break;
      this.retries++;
      const reason = `${name} ${reply.status === 0 ? reply.failure! : `${reply.status}${reply.retryAfter !== null ? " + Retry-After" : ""}`}`;
      this.retriedOn[reason] = (this.retriedOn[reason] ?? 0) + 1;
      const backoff = Math.min(this.retry.capMs, this.retry.baseMs * 2 ** (attempt - 1)) * (0.5 + this.random());
      await sleep(reply.retryAfter !== null ? Math.max(reply.retryAfter * 1000, backoff / 2) : backoff);
    }
    this.histograms[name].recordValue(Math.max(1, Math.round((performance.now() - intendedAt) * 1000)));
    reply.attempts = attempt;
    // absolute here; runLoad makes it relative to the first arrival
    this.trace?.push({
      call: name,
      startMs: intendedAt,
      ms: performance.now() - intendedAt,
      status: reply.status,
      attempts: attempt,
    });
    return reply;
  }

  /** Every attempt without a usable answer, by what it met, with how long it took. */
  failedAttempts(): Record<FailureKind, AttemptTimes> {
    return Object.fromEntries(
      FAILURE_KINDS.map((kind) => {
        const h = this.failedTimes[kind];
        const ms = (p: number) => (h.totalCount === 0 ? 0 : h.getValueAtPercentile(p) / 1000);
        return [kind, { count: h.totalCount, p50: ms(50), p99: ms(99), max: h.totalCount === 0 ? 0 : h.maxValue / 1000 }];
      }),
    ) as Record<FailureKind, AttemptTimes>;
  }

  /** how each origin's calls met the connection limit (scripts/rush/http.ts QueueStats) */
  queueStats(): Record<string, QueueStats> {
    return this.connections.queueStats();
  }

  close(): Promise<void> {
    return this.connections.close();
  }
}

/**
 * A create's JSON body. A literal of the identity's fields, not `{ ...identity, session_id }`: a spread with a key
 * added made V8 11 (Node 20) a fresh hidden class on every call, old-space garbage on every create (runLoad's
 * `finish`; docs/performance-log.md, "The generator's long morning").
 */
export const createBody = (identity: Identity, sessionId: number): string =>
  JSON.stringify({ no_kjp: identity.no_kjp, no_ktp: identity.no_ktp, no_kk: identity.no_kk, session_id: sessionId });

/** The code of an error answer's JSON body ({ code: "QUOTA_FULL" }), or null. */
export const errorCode = (body: unknown) =>
  body && typeof body === "object" && "code" in body ? String((body as { code: unknown }).code) : null;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const caller = new Caller(options.bases, options.retry ?? DEFAULT_RETRY, prng(options.seed ?? 1), options.trace);
  const call = caller.call.bind(caller);
  const histograms = caller.histograms;
  const createMinutes: Histogram[] = [];
  const ticketMinutes: Histogram[] = [];
  const answers: (FinalAnswer | undefined)[] = new Array(options.citizens.length);
  const timeline: LoadResult["timeline"] = [];
  const staffFailures: Record<string, number> = {};

  let t0 = 0;
  const idPrefix = options.keyPrefix ?? `rush-${options.seed ?? 1}`;
  // each market's sessions in the zipf order, and the markets a citizen wanting the session of a rank looks at
  // (that session's market first, then the next wanted ones'), worked out once, not per citizen
  const sessionsByMarket = new Map<number, number[]>();
  for (const session of options.offered)
    sessionsByMarket.set(session.location_id, [...(sessionsByMarket.get(session.location_id) ?? []), session.id]);
  const marketsByRank = options.offered.map((_, rank) =>
    [
      ...new Set(
        options.offered
          .slice(rank)
          .concat(options.offered)
          .map((s) => s.location_id),
      ),
    ].slice(0, MARKETS_LOOKED_AT),
  );

  async function citizen(person: Citizen): Promise<void> {
    const arrival = t0 + person.arrivalMs;
    // a phone's browser accepts gzip on every call; nginx compresses the answers over 1 KB (deploy/nginx/antrean.conf)
    const headers = ["x-forwarded-for", person.address, "accept-encoding", "gzip"];
    // Every final answer built by this one literal, so that the morning's tens of thousands share one hidden class. An
    // object spread (`{ ...answer, atMs }`) made V8 11 (Node 20) a fresh map and descriptor array for each, allocated
    // in the old space and kept with the answer: the old space grew through a long morning and was collected ever more
    // often, each a pause of the loop the latencies are taken on (docs/performance-log.md, "The generator's long
    // morning").
    const finish = (answer: Omit<FinalAnswer, "atMs">) => {
      const { status, code, uuid, step, attempts, presses } = answer;
      const atMs = performance.now() - t0;
      answers[person.id] = { status, code, uuid, step, attempts, presses, atMs };
      if (step === "create") {
        const second = Math.floor(atMs / 1000);
        while (timeline.length <= second) timeline.push({ created: 0, refused: 0 });
        timeline[second]![status === 201 ? "created" : "refused"]++;
      }
    };
    const failed = (step: FinalAnswer["step"], reply: Reply) =>
      finish({ status: reply.status, code: errorCode(bodyOf(reply)), uuid: null, step, attempts: reply.attempts, presses: 0 });

    let at = arrival;
    // the scheduled date is judged by its status: its body is not read
    const scheduled = await call("scheduledDate", at, "POST", "/queues/getScheduledDate", headers);
    if (scheduled.status !== 200) return failed("scheduledDate", scheduled);
    at = performance.now();
    const wanted = options.offered[person.sessionRank]!;
    const locations = await call("locations", at, "GET", "/queues/locations/get", headers);
    if (locations.status !== 200) return failed("locations", locations);
    // the markets the select does not let a citizen pick (a day off, no session or no seat left), so the app never
    // reads their sessions: the last locations list read decides
    let closed = closedMarkets(locations);
    at = performance.now();
    // The citizen takes the session they wanted if it still has seats, else the next most wanted one at that market
    // that has; a market with none left sends them to the next market they want (three at most), and a market the
    // locations list marks full or closed is not picked at all (its sessions are not read); with none found they press
    // Daftar on the one they wanted anyway the first time (a form filled before the lists caught up: the server has
    // the last word). Refused as full, they read the
    // lists again and try the next session still showing a seat, SESSIONS_TRIED sessions in all.
    const markets = marketsByRank[person.sessionRank]!;
    const tried = new Set<number>();
    const presses = options.sessionsTried ?? SESSIONS_TRIED;
    const createHeaders = [...headers, "content-type", "application/json", "idempotency-key", ""];
    let created: Reply = { status: 0, retryAfter: null, failure: "dropped", answer: null, attempts: 0 };
    // the market of the session last pressed for: the app reads its list again after the outcome
    let chosenMarket = wanted.location_id;
    for (let press = 1; press <= presses; press++) {
      let choice: number | undefined;
      if (press > 1) {
        // refused as full, the app reads the locations again (they mark a full market) beside the sessions
        const again = await call("locations", at, "GET", "/queues/locations/get", headers);
        if (again.status !== 200) return failed("locations", again);
        closed = closedMarkets(again);
        at = performance.now();
      }
      for (const market of markets) {
        if (closed.has(market)) continue;
        const sessions = await call("sessions", at, "GET", `/queues/sessions/get?location_id=${market}`, headers);
        if (sessions.status !== 200) return failed("sessions", sessions);
        at = performance.now();
        const listed = (bodyOf(sessions) as { data: { queue_sessions: { id: number; remaining_quota: number }[] } }).data
          .queue_sessions;
        const open = (id: number) => !tried.has(id) && (listed.find((s) => s.id === id)?.remaining_quota ?? 0) > 0;
        const here = sessionsByMarket.get(market) ?? [];
        // the wanted session first when it is at this market, then the others in the zipf order
        choice = here.includes(wanted.id) && open(wanted.id) ? wanted.id : here.find((id) => id !== wanted.id && open(id));
        if (choice !== undefined) {
          chosenMarket = market;
          break;
        }
      }
      // the first time they press Daftar anyway; after a refusal, no seat shown anywhere they look: they give up
      if (choice === undefined && press > 1) break;
      if (choice === undefined) chosenMarket = wanted.location_id;
      choice ??= wanted.id;
      tried.add(choice);
      at = performance.now();
      const sentAtMs = at - t0;
      createHeaders[createHeaders.length - 1] = `${idPrefix}-${person.id}-${press}`;
      created = await call("create", at, "POST", "/queues/create", createHeaders, createBody(person.identity, choice));
      const tookUs = Math.max(1, Math.round((performance.now() - at) * 1000));
      if (person.arrivalMs < (options.burstMs ?? 0)) histograms.createInBurst.recordValue(tookUs);
      const minute = Math.floor(sentAtMs / 60_000);
      while (createMinutes.length <= minute) createMinutes.push(histogram());
      createMinutes[minute]!.recordValue(tookUs);
      // the tickets apart: a minute of registrations and a minute of refusals are different work (the long morning)
      while (ticketMinutes.length <= minute) ticketMinutes.push(histogram());
      if (created.status === 201) ticketMinutes[minute]!.recordValue(tookUs);
      at = performance.now();
      // refused as full: the next press starts from the lists again
      if (!(created.status === 409 && errorCode(bodyOf(created)) === "QUOTA_FULL")) break;
    }
    const data = (bodyOf(created) as { data?: { queue?: { uuid?: string } } } | null)?.data?.queue;
    finish({
      status: created.status,
      code: errorCode(bodyOf(created)),
      uuid: created.status === 201 ? (data?.uuid ?? null) : null,
      step: "create",
      attempts: created.attempts,
      presses: tried.size,
    });
    histograms.citizen.recordValue(Math.max(1, Math.round((performance.now() - arrival) * 1000)));
    // After a ticket or a refusal as full the app reads again the lists that show seats, behind the answer the citizen
    // already has (src/features/registration/use-registration-attempt.ts): the locations and the chosen market's sessions.
    if (created.status === 201 || (created.status === 409 && errorCode(bodyOf(created)) === "QUOTA_FULL")) {
      await call("locations", performance.now(), "GET", "/queues/locations/get", headers);
      await call("sessions", performance.now(), "GET", `/queues/sessions/get?location_id=${chosenMarket}`, headers);
    }
  }

  let citizensDone = false;
  async function operator(index: number, staff: NonNullable<LoadOptions["staff"]>): Promise<void> {
    const address = `10.250.0.${index + 1}`;
    let auth: string[] = [];
    const signIn = async () => {
      const reply = await call(
        "login",
        performance.now(),
        "POST",
        "/users/auth/login",
        ["x-forwarded-for", address, "accept-encoding", "gzip", "content-type", "application/json"],
        JSON.stringify({ username: staff.usernames[index], password: staff.password }),
      );
      const token = (bodyOf(reply) as { data?: { accessToken?: string } } | null)?.data?.accessToken ?? "";
      if (!token) staffFailures[`login ${reply.status}`] = (staffFailures[`login ${reply.status}`] ?? 0) + 1;
      auth = ["x-forwarded-for", address, "accept-encoding", "gzip", "authorization", `Bearer ${token}`];
    };
    await signIn();
    // operators start spread over the first period, then look every `everySeconds`
    let tick = performance.now() + (index * staff.everySeconds * 1000) / staff.usernames.length;
    for (let page = 1; !citizensDone; page = (page % 5) + 1) {
      await sleep(Math.max(0, tick - performance.now()));
      if (citizensDone) break;
      const list = await call("queueList", tick, "GET", `/queues/?date=${staff.date}&page=${page}&size=50`, auth);
      const board = await call("capacity", tick, "GET", `/queues/capacity?date=${staff.date}`, auth);
      for (const [name, reply] of [
        ["queueList", list],
        ["capacity", board],
      ] as const) {
        if (reply.status !== 200) staffFailures[`${name} ${reply.status}`] = (staffFailures[`${name} ${reply.status}`] ?? 0) + 1;
      }
      if (list.status === 401 || board.status === 401) await signIn();
      tick += staff.everySeconds * 1000;
    }
  }

  t0 = performance.now();
  const staffRuns = options.staff ? options.staff.usernames.map((_, i) => operator(i, options.staff!)) : [];
  const ticker = options.onTick ? setInterval(() => options.onTick!(performance.now() - t0), 100) : null;
  // the citizens still under way, counted rather than kept: a promise kept per citizen would grow with the morning
  // (as Promise.all over them did: every one answered, or the first that threw)
  let underWay = 0;
  let arrivalsOver = false;
  // the first citizen that threw (a fault of the generator, not an answer): no one arrives after it and the run rejects
  // with it at once, as Promise.all did, rather than after the minutes of arrivals still ahead
  let failure: { error: unknown } | null = null;
  const stopArriving = new AbortController();
  let allAnswered = () => {};
  let failedCitizen: (error: unknown) => void = () => {};
  const answered = new Promise<void>((resolve, reject) => {
    allAnswered = resolve;
    failedCitizen = reject;
  });
  // awaited below; handled here too, so that a citizen failing while others still arrive is not an unhandled rejection
  answered.catch(() => undefined);
  const done = () => {
    if (--underWay === 0 && arrivalsOver) allAnswered();
  };
  const threw = (error: unknown) => {
    failure ??= { error };
    stopArriving.abort();
    failedCitizen(error);
  };
  const ordered = [...options.citizens].sort((a, b) => a.arrivalMs - b.arrivalMs);
  for (const person of ordered) {
    const wait = t0 + person.arrivalMs - performance.now();
    // the wait ends early (its AbortError dropped) when a citizen throws
    if (wait > 1 && !failure) await sleep(wait, undefined, { signal: stopArriving.signal }).catch(() => undefined);
    if (failure) break;
    underWay++;
    citizen(person).then(done, threw);
  }
  arrivalsOver = true;
  if (underWay === 0) allAnswered();
  let durationMs = 0;
  let generatorQueue: LoadResult["generatorQueue"] = {};
  let staffEnded: PromiseSettledResult<void>[] = [];
  try {
    await answered;
    durationMs = performance.now() - t0;
  } finally {
    // a citizen that threw (an answer the generator could not read) rejects the run: its connections close all the same,
    // or the bench would hang on them after printing the failure
    citizensDone = true;
    if (ticker) clearInterval(ticker);
    staffEnded = await Promise.allSettled(staffRuns);
    generatorQueue = caller.queueStats();
    await caller.close();
  }
  for (const ended of staffEnded) if (ended.status === "rejected") throw ended.reason;
  for (const row of options.trace ?? []) row.startMs -= t0;
  const createsByMinute = createMinutes.map((h, minute) => ({
    creates: h.totalCount,
    p99: h.getValueAtPercentile(99) / 1000,
    tickets: ticketMinutes[minute]!.totalCount,
    ticketsP99: ticketMinutes[minute]!.getValueAtPercentile(99) / 1000,
  }));
  return {
    answers,
    histograms,
    timeline,
    retries: caller.retries,
    retriedOn: caller.retriedOn,
    failedAttempts: caller.failedAttempts(),
    durationMs,
    staffFailures,
    createsByMinute,
    generatorQueue,
  };
}
