/**
 * The 06:00 rush as a schedule (scripts/bench-rush.ts): who arrives when, with which identity, wanting which session.
 * Everything comes from a seeded PRNG, so the same options give the same run.
 */

export type RushOptions = {
  citizens: number;
  /** the whole arrival window, seconds */
  seconds: number;
  /** half of the citizens arrive in this many first seconds (docs/product.md §1: the 06:00 rush); 0: all evenly */
  burstSeconds: number;
  /** share of citizens who reuse the KTP of a citizen who arrived before them (same identity, another device) */
  reuseShare: number;
  /** share of citizens whose KTP already has five tickets in the pickup month */
  monthlyLimitShare: number;
  /** zipf exponent of the session choice (1: the first session twice as wanted as the second, …) */
  zipf: number;
  seed: number;
};

export const DEFAULT_RUSH: RushOptions = {
  citizens: 10_000,
  seconds: 60,
  burstSeconds: 5,
  reuseShare: 0.05,
  monthlyLimitShare: 0.02,
  zipf: 1,
  seed: 20260311,
};

export type Identity = { no_kjp: string; no_ktp: string; no_kk: string };

export type Citizen = {
  id: number;
  /** ms after the start of the run */
  arrivalMs: number;
  identity: Identity;
  kind: "new" | "reuse" | "monthly-limit";
  /** the rank in the zipf order of the offered sessions (0 = the most wanted) */
  sessionRank: number;
  /** a made-up client address, one per citizen (the server trusts X-Forwarded-For from the generator) */
  address: string;
};

/** mulberry32: small, fast and good enough for a load schedule. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws a rank 0…n−1 with P(k) ∝ 1/(k+1)^s. */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  const weights = Array.from({ length: n }, (_, k) => 1 / (k + 1) ** s);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) cumulative.push((sum += weight / total));
  return () => {
    const u = random();
    const index = cumulative.findIndex((c) => u <= c);
    return index === -1 ? n - 1 : index;
  };
}

const digits = (value: number, width: number) => String(value).padStart(width, "0");

/** A new citizen's identity: 16-digit numbers under prefixes no seeded ticket uses. */
export function newIdentity(id: number): Identity {
  return { no_kjp: `50494899${digits(id, 8)}`, no_ktp: `31799901${digits(id, 8)}`, no_kk: `31799902${digits(id, 8)}` };
}

/** A citizen prepared with five tickets in the pickup month (scripts/rush/prepare.ts). */
export function monthlyLimitIdentity(index: number): Identity {
  return { no_kjp: `50494898${digits(index, 8)}`, no_ktp: `31799903${digits(index, 8)}`, no_kk: `31799904${digits(index, 8)}` };
}

export function monthlyLimitCount(options: RushOptions): number {
  return Math.round(options.citizens * options.monthlyLimitShare);
}

/**
 * The mornings the rush measures (issue 34), by the seats the day has for its citizens: the real 06:00, where the
 * popular markets' quota is gone in minutes and most citizens are refused and try another session (the main row),
 * and the kinder morning of the earlier runs, seats for 90 %.
 */
export const SCENARIOS = {
  oversubscribed: { label: "oversubscribed", seatShare: 0.2 },
  "ninety-percent": { label: "90 % seats", seatShare: 0.9 },
} as const;
export type ScenarioName = keyof typeof SCENARIOS;

/** The long morning (`--long`): 30,000 citizens arriving evenly over 5 minutes, oversubscribed; nothing may grow. */
export const LONG_MORNING = { citizens: 30_000, seconds: 300, burstSeconds: 0 } as const;

/**
 * The arrivals: half evenly over the burst, the rest evenly over what is left of the window, each with a small
 * jitter; identities new, reused from an earlier arrival, or at their monthly limit.
 */
export function rushSchedule(options: RushOptions, offeredSessions: number): Citizen[] {
  const random = prng(options.seed);
  const pickRank = zipfSampler(offeredSessions, options.zipf, random);
  const burst = options.burstSeconds > 0 ? Math.ceil(options.citizens / 2) : 0;
  const rest = options.citizens - burst;
  const burstMs = options.burstSeconds * 1000;
  const restMs = (options.seconds - options.burstSeconds) * 1000;
  const times = [
    ...Array.from({ length: burst }, (_, i) => ((i + random()) * burstMs) / burst),
    ...Array.from({ length: rest }, (_, i) => burstMs + ((i + random()) * restMs) / Math.max(1, rest)),
  ];
  const limited = monthlyLimitCount(options);
  const citizens: Citizen[] = [];
  let nextLimited = 0;
  for (let id = 0; id < options.citizens; id++) {
    const draw = random();
    let kind: Citizen["kind"] = "new";
    let identity = newIdentity(id);
    if (draw < options.monthlyLimitShare && nextLimited < limited) {
      kind = "monthly-limit";
      identity = monthlyLimitIdentity(nextLimited++);
    } else if (draw < options.monthlyLimitShare + options.reuseShare && citizens.length > 0) {
      // an earlier citizen of this run, so the KTP is registered today or on its way
      const earlier = citizens[Math.floor(random() * citizens.length)]!;
      kind = "reuse";
      identity = earlier.identity;
    }
    citizens.push({
      id,
      arrivalMs: times[id]!,
      identity,
      kind,
      sessionRank: pickRank(),
      address: `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`,
    });
  }
  return citizens;
}
