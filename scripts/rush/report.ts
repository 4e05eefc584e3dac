/**
 * docs/performance.md's rush section: every configuration's last run (kept in docs/performance-rush.json) side by
 * side, then each run's latencies and answers. Written by scripts/bench-rush.ts; rerun it to refresh a row.
 */
import { readFile, writeFile } from "node:fs/promises";
import type { CeilingResult } from "./ceiling";
import type { Violation } from "./checks";
import { ratioText, type CallCost } from "./cost";
import { FAILURE_KINDS, type AttemptTimes } from "./load";
import { windowOf, type MetricsSample } from "./metrics";
import { othersSeconds, type CpuAccount } from "./participants";
import type { DatabaseSample } from "./postgres";
import { LONG_MORNING, type RushOptions } from "./scenario";
import { writeDocSection } from "../doc-section";

export type RushRun = {
  label: string;
  /** the morning (scripts/rush/scenario.ts SCENARIOS; runs before issue 34: 90 % seats, one create per citizen) */
  scenario?: string;
  /** how the generator reached the processes (runs before issue 34: direct) */
  via?: "nginx" | "direct";
  /** sessions a citizen refused as full tries in all */
  sessionsTried?: number;
  /** the create calls by the minute they were sent in; those answered 201 apart (runs before 2026-11-29 03:45 UTC: not) */
  createsByMinute?: { creates: number; p99: number; tickets?: number; ticketsP99?: number }[];
  /** the processes' /metrics every 5 s (scripts/rush/metrics.ts) */
  metrics?: MetricsSample[];
  /** PostgreSQL's upkeep every 5 s: checkpoints, WAL, autovacuum, the tickets table's size (runs before 2026-11-29 03:30 UTC: none) */
  database?: DatabaseSample[];
  /** the same invocation's CPU per call beside the floor */
  costs?: { costs: CallCost[]; load: number; rate: number } | null;
  target: string;
  processes: number;
  /** pg connections per process (PostgreSQL runs) */
  poolSize?: number | null;
  fault: string | null;
  takenAt: string;
  load: { before: number; after: number };
  machine: string;
  options: RushOptions;
  seats: number;
  offered: number;
  operators: number;
  durationMs: number;
  retries: number;
  retriedOn: Record<string, number>;
  /** the attempts that got no usable answer, by what they met (runs before 2026-11-27 09:00 UTC did not record it) */
  failedAttempts?: Record<string, AttemptTimes>;
  split: Record<string, number>;
  violations: Violation[];
  latencies: { call: string; count: number; p50: number; p95: number; p99: number; max: number }[];
  timeline: { created: number; refused: number }[];
  burstCreatesPerSecond: number;
  peakCreatesPerSecond: number;
  generatorCpuSeconds: number;
  /**
   * The generator's CPU over the load split into its own code (user) and the kernel's work for it (system: mostly
   * its writes to loopback sockets), seconds, and the calls it made (runs before 2026-11-29 did not split it).
   */
  generatorCpu?: { user: number; system: number; calls: number };
  /** the server processes' CPU during the load (/proc; null when not known) and the calls they answered */
  serverCpu?: { seconds: number; requests: number } | null;
  pgbench: { tps: number; hotTps: number; clients: number; seconds: number; latencyMs: number } | null;
  /**
   * The server's ceiling for creates (scripts/rush/ceiling.ts): pgbench's number of clients in a closed loop, right
   * after the morning on a fresh day; its checks' breaks are among the run's violations (runs before 2026-11-29 did
   * not measure it)
   */
  ceiling?:
    | (Pick<CeilingResult, "creates" | "clients" | "durationMs" | "createsPerSecond" | "latency" | "retries"> & {
        split: Record<string, number>;
        violations: number;
      })
    | null;
  staffFailures: Record<string, number>;
  /**
   * Each participant's CPU (generator, nginx, each Node process, PostgreSQL by kind, the pgbench client, the machine's
   * others) over the burst, the morning, each minute of a long one, the ceiling and pgbench (scripts/rush/participants.ts;
   * runs before 2026-11-29 03:30 UTC did not measure it)
   */
  cpu?: CpuAccount[];
};

const REPORT = new URL("../../docs/performance.md", import.meta.url);
const RUNS = new URL("../../docs/performance-rush.json", import.meta.url);

export async function writeRushReport(run: RushRun): Promise<void> {
  const runs: RushRun[] = JSON.parse(await readFile(RUNS, "utf8").catch(() => "[]"));
  const kept = withRun(runs, run);
  await writeFile(RUNS, `${JSON.stringify(kept, null, 2)}\n`);
  writeDocSection(REPORT, "rush", rushSection(kept));
}

/** The table's runs with this one in its configuration's place (the last run of each label is kept). */
export function withRun(runs: RushRun[], run: RushRun): RushRun[] {
  return [...runs.filter((r) => r.label !== run.label), run].sort((a, b) => order(a) - order(b));
}

const order = (run: RushRun) =>
  (run.scenario === undefined ? 10_000 : 0) +
  (run.via === "nginx" ? 0 : 5_000) +
  (run.scenario === "oversubscribed" ? 0 : 1_000) +
  ["mock", "pglite", "postgres"].indexOf(run.target) * 100 +
  run.processes * 10 +
  // the long morning under its configuration's plain row, whichever was written last
  (run.options.seconds >= LONG_MORNING.seconds ? 5 : 0) +
  (run.fault ? 1 : 0);

const ms = (value: number | undefined) => (value === undefined ? "—" : value.toFixed(value < 10 ? 1 : 0));
const latency = (run: RushRun, call: string) => run.latencies.find((row) => row.call === call);
const fiveXx = (run: RushRun) =>
  Object.entries(run.split)
    .filter(([label]) => /^(5\d\d|dropped|no answer)/.test(label))
    .reduce((sum, [, n]) => sum + n, 0);
const conflicts = (run: RushRun) =>
  Object.entries(run.split)
    .filter(([label]) => label.startsWith("409") || label.startsWith("422"))
    .map(([label, n]) => `${n} ${label.replace(/^\d+ /, "")}`)
    .join(", ");

/** The rush section: the table of every configuration's last run, then each run's own figures. */
export function rushSection(runs: RushRun[]): string {
  const rows = runs.map((run) => {
    const burst = latency(run, "createInBurst");
    const create = latency(run, "create");
    // only this run's own pgbench (the machine's load then): a run without one (the long morning) shows "—", never
    // another row's figure
    const pgbench = run.pgbench;
    const ratio =
      pgbench && run.target === "postgres" ? `${((run.burstCreatesPerSecond / pgbench.tps) * 100).toFixed(0)} %` : "—";
    const ceilingRatio =
      pgbench && run.ceiling && run.target === "postgres"
        ? `${((run.ceiling.createsPerSecond / pgbench.tps) * 100).toFixed(0)} %`
        : "—";
    return `| ${run.label} | ${run.scenario ?? "90 % seats (one create each)"} | ${run.via ?? "direct"} | ${run.takenAt.slice(0, 16).replace("T", " ")} | ${run.load.before.toFixed(1)} → ${run.load.after.toFixed(1)} | ${run.options.citizens.toLocaleString("en")} | ${ms(burst?.p50)} / ${ms(burst?.p95)} / ${ms(burst?.p99)} | ${ms(create?.p99)} | ${run.burstCreatesPerSecond.toFixed(0)} | ${run.peakCreatesPerSecond} | ${run.serverCpu ? ((run.serverCpu.seconds * 1000) / run.serverCpu.requests).toFixed(2) : "—"} | ${generatorMsPerCall(run)?.toFixed(2) ?? "—"} | ${pgbench ? pgbench.tps.toFixed(0) : "—"} | ${ratio} | ${run.ceiling ? run.ceiling.createsPerSecond.toFixed(0) : "—"} | ${ceilingRatio} | ${run.split["201"] ?? 0} | ${conflicts(run) || "—"} | ${run.split["429"] ?? 0} | ${fiveXx(run)} | ${failedAttemptsCell(run)} | ${run.violations.length === 0 ? "✅ all hold" : `❌ ${run.violations.length}`} |`;
  });
  return `## The 06:00 rush

Measured by \`npm run bench:rush\` (scripts/bench-rush.ts, helpers in scripts/rush/). An **open-model** load: every
citizen arrives at a time set before the run (half of them in the first seconds), whatever the server answers, and
every latency counts from when the call was meant to start, so a server that falls behind shows it as latency
(queueing is not hidden). Each citizen: scheduled date → locations → sessions → create with an Idempotency-Key; a
5xx or a dropped connection is retried with the same key (at most 8 tries, backoff from 200 ms, honouring
Retry-After). Sessions chosen with a zipf spread (s = 1) over the sessions offered that day; a citizen whose session
is full takes the next wanted one with seats at that market. Refused as full (QUOTA_FULL), a citizen reads the lists
again and presses Daftar for the next session still showing a seat, three sessions at most, then gives up (runs
before issue 34: one create each). 5 % reuse the KTP of a citizen who came earlier; 2 % already have five tickets
that month (registered beforehand through the API on five earlier days, the control API moving the clock). Two
mornings, by the seats the offered sessions' quotas (set through the staff API) give the day: **oversubscribed**,
seats for a fifth of the citizens (the real 06:00: the quota is gone in the first seconds and most citizens are
refused, several times), and **90 % seats** (the hot sessions fill; those refusals are real answers). "Via nginx":
the generator talks to Debian's nginx running the repository's own deploy/nginx/ files as a throw-away
(deploy/nginx-throwaway.ts: static files, the API's per-client limits, the guest lists' one-second micro-cache,
keep-alive to the processes), as a city deploys it; "direct": round-robin to the processes (runs before issue 34). Each citizen has its own client address
(X-Forwarded-For from the generator, trusted as a CDN in front of nginx), so the per-client rate limits stay on. Three operators page
\`/queues\` and the capacity board every 3 s beside it. The clock is frozen at Wednesday 2026-03-11 06:00:00 WIB
(pickup Thursday). Generator and server share the machine's cores: the generator's own CPU is in each run below,
and who used the cores in each phase (generator, nginx, each Node process, PostgreSQL by kind, the pgbench client,
the machine's other work; /proc every second, scripts/rush/participants.ts) in each run's section (runs before
2026-11-29 03:30 UTC: not measured).
The PostgreSQL and PGlite targets run the shared API on the SQL store (\`npm run serve\`'s entry); on PostgreSQL the
processes share pgbench's connections, 2 × the machine's cores (\`--pool\`, default 4 ÷ processes on 2 cores: 4, 2, 2
each; runs before 2026-11-30 shared 16: 16, 8, 4 each, and before 2026-11-27 03:00 UTC had 10 each). PostgreSQL 15 from Debian, a throw-away cluster with fsync off (scripts/pg-throwaway.sh).
Each row's pgbench and ratios are its own run's, taken right after it on the same machine load (a run without pgbench,
the long morning: "—"; before session 25 such a row showed another run's pgbench).

After each run the script checks, and fails on any break: the 201s carry distinct tickets and their number equals
the new ticket rows of the pickup date; seats taken (the store's counters) = ticket rows, per session; no session over
its quota; at most one ticket per KTP per pickup date and five per month; queue numbers per location and date run
1…n; zero 5xx or dropped final answers; every citizen answered. "5xx / dropped" counts final answers; "Failed
attempts" counts every attempt the clients retried or gave up on, by what it met (runs before 2026-11-27 09:00 UTC
did not count them: "—"). On PostgreSQL the checks read the database; on the
mock, the staff API (list per date, capacity board).

"create in burst" is the create call of the citizens who arrived in the burst. "Creates/s (burst)" counts create
answers (201 and refusals) of the burst's citizens ÷ the time until the last of them was answered: when the server
cannot keep up with 1,000 arrivals/s it is the rate it drains at; when it can, it is the offered rate. It can never
exceed the arrivals' rate times the creates a citizen makes, however fast the server is, so "Burst ÷ pgbench" (this
column ÷ pgbench's registrations/s) compares an open model with a closed loop at saturation and is not the
target's figure. **"Server ceiling"** is: right after each morning, on a fresh day with a seat for every create,
16 clients in a closed loop, each pressing Daftar for a fresh KTP (a citizen of its own: new KTP, address
and Idempotency-Key) on the offered sessions in turn, and pressing again the moment its answer comes, through the
same path as the morning (nginx), with the same retry rule, for 4,000 creates (\`--ceiling N\`;
scripts/rush/ceiling.ts): creates ÷ the seconds they took, the server's rate at saturation as pgbench's is the
database's. Its answers are checked like the morning's (a break counts among the run's violations). "Ceiling ÷
pgbench" is the target's figure (runs before 2026-11-29 did not measure it: "—"). "Generator CPU per call" is the
load generator's own CPU (user + system, \`process.cpuUsage\`) over the morning ÷ the calls it made: it shares the
cores with what it measures (runs before 2026-11-29: ÷ the calls the servers answered, the same count). "Server CPU per call" is the server processes' CPU time
(user + system, from /proc) over the load ÷ the calls they answered: it moves far less with the machine's load
than latency and rate do, but it moves (a server with a queue answers more calls per turn of its event loop and
batches its writes: the same code measured 0.31 ms at load 15 and 0.49 ms at load 4), so compare it between rows of
similar load (runs before 2026-11-27 07:00 UTC did not record it). pgbench runs the SQL store's registration — one call of the database function register_guest, as the server
makes it (scripts/rush/register.pgbench.sql; before 2026-11-27 07:00 UTC the six-statement transaction it replaced)
— against the same PostgreSQL: the database's own ceiling on this machine, with 2 × its cores clients, its best here
(runs before 2026-11-30: 16 clients, which gave 0.57–0.88× the registrations/s of 4 on this 2-core machine).

| Run | Morning | Via | Taken (UTC) | Load avg | Citizens | Create in burst p50 / p95 / p99 (ms) | Create p99 (ms) | Creates/s (burst) | Peak second | Server CPU per call (ms) | Generator CPU per call (ms) | pgbench tps | Burst ÷ pgbench | Server ceiling (creates/s) | Ceiling ÷ pgbench | 201 | Refused (409/422) | 429 | 5xx / dropped | Failed attempts: 503 + Retry-After / other 5xx / dropped / client timeout | Checks |
|---|---|---|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|---|
${rows.join("\n")}

Targets (issue 34): create p99 ≤ 250 ms during the burst (1,000 arrivals/s) in both mornings; the server's creates/s
≥ 50 % of pgbench's at 90 % seats (the closed-loop server ceiling: "Ceiling ÷ pgbench"); zero violations, zero 5xx, every citizen answered; the long morning (\`--long\`:
30,000 citizens evenly over 5 minutes, oversubscribed) with its last minute's create p99 within 1.2× of its first and
nothing growing (memory, pool waits, event-loop lag from /metrics); each call's server CPU ≤ 1.5× the floor for the
lists and the scheduled date, ≤ 2× for a create. A load average above the
machine's ${runs[0]?.machine.split(" ")[0] ?? "2"} cores at the start means other work shared the CPU: such a row says what this code does on a busy
machine, not its ceiling.

${costsSection(runs)}
${runs.map(detail).join("\n")}`;
}

/** The ratio each call kind may cost above the floor (issue 34). */
const COST_TARGETS: Record<string, number> = { scheduledDate: 1.5, locations: 1.5, sessions: 1.5, create: 2 };

/** The newest run's CPU per call beside the floor, when it was measured. */
function costsSection(runs: RushRun[]): string {
  const newest = runs.filter((run) => run.costs).sort((a, b) => b.takenAt.localeCompare(a.takenAt))[0];
  if (!newest?.costs) return "";
  const { costs, load, rate } = newest.costs;
  return `### Server CPU per call beside the floor

Taken with ${newest.label} (${newest.takenAt.slice(0, 16).replace("T", " ")} UTC, load average ${load.toFixed(1)}): each of the
citizen's four calls alone, ${costs[0]?.calls ?? 0} times at ${rate}/s, the server processes' CPU (/proc) ÷ the calls; ${
    costs[0]?.ratio
      ? `interleaved with
the same calls at the same rate against a bare \`node:http\` server answering the bytes the real server answered
(scripts/rush/floor-server.ts), in ${costs[0].ratio.rounds} rounds of a block each; the ratio is the median of the rounds' (their spread).`
      : `then the
same calls at the same rate against a bare \`node:http\` server answering the bytes the real server answered
(scripts/rush/floor-server.ts), in the same run.`
  }

| Call | Server (ms a call) | Floor (ms a call) | Ratio | Target | Answers |
|---|---:|---:|---:|---:|---|
${costs.map((cost) => `| ${cost.call} | ${cost.msPerCall.toFixed(3)} | ${cost.floorMsPerCall.toFixed(3)} | ${ratioText(cost)} | ≤ ${COST_TARGETS[cost.call] ?? "—"}× | ${JSON.stringify(cost.statuses)} |`).join("\n")}
`;
}

/**
 * The first minute beside the last (the long morning: nothing may grow): the creates' p99 by the minute they were
 * sent, and the processes' memory, pool waiters and event-loop lag from /metrics, over the whole minutes of the
 * arrival window. "" for a run shorter than 2 minutes.
 */
export function minutesText(run: Pick<RushRun, "createsByMinute" | "metrics" | "options" | "database">): string {
  // the whole minutes of the arrival window: the drain after it is not a minute of the morning
  const minutes = (run.createsByMinute ?? []).slice(0, Math.floor(run.options.seconds / 60));
  if (minutes.some((minute) => minute.creates === 0)) return "";
  if (minutes.length < 2) return "";
  const first = minutes[0]!;
  const last = minutes[minutes.length - 1]!;
  const lastStart = (minutes.length - 1) * 60_000;
  const window = (from: number, to: number) => {
    const w = windowOf(run.metrics ?? [], from, to);
    return `resident ${w.residentMb.toFixed(0)} MB, heap ${w.heapUsedMb.toFixed(0)} MB, pool waiting ≤ ${w.poolWaitingMax}, event-loop lag p99 ≤ ${w.eventLoopLagP99MsMax.toFixed(0)} ms`;
  };
  const tickets = minutes.every((minute) => minute.tickets !== undefined)
    ? ` Of them answered 201 (a ticket): ${minutes.map((minute) => (minute.tickets ? `${ms(minute.ticketsP99)} (${minute.tickets})` : "— (0)")).join(", ")} ms.`
    : "";
  return `Create p99 by minute: ${minutes.map((minute) => `${ms(minute.p99)} (${minute.creates})`).join(", ")} ms (creates). First minute ${ms(first.p99)} ms, last ${ms(last.p99)} ms: ${(last.p99 / first.p99).toFixed(2)}× (target ≤ 1.2×).${tickets}
First minute: ${window(0, 60_000)}. Last minute: ${window(lastStart, lastStart + 60_000)}.${databaseMinutes(run.database ?? [], minutes)}`;
}

/**
 * PostgreSQL's upkeep by minute, from the samples around each minute's edges: WAL written per create (a checkpoint's
 * full-page images show here), checkpoints completed, autovacuum/autoanalyze runs, the tickets table's size at its end.
 */
export function databaseMinutes(samples: DatabaseSample[], minutes: { creates: number }[]): string {
  const at = (ms: number) => samples.find((sample) => sample.atMs >= ms - 2_500) ?? samples[samples.length - 1];
  const rows = minutes.map((minute, i) => {
    const [from, to] = [at(i * 60_000), at((i + 1) * 60_000)];
    if (!from || !to || to.atMs <= from.atMs) return null;
    return {
      walKb: (to.walBytes - from.walBytes) / 1024 / Math.max(1, minute.creates),
      checkpoints: to.checkpoints - from.checkpoints,
      autovacuums: to.autovacuums - from.autovacuums,
      ticketsMb: to.ticketsBytes / 2 ** 20,
    };
  });
  if (rows.some((row) => row === null) || rows.length === 0) return "";
  const list = (pick: (row: NonNullable<(typeof rows)[number]>) => string) => rows.map((row) => pick(row!)).join(", ");
  return `\nPostgreSQL by minute: WAL ${list((r) => r.walKb.toFixed(1))} kB a create; checkpoints completed ${list((r) => String(r.checkpoints))}; autovacuum/analyze runs ${list((r) => String(r.autovacuums))}; tickets table ${list((r) => r.ticketsMb.toFixed(1))} MB at the minute's end.`;
}

/** The attempts retried or given up on, by what they met ("252 / 0 / 0 / 0"); "—" for runs that did not count them. */
function failedAttemptsCell(run: RushRun): string {
  if (!run.failedAttempts) return "—";
  return FAILURE_KINDS.map((kind) => run.failedAttempts?.[kind]?.count ?? 0).join(" / ");
}

/** "120 × 503 + Retry-After (p50 3 ms, p99 40 ms, max 52 ms), 8 × dropped (…)"; "" when every attempt was answered */
export function failedAttemptsText(failed: Record<string, AttemptTimes> | undefined): string {
  return Object.entries(failed ?? {})
    .filter(([, times]) => times.count > 0)
    .map(([kind, t]) => `${t.count} × ${kind} (p50 ${ms(t.p50)} ms, p99 ${ms(t.p99)} ms, max ${ms(t.max)} ms)`)
    .join(", ");
}

/**
 * The generator's CPU per call in ms: its CPU over the load ÷ the calls it made (runs before the split: ÷ the calls the
 * servers answered, the same count), or null when no count was kept.
 */
export function generatorMsPerCall(run: Pick<RushRun, "generatorCpuSeconds" | "generatorCpu" | "serverCpu">): number | null {
  const calls = run.generatorCpu?.calls ?? run.serverCpu?.requests;
  return calls ? (run.generatorCpuSeconds * 1000) / calls : null;
}

/** "19.1 s of CPU (user 15.0, kernel 4.1) for 81,295 calls (0.23 ms a call)" */
export function generatorCpuText(run: Pick<RushRun, "generatorCpuSeconds" | "generatorCpu" | "serverCpu">): string {
  const perCall = generatorMsPerCall(run);
  const split = run.generatorCpu
    ? ` (user ${run.generatorCpu.user.toFixed(1)}, kernel ${run.generatorCpu.system.toFixed(1)})`
    : "";
  const calls = run.generatorCpu?.calls ?? run.serverCpu?.requests;
  return `${run.generatorCpuSeconds.toFixed(1)} s of CPU${split}${calls ? ` for ${calls.toLocaleString("en")} calls (${perCall!.toFixed(3)} ms a call)` : ""}`;
}

/**
 * "server ceiling (closed loop: 16 clients, 4,000 creates): 1,234 creates/s, p50 12.0 ms, p99 40.1 ms; pgbench
 * 3,900/s: 32 % (target ≥ 50 % at 90 % seats)"; "" for a run without one.
 */
export function ceilingText(run: Pick<RushRun, "ceiling" | "pgbench">): string {
  const ceiling = run.ceiling;
  if (!ceiling) return "";
  const beside = run.pgbench
    ? `; pgbench ${run.pgbench.tps.toFixed(0)}/s: ${((ceiling.createsPerSecond / run.pgbench.tps) * 100).toFixed(0)} % (target ≥ 50 % at 90 % seats)`
    : "";
  return `server ceiling (closed loop: ${ceiling.clients} clients, ${ceiling.creates.toLocaleString("en")} creates): ${ceiling.createsPerSecond.toFixed(0)} creates/s, p50 ${ms(ceiling.latency.p50)} ms, p99 ${ms(ceiling.latency.p99)} ms${beside}`;
}

/** "41.2 s of CPU for 45,210 calls (0.91 ms a call)" */
export function serverCpuText({ seconds, requests }: { seconds: number; requests: number }): string {
  return `${seconds.toFixed(1)} s of CPU for ${requests.toLocaleString("en")} calls (${((seconds * 1000) / requests).toFixed(2)} ms a call)`;
}

const UNITS = [
  ["citizens", "a citizen"],
  ["creates", "a create"],
  ["calls", "a call"],
] as const;

/**
 * Two tables: each participant's cores in each phase (its CPU seconds ÷ the phase's wall seconds; the machine's own
 * busy cores and what no participant used below them), then its CPU per citizen, per create and per call where the
 * phase says how many it served (ms; pgbench's "creates" are its registrations). "" without accounts.
 */
export function cpuTables(accounts: CpuAccount[]): string {
  if (accounts.length === 0) return "";
  const names: string[] = [];
  for (const account of accounts)
    for (const participant of account.participants) {
      if (!names.includes(participant.name)) names.push(participant.name);
      for (const kind of Object.keys(participant.kinds ?? {}))
        if (!names.includes(`${participant.name}: ${kind}`)) names.push(`${participant.name}: ${kind}`);
    }
  const secondsOf = (account: CpuAccount, name: string): number | undefined => {
    const [owner, kind] = name.split(": ") as [string, string | undefined];
    const participant = account.participants.find((p) => p.name === owner);
    return kind ? participant?.kinds?.[kind] : participant?.seconds;
  };
  const rowName = (name: string) => (name.includes(": ") ? `· ${name.split(": ")[1]}` : name);
  const cores = (seconds: number | undefined, account: CpuAccount) =>
    seconds === undefined ? "—" : `${(seconds / account.wallSeconds).toFixed(2)} (${seconds.toFixed(1)} s)`;
  const header = accounts.map(
    (a) => `${a.phase} (${a.wallSeconds.toFixed(0)} s${a.load === undefined ? "" : `, load ${a.load.toFixed(1)}`})`,
  );
  const coresTable = [
    `| Cores (CPU s) | ${header.join(" | ")} |`,
    `|---|${accounts.map(() => "---:").join("|")}|`,
    ...names.map((name) => `| ${rowName(name)} | ${accounts.map((a) => cores(secondsOf(a, name), a)).join(" | ")} |`),
    `| others on the machine | ${accounts.map((a) => cores(othersSeconds(a), a)).join(" | ")} |`,
    `| machine, of ${accounts[0]!.cores} cores | ${accounts.map((a) => cores(a.machineSeconds, a)).join(" | ")} |`,
  ];
  // per unit: the phases that say what they served, not each minute of a long morning (their cores say it)
  const columns = accounts
    .filter((a) => !a.phase.startsWith("minute"))
    .flatMap((a) => UNITS.filter(([unit]) => (a.per?.[unit] ?? 0) > 0).map(([unit, label]) => ({ account: a, unit, label })));
  const perTable =
    columns.length === 0
      ? []
      : [
          "",
          `| ms of CPU | ${columns.map((c) => `${c.account.phase}: ${c.label}`).join(" | ")} |`,
          `|---|${columns.map(() => "---:").join("|")}|`,
          ...[...names, "others on the machine"].map(
            (name) =>
              `| ${rowName(name)} | ${columns
                .map((c) => {
                  const seconds = name === "others on the machine" ? othersSeconds(c.account) : secondsOf(c.account, name);
                  return seconds === undefined ? "—" : ((seconds * 1000) / c.account.per![c.unit]!).toFixed(3);
                })
                .join(" | ")} |`,
          ),
        ];
  const faultsOf = (account: CpuAccount, name: string): number | undefined => {
    const [owner, kind] = name.split(": ") as [string, string | undefined];
    const participant = account.participants.find((p) => p.name === owner);
    return kind ? participant?.faultKinds?.[kind] : participant?.faults;
  };
  // minor page faults (/proc/PID/stat minflt, cminflt): dear on a host that hands freed memory back (issue 34, session 22)
  const faultColumns = columns.filter((c) => c.account.participants.some((p) => p.faults !== undefined));
  const faultsTable =
    faultColumns.length === 0
      ? []
      : [
          "",
          `| Minor page faults | ${faultColumns.map((c) => `${c.account.phase}: ${c.label}`).join(" | ")} |`,
          `|---|${faultColumns.map(() => "---:").join("|")}|`,
          ...names.map(
            (name) =>
              `| ${rowName(name)} | ${faultColumns
                .map((c) => {
                  const faults = faultsOf(c.account, name);
                  return faults === undefined ? "—" : (faults / c.account.per![c.unit]!).toFixed(1);
                })
                .join(" | ")} |`,
          ),
        ];
  return [...coresTable, ...perTable, ...faultsTable].join("\n");
}

/** Everything the participants used in a phase, seconds (the machine's other work left out). */
const participantsSeconds = (account: CpuAccount) => account.participants.reduce((sum, p) => sum + p.seconds, 0);

/**
 * What the CPU account says of the targets (issue 34): the burst's demand in cores against the machine's (its CPU per
 * citizen × the burst's arrival rate; the 250-ms target wants the cores at most ~70 % busy), and the server ceiling ÷
 * pgbench as it would be with the machine to themselves: both closed loops keep the cores left to them busy, so each
 * rate is those cores ÷ its CPU per create, and at equal shares the ratio is pgbench's CPU per registration ÷ the
 * stack's per create. [] without the accounts.
 */
export function cpuArithmetic(run: Pick<RushRun, "cpu" | "options" | "ceiling" | "pgbench">): string[] {
  const lines: string[] = [];
  const find = (phase: string) => run.cpu?.find((account) => account.phase === phase);
  const burst = find("burst");
  if (burst?.per?.citizens && run.options.burstSeconds > 0) {
    const perCitizen = (participantsSeconds(burst) * 1000) / burst.per.citizens;
    const arrivals = Math.ceil(run.options.citizens / 2) / run.options.burstSeconds;
    const parts = burst.participants
      .filter((p) => p.seconds > 0)
      .map((p) => `${p.name} ${((p.seconds * 1000) / burst.per!.citizens!).toFixed(2)}`)
      .join(", ");
    lines.push(
      `The burst asked for ${perCitizen.toFixed(2)} ms of CPU a citizen (${parts}) × ${arrivals.toFixed(0)} arrivals/s = ${((perCitizen * arrivals) / 1000).toFixed(2)} cores of ${burst.cores}; kept ≤ 70 % busy, ${burst.cores} cores serve ${((0.7 * burst.cores * 1000) / arrivals).toFixed(2)} ms a citizen.`,
    );
  }
  const ceiling = find("ceiling");
  const pgbench = find("pgbench");
  if (ceiling?.per?.creates && pgbench?.per?.creates && run.ceiling && run.pgbench) {
    const stack = (participantsSeconds(ceiling) * 1000) / ceiling.per.creates;
    const database = (participantsSeconds(pgbench) * 1000) / pgbench.per.creates;
    const left = (account: CpuAccount) => participantsSeconds(account) / account.wallSeconds;
    lines.push(
      `The ceiling at equal shares of the machine: pgbench's ${database.toFixed(3)} ms a registration ÷ the stack's ${stack.toFixed(3)} ms a create = ${((database / stack) * 100).toFixed(0)} % (measured ${((run.ceiling.createsPerSecond / run.pgbench.tps) * 100).toFixed(0)} %, with ${left(ceiling).toFixed(2)} cores busy for the ceiling and ${left(pgbench).toFixed(2)} for pgbench); 50 % wants the stack at ≤ ${(2 * database).toFixed(3)} ms a create.`,
    );
  }
  return lines;
}

/** The same tables for the console, with a line saying what they are. */
export function cpuAccountLines(accounts: CpuAccount[]): string[] {
  const tables = cpuTables(accounts);
  return tables ? ["CPU by participant, from /proc every second (cores = CPU s ÷ wall s):", ...tables.split("\n")] : [];
}

function detail(run: RushRun): string {
  return `### ${run.label}

${run.takenAt.slice(0, 19).replace("T", " ")} UTC, ${run.machine}, load average ${run.load.before.toFixed(1)} at the start and ${run.load.after.toFixed(1)} at the end.
${run.options.citizens.toLocaleString("en")} citizens over ${run.options.seconds} s (${run.options.burstSeconds > 0 ? `half in ${run.options.burstSeconds} s` : "evenly"}), ${run.offered} sessions offered with ${run.seats.toLocaleString("en")} seats,
${run.operators} operators; ${run.processes} server process${run.processes > 1 ? "es (round-robin)" : ""}${run.poolSize ? `, ${run.poolSize} pg connections each` : ""}. Last answer after ${(run.durationMs / 1000).toFixed(1)} s; ${run.retries} retries${
    Object.keys(run.retriedOn ?? {}).length > 0
      ? ` (after ${Object.entries(run.retriedOn ?? {})
          .map(([why, n]) => `${n} × ${why}`)
          .join(", ")})`
      : ""
  };${failedAttemptsText(run.failedAttempts) ? `\nAttempts that got no usable answer, by what they met, with how long each took: ${failedAttemptsText(run.failedAttempts)}.` : ""}
the generator used ${generatorCpuText(run)}${run.serverCpu ? `, the server process${run.processes > 1 ? "es" : ""} ${serverCpuText(run.serverCpu)}` : ""}.${run.ceiling ? `\nThe ${ceilingText(run)}; its answers ${JSON.stringify(run.ceiling.split)}.` : ""}${run.fault ? `\nFault: ${run.fault}.` : ""}${run.pgbench ? `\npgbench: ${run.pgbench.tps.toFixed(0)} registrations/s, ${run.pgbench.clients} clients for ${run.pgbench.seconds} s, mean latency ${run.pgbench.latencyMs.toFixed(1)} ms; all on one session (the hot-row ceiling): ${run.pgbench.hotTps.toFixed(0)}/s.` : ""}

| Call | Count | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |
|---|---:|---:|---:|---:|---:|
${run.latencies.map((row) => `| ${row.call} | ${row.count} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} |`).join("\n")}

Answers: ${Object.entries(run.split)
    .sort(([, a], [, b]) => b - a)
    .map(([label, n]) => `${label}: ${n}`)
    .join(
      " · ",
    )}.${Object.keys(run.staffFailures).length ? ` Staff calls not answered 200: ${JSON.stringify(run.staffFailures)}.` : ""}
Checks: ${run.violations.length === 0 ? "all hold." : run.violations.map((v) => `❌ ${v.check}: ${v.detail}`).join("; ")}
${minutesText(run) ? `${minutesText(run)}\n` : ""}${cpuArithmetic(run).length > 0 ? `${cpuArithmetic(run).join("\n")}\n` : ""}${run.cpu && run.cpu.length > 0 ? `\nWho used the cores (scripts/rush/participants.ts, /proc every second; the burst: from the first arrival until the last of its citizens was answered; PostgreSQL's "postmaster" row also holds what an exited backend did after it was last seen):\n\n${cpuTables(run.cpu)}\n` : ""}`;
}
