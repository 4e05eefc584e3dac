import type { SigningSecrets } from "../auth/access-tokens";
import type { ConnectOptions } from "../store/sql/connect";
import { sqlOptionsFromEnv } from "../store/sql/open";

/**
 * `npm run serve`'s settings, read once from the environment at start (docs/deploy.md, "Running the server"). Every
 * problem is collected, so a refused start names them all at once.
 */
export type ServerSettings = {
  port: number;
  host: string;
  production: boolean;
  /**
   * STORE: `sql` (default) keeps the data in PostgreSQL or PGlite; `memory` keeps it in this process alone, seeded at
   * start, as the demo's mock does (tests, demos, a quick look; refused in production: nothing survives a restart)
   */
  store: "sql" | "memory";
  /** DATABASE_URL (PostgreSQL) or PGLITE_DIR, DATABASE_POOL_SIZE: read by the SQL store's own reader (server/store/sql/open.ts) */
  database: ConnectOptions;
  /** null: a random key of this process alone (outside production; tokens die with the process) */
  secrets: SigningSecrets | null;
  /** the test control API under /__mock/ (MOCK_CONTROL=1) */
  control: boolean;
  corsOrigins: string[];
  /** never changed after the start: the transport keeps its normalised set per list (server/client-address.ts) */
  readonly trustedProxies: readonly string[];
  /** the clock starts here and runs on (MOCK_NOW; tests and demos, never production) */
  startAt: string | undefined;
  /** demo tickets seeded into an empty database (MOCK_TICKETS) */
  seedTickets: number | undefined;
  /** serve dist/ beside the API (false: the API alone, as the contract suite starts it) */
  site: boolean;
  quiet: boolean;
  /** addresses GET /metrics answers besides loopback (METRICS_ALLOW, comma-separated; server/node/observability.ts) */
  metricsAllow: string[];
};

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

/** An HS256 key of fewer than 32 bytes can be brute-forced (RFC 7518 §3.2 asks for at least the hash's 256 bits). */
export const MIN_SECRET_BYTES = 32;

/**
 * Secrets that are somebody's example, not a secret: the words placeholders in docs and samples are made of (long
 * enough that a random secret does not contain them by chance), and anything with so few different characters that
 * it was typed, not generated (64 hex digits from `openssl rand -hex 32` show 16).
 */
function looksLikeDemo(secret: string): boolean {
  return (
    /change.?me|replace|example|placeholder|default|secret|password|antrean|demo-|-demo/i.test(secret) ||
    new Set(secret).size < 12
  );
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export function serverSettingsFromEnv(env: NodeJS.ProcessEnv): ServerSettings {
  const problems: string[] = [];
  const production = env.NODE_ENV === "production";

  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (0–65535), not "${env.PORT}"`);

  let database: ConnectOptions = {};
  try {
    database = sqlOptionsFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }

  const current = env.AUTH_SECRET;
  const previous = list(env.AUTH_PREVIOUS_SECRETS);
  if (production) {
    if (!current) problems.push("AUTH_SECRET is required with NODE_ENV=production (e.g. `openssl rand -base64 48`)");
    for (const [name, secret] of [
      ["AUTH_SECRET", current],
      ...previous.map((secret, index) => [`AUTH_PREVIOUS_SECRETS[${index}]`, secret] as const),
    ] as const) {
      if (!secret) continue;
      if (new TextEncoder().encode(secret).length < MIN_SECRET_BYTES)
        problems.push(`${name} must be at least ${MIN_SECRET_BYTES} bytes`);
      else if (looksLikeDemo(secret)) problems.push(`${name} is a demo or placeholder value; generate a random one`);
    }
  } else if (!current && previous.length > 0) {
    problems.push("AUTH_PREVIOUS_SECRETS needs AUTH_SECRET (the key that signs now)");
  }

  const store = env.STORE?.trim() || "sql";
  if (store !== "sql" && store !== "memory") problems.push(`STORE must be sql or memory, not "${env.STORE}"`);
  else if (store === "memory" && production)
    problems.push("STORE=memory (data kept in this process only, lost at a restart) is refused with NODE_ENV=production");

  const control = env.MOCK_CONTROL === "1";
  if (control && production) problems.push("MOCK_CONTROL=1 (the test control API) is refused with NODE_ENV=production");

  const startAt = env.MOCK_NOW || undefined;
  if (startAt && production) problems.push("MOCK_NOW (a moved clock) is refused with NODE_ENV=production");
  else if (startAt && Number.isNaN(Date.parse(startAt)))
    problems.push(`MOCK_NOW must be an instant, e.g. 2026-03-10T05:59:50+07:00`);
  const seedTickets = env.MOCK_TICKETS === undefined ? undefined : Number(env.MOCK_TICKETS);
  if (seedTickets !== undefined && production)
    problems.push("MOCK_TICKETS (demo tickets) is refused with NODE_ENV=production: production seeds no demo data");
  else if (seedTickets !== undefined && !(Number.isInteger(seedTickets) && seedTickets >= 0 && seedTickets <= 100_000))
    problems.push("MOCK_TICKETS must be a whole number from 0 to 100000");

  if (problems.length > 0) throw new SettingsError(problems);
  return {
    port,
    host: env.HOST || "localhost",
    production,
    store: store === "memory" ? "memory" : "sql",
    database,
    secrets: current ? { current, previous } : null,
    control,
    startAt,
    seedTickets,
    corsOrigins: list(env.CORS_ORIGINS),
    trustedProxies: list(env.TRUSTED_PROXIES),
    site: env.SERVE_SITE !== "0",
    quiet: env.QUIET === "1",
    metricsAllow: list(env.METRICS_ALLOW),
  };
}
