// `npm run bench:rush`: the 06:00 rush against real server processes behind the repository's own nginx, open model,
// then the exactly-once checks; figures written to docs/performance.md (a section per configuration and scenario and a
// table side by side), then each call's server CPU beside a bare node:http floor. Who used the machine's cores in each
// phase (the burst, the morning, each minute of a long one, the ceiling, pgbench) is sampled from /proc every second:
// the generator, nginx, each Node process, PostgreSQL by kind, the pgbench client, the machine's others
// (scripts/rush/participants.ts). Helpers in scripts/rush/. Exits non-zero if a check breaks.
//
//   --target mock|pglite|postgres   what serves the API (default mock: the server on the memory store; pglite/postgres: the
//                                   server of scripts/serve.ts; postgres needs DATABASE_URL, a fresh database is
//                                   created beside it for the run)
//   --processes N                   server processes on one PostgreSQL (default 1)
//   --direct                        the generator talks to the processes itself, round-robin (the runs before issue 34);
//                                   default: through Debian's nginx running deploy/nginx/ as a throw-away
//                                   (deploy/nginx-throwaway.ts: static files, the API's limits, the lists' micro-cache),
//                                   on the first port + 50; the small run goes direct where nginx is not installed
//   --scenario oversubscribed|ninety-percent|both|none   which mornings (default both; --small, --long: oversubscribed):
//                                   seats for a fifth of the citizens, refused citizens trying the next session with
//                                   seats (at most 3), or seats for 90 % (scripts/rush/scenario.ts SCENARIOS)
//   --long                          the long morning: 30,000 citizens arriving evenly over 5 minutes, oversubscribed;
//                                   prints its first and last minute (create p99, memory, pool waits, event-loop lag)
//   --pool N                        pg connections per process (DATABASE_POOL_SIZE; default pgbench's connections ÷
//                                   processes, at least 2: 2 × the machine's cores in all, docs/deploy.md's processes ×
//                                   pool at 2–4 × the database's cores, its low end: 4, 2, 2 each on 2 cores; 16 in all
//                                   before session 23, which queued the creates on the hot sessions' rows and cost
//                                   PostgreSQL more CPU a create: docs/performance-log.md, "The pool's size")
//   --citizens N --seconds S --burst B   N citizens over S seconds, half in the first B (default 10000, 60, 5; B 0:
//                                   evenly)
//   --seats N                       seats for the pickup date instead of the scenario's share, spread evenly over the
//                                   offered sessions by setting their quotas through the staff API
//   --operators N --staff-every S   staff paging /queues and the capacity board (default 3 every 3 s)
//   --fault pg-restart|kill-process --fault-at S   a fault S seconds into the run (default none; at 3 s)
//   --pgbench S                     also run scripts/rush/register.pgbench.sql for S seconds (postgres; default 15)
//                                   with 2 × the machine's cores connections: the database's best here (4 on 2 cores
//                                   gave 1.1–1.8× the registrations/s of 16, 8 mostly between; 16 before session 23)
//   --ceiling N                     after each morning, the server's ceiling: a closed loop of 16 clients pressing
//                                   Daftar for N fresh KTPs on a fresh day, through the same path, its answers checked
//                                   like the morning's (scripts/rush/ceiling.ts); printed beside pgbench (default 4000
//                                   where pgbench runs and no fault; 0 none)
//   --small                         a few hundred citizens, checks only, nothing written (npm test)
//   --port N                        first server port (default 4700)
//   --nginx-port N                  nginx's port (default the first server port + 50)
//   --floor-port N                  the cost run's bare node:http floor's port (default the first server port + 60)
//   --quiet-before S                S seconds without a call between the day's preparation and the first arrival, as
//                                   the night before 06:00 has (the guest lists aside): what a process closes or lets go
//                                   cold when idle is then so at the opening (default 0)
//   --trace DIR                     the morning's timeline into DIR: every call as the generator saw it
//                                   (generator-<scenario>.jsonl), nginx's access log with its upstream timings
//                                   (nginx.log), each server's request log (server-<port>.log), when each of
//                                   PostgreSQL's backends started (backends-<scenario>.json); --trace-gc adds V8's GC
//                                   lines to the server logs
//   --no-write                      print, don't write docs/performance.md
//   --cost-per-call N               after the mornings: each of the citizen's four calls alone, N times at --cost-rate
//                                   calls/s (default 300), the servers' CPU per call of each kind beside a bare
//                                   node:http server answering the same bytes (scripts/rush/cost.ts; default 2000,
//                                   0 none, --small none); with --scenario none, only this. Measured interleaved
//                                   with the floor in blocks of --cost-block calls (default 200: a server block,
//                                   a floor block, the order alternating); the ratio is the median of the blocks'
//                                   with its spread
//   --cpu-prof DIR                  each server process writes a V8 CPU profile into DIR when it stops (node --cpu-prof;
//                                   open it in Chrome DevTools' Performance panel)
//   --generator-prof DIR            the generator's own V8 CPU profile of each morning's load (an inspector session in
//                                   this process, from the first arrival to the last answer) into DIR
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { nginxInstalled, startNginx, type ThrowawayNginx } from "../deploy/nginx-throwaway";
import { answerSplit, checkRush, type Snapshot } from "./rush/checks";
import { Api, freezeAll, offeredSessions, scheduledDate, seatsFromBoard, setQuotas, ticketsOfMonth } from "./rush/api";
import { callCosts, ratioText, roundsText, type CallCost } from "./rush/cost";
import { sampleMetrics, type MetricsSample } from "./rush/metrics";
import { CALLS, runLoad, SESSIONS_TRIED, type CallTrace, type LoadResult } from "./rush/load";
import { prepareMonthlyLimit } from "./rush/prepare";
import {
  DEFAULT_RUSH,
  LONG_MORNING,
  monthlyLimitCount,
  rushSchedule,
  SCENARIOS,
  type RushOptions,
  type ScenarioName,
} from "./rush/scenario";
import { cpuSecondsOf, startServer, type ServerProcess, type TargetKind } from "./rush/targets";
import {
  ceilingText,
  cpuAccountLines,
  cpuArithmetic,
  failedAttemptsText,
  generatorCpuText,
  minutesText,
  serverCpuText,
  writeRushReport,
  type RushRun,
} from "./rush/report";
import { runCeiling } from "./rush/ceiling";
import {
  createRunDatabase,
  dataDirectoryOf,
  dropDatabase,
  pgliteSnapshot,
  restartPostgres,
  runPgbench,
  sampleBackends,
  sampleDatabase,
  sqlSnapshot,
} from "./rush/postgres";
import {
  accountBetween,
  postgresKind,
  postmasterPid,
  sampleParticipants,
  type CpuAccount,
  type ParticipantSpec,
} from "./rush/participants";

const { values: flags } = parseArgs({
  options: {
    target: { type: "string", default: "mock" },
    processes: { type: "string", default: "1" },
    pool: { type: "string" },
    citizens: { type: "string" },
    seconds: { type: "string" },
    burst: { type: "string" },
    seats: { type: "string" },
    operators: { type: "string", default: "3" },
    "staff-every": { type: "string", default: "3" },
    fault: { type: "string" },
    "fault-at": { type: "string", default: "3" },
    pgbench: { type: "string", default: "15" },
    ceiling: { type: "string" },
    small: { type: "boolean", default: false },
    direct: { type: "boolean", default: false },
    scenario: { type: "string" },
    long: { type: "boolean", default: false },
    port: { type: "string", default: "4700" },
    "nginx-port": { type: "string" },
    "floor-port": { type: "string" },
    trace: { type: "string" },
    "quiet-before": { type: "string", default: "0" },
    "trace-gc": { type: "boolean", default: false },
    "no-write": { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
    "generator-prof": { type: "string" },
    "cost-per-call": { type: "string" },
    "cost-rate": { type: "string", default: "300" },
    "cost-block": { type: "string", default: "200" },
    at: { type: "string", default: "2026-03-11T06:00:00+07:00" },
  },
});

// a number flag given something else (`--quiet-before 3s`) ran with NaN or the default and said nothing
const NUMBER_FLAGS = [
  "processes",
  "pool",
  "citizens",
  "seconds",
  "burst",
  "seats",
  "operators",
  "staff-every",
  "fault-at",
  "pgbench",
  "ceiling",
  "port",
  "nginx-port",
  "floor-port",
  "quiet-before",
  "cost-per-call",
  "cost-rate",
  "cost-block",
] as const;
for (const name of NUMBER_FLAGS) {
  const given = flags[name];
  if (given !== undefined && !(given.trim() !== "" && Number.isFinite(Number(given)) && Number(given) >= 0))
    throw new Error(`--${name} takes a number of 0 or more, not "${given}"`);
}

/**
 * Connections to PostgreSQL per core of the machine it runs on (this one), for the servers' pools in all and for
 * pgbench: docs/deploy.md's processes × pool at 2–4 × the database's cores, its low end. On 2 cores, 4 connections
 * gave pgbench 1.1–1.8× its registrations/s with 16 and the server a higher ceiling at less PostgreSQL CPU a create
 * (docs/performance-log.md, "The pool's size", session 23); 16 before it.
 */
const CONNECTIONS_PER_DATABASE_CORE = 2;
const PGBENCH_CLIENTS = CONNECTIONS_PER_DATABASE_CORE * availableParallelism();
/** the ceiling's closed loop: enough creates in flight through nginx and Node that the pool never waits for one */
const CEILING_CLIENTS = 16;

const target = flags.target as TargetKind;
if (!["mock", "pglite", "postgres"].includes(target)) throw new Error(`--target mock|pglite|postgres, not ${target}`);
const processes = Number(flags.processes);
const poolSize = Number(flags.pool ?? Math.max(2, Math.round(PGBENCH_CLIENTS / processes)));
if (processes > 1 && target !== "postgres") throw new Error("more than one process needs one shared database: --target postgres");
const fault = flags.fault as "pg-restart" | "kill-process" | undefined;
if (fault === "pg-restart" && target !== "postgres") throw new Error("--fault pg-restart needs --target postgres");
if (fault === "kill-process" && processes < 2) throw new Error("--fault kill-process needs --processes 2 or more");
const small = flags.small;
const long = flags.long;
const options: RushOptions = {
  ...DEFAULT_RUSH,
  citizens: Number(flags.citizens ?? (small ? 300 : long ? LONG_MORNING.citizens : DEFAULT_RUSH.citizens)),
  seconds: Number(flags.seconds ?? (small ? 3 : long ? LONG_MORNING.seconds : DEFAULT_RUSH.seconds)),
  burstSeconds: Number(flags.burst ?? (small ? 1 : long ? LONG_MORNING.burstSeconds : DEFAULT_RUSH.burstSeconds)),
};
// one morning and no cost run where a run ends in a state the next could not start from (PGlite's checks stop the
// server to read its folder; a fault) or that is long or small enough on its own
const oneMorning = small || long || target === "pglite" || fault !== undefined;
const scenarioFlag = flags.scenario ?? (oneMorning ? "oversubscribed" : "both");
const scenarios: ScenarioName[] =
  scenarioFlag === "both"
    ? ["oversubscribed", "ninety-percent"]
    : scenarioFlag === "none"
      ? []
      : scenarioFlag in SCENARIOS
        ? [scenarioFlag as ScenarioName]
        : (() => {
            throw new Error(`--scenario oversubscribed|ninety-percent|both|none, not ${scenarioFlag}`);
          })();
if (flags.seats !== undefined && scenarios.length === 0)
  throw new Error("--seats sets a morning's seats: --scenario none runs no morning (the cost run sets its own)");
const costCalls = Number(flags["cost-per-call"] ?? (oneMorning ? 0 : 2000));
const costBlock = Number(flags["cost-block"]);
if (costCalls > 0 && !(costBlock >= 1 && costBlock <= costCalls))
  throw new Error(`--cost-block takes 1 to --cost-per-call's ${costCalls} calls, not ${costBlock}`);
const ceilingCreates = Number(
  flags.ceiling ?? (target === "postgres" && !small && !fault && Number(flags.pgbench) > 0 ? 4000 : 0),
);
if (ceilingCreates > 0 && (target === "pglite" || fault === "kill-process"))
  throw new Error("--ceiling needs every process up after the morning: not with PGlite or --fault kill-process");
if (oneMorning && !small && !long && scenarios.length + (costCalls > 0 ? 1 : 0) > 1)
  throw new Error("PGlite and a fault run one morning: --scenario oversubscribed|ninety-percent, --cost-per-call 0");
const write = !small && !flags["no-write"] && scenarios.length > 0;
const firstPort = Number(flags.port);
const loadBefore = loadavg()[0]!;
// through nginx unless told otherwise; the small run of `npm test` goes direct only where nginx is not installed
const viaNginx = !flags.direct && (nginxInstalled() || !small);
if (viaNginx && !nginxInstalled()) throw new Error("nginx is not installed (apt-get install nginx): install it, or --direct");

const log = (line: string) => console.log(`[rush] ${line}`);

// ── servers ──
let databaseUrl: string | undefined;
if (target === "postgres") {
  if (!process.env.DATABASE_URL) throw new Error("--target postgres needs DATABASE_URL (scripts/pg-throwaway.sh start)");
  databaseUrl = await createRunDatabase(process.env.DATABASE_URL);
  log(`database ${databaseUrl}`);
}
// PGlite in a folder of its own, read by the checks after the server has closed it (PGlite has one user at a time)
const dataDir = target === "pglite" ? await mkdtemp(join(tmpdir(), "antrean-rush-pglite-")) : undefined;
// one signing secret for every process: a token one process issued must be good at the others
const env: Record<string, string | undefined> =
  target === "mock"
    ? { MOCK_TICKETS: "0" }
    : {
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: String(poolSize),
        PGLITE_DIR: dataDir,
        AUTH_SECRET: randomBytes(48).toString("base64url"),
      };
const nodeArgs = [
  ...(flags["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${flags["cpu-prof"]}`] : []),
  ...(flags["trace-gc"] ? ["--trace-gc"] : []),
];
const traceDir = flags.trace;
if (traceDir) await mkdir(traceDir, { recursive: true });
const servers: ServerProcess[] = [];
let nginx: ThrowawayNginx | undefined;
let cpuSampler: ReturnType<typeof sampleParticipants> | undefined;
try {
  // one at a time: the first migrates and seeds an empty database, the others find it ready
  for (let i = 0; i < processes; i++) servers.push(await startServer(target, firstPort + i, env, nodeArgs));
  log(`${servers.length} ${target} server process(es) on ${servers.map((s) => s.port).join(", ")}`);
  if (viaNginx) {
    // the generator plays a CDN in front of nginx: its X-Forwarded-For names each citizen (docs/deploy.md)
    nginx = await startNginx({
      upstreams: servers.map((server) => `127.0.0.1:${server.port}`),
      port: Number(flags["nginx-port"] ?? firstPort + 50),
      forwardedBy: "127.0.0.1",
      timingLog: traceDir && join(traceDir, "nginx.log"),
    });
    log(`nginx (deploy/nginx/, deploy/nginx-throwaway.ts) on ${nginx.url} in front of them`);
    // nginx runs as a daemon: a bench stopped by Ctrl-C must not leave it behind (the servers are its children)
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => {
        nginx?.signalStop();
        process.exit(130);
      });
  } else log("direct: the generator sends to the processes round-robin");
  cpuSampler = sampleParticipants(await participants());
  const runs: RushRun[] = [];
  let failures = 0;
  for (const scenario of scenarios) {
    const run = await rush(servers, scenario);
    runs.push(run);
    if (run.violations.length > 0) failures++;
  }
  const costs = costCalls > 0 ? await costPerCall(servers) : null;
  if (write) for (const run of runs) await writeRushReport({ ...run, costs });
  process.exitCode = failures > 0 ? 1 : 0;
} finally {
  cpuSampler?.stop();
  if (traceDir)
    for (const server of servers) if (server.logFile) await copyFile(server.logFile, join(traceDir, `server-${server.port}.log`));
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(process.env.DATABASE_URL!, databaseUrl);
}

/**
 * Who shares the machine's cores (scripts/rush/participants.ts): this process as the generator, nginx's master and
 * workers, each server process, PostgreSQL's postmaster and every process it started (when its data directory is on
 * this machine), and what this process starts besides the servers (pgbench; in a kill-process run the killed server's
 * CPU lands there too, once this process has waited for it).
 */
async function participants(): Promise<ParticipantSpec[]> {
  let postmaster: number | null = null;
  if (target === "postgres") {
    postmaster = postmasterPid(await dataDirectoryOf(process.env.DATABASE_URL!));
    if (postmaster === null) log("PostgreSQL's data directory is not readable here: its CPU counts among the machine's others");
  }
  return [
    { name: "generator", root: process.pid, descendants: false },
    ...(nginx ? [{ name: "nginx", root: nginx.pid }] : []),
    ...servers.map((server) => ({ name: `node :${server.port}`, root: server.child.pid! })),
    ...(postmaster ? [{ name: "PostgreSQL", root: postmaster, kindOf: postgresKind }] : []),
    ...(target === "postgres"
      ? [{ name: "pgbench (client)", root: process.pid, own: false, exclude: servers.map((server) => server.child.pid!) }]
      : []),
  ];
}

/** The participants' CPU between two marks of the sampler, with what the window served. */
function account(phase: string, fromMs: number, toMs: number, per: CpuAccount["per"]): CpuAccount | null {
  const result = cpuSampler && accountBetween(cpuSampler.samples, fromMs, toMs, phase, cpus().length);
  return result ? { ...result, per } : null;
}

/**
 * A fresh day on every process: the seed again relative to the run's day, the monthly-limited citizens prepared, the
 * run's instant on every clock, and `seats` spread over the offered sessions' quotas.
 */
async function prepareDay(servers: ServerProcess[], seats: number, { monthlyLimited = true } = {}) {
  const apis = servers.map((server) => new Api(server.base));
  const control = apis[0]!;
  await freezeAll(apis, flags.at);
  await control.call("POST", "/__mock/reset", { tickets: small ? 500 : 3000 });
  const date = await scheduledDate(control);
  if (monthlyLimited) {
    const limited = monthlyLimitCount(options);
    const preparedOn = await prepareMonthlyLimit(apis, date, limited);
    log(
      `${limited} citizens at their monthly limit: five tickets each on ${preparedOn.join(", ")} (through the API, the clock moved)`,
    );
    await freezeAll(apis, flags.at);
  }

  const superadmin = await control.signIn("superadmin", "antrean123");
  const offered = await offeredSessions(control, "10.201.0.1");
  const each = Math.floor(seats / offered.length);
  await setQuotas(
    superadmin,
    new Map(offered.map((session, i) => [session.id, each + (i < seats - each * offered.length ? 1 : 0)])),
  );
  const before = await seatsFromBoard(superadmin, date);
  const ticketsBefore = before.reduce((sum, seat) => sum + seat.taken, 0);
  log(`pickup ${date}: ${offered.length} sessions offered, ${seats} seats, ${ticketsBefore} tickets before the run`);
  return { date, offered, ticketsBefore };
}

/** Each call's server CPU beside the floor's (a bare node:http server answering the same bytes), printed. */
async function costPerCall(servers: ServerProcess[]): Promise<{ costs: CallCost[]; load: number; rate: number }> {
  // every create of the cost run (its warm-up round's as many too) finds a seat
  const { offered } = await prepareDay(servers, Math.ceil(costCalls * 2.1));
  const rate = Number(flags["cost-rate"]);
  const costs = await callCosts(servers, offered, {
    calls: costCalls,
    perSecond: rate,
    floorPort: Number(flags["floor-port"] ?? firstPort + 60),
    blockCalls: costBlock,
  });
  const load = loadavg()[0]!;
  console.log(
    `\nServer CPU per call beside the floor (a bare node:http server answering the same bytes), ${servers.length} process(es), ${costCalls} calls of each kind at ${rate}/s in blocks of ${costBlock} interleaved with the floor's, load ${load.toFixed(1)}:`,
  );
  for (const cost of costs) {
    console.log(
      `  ${cost.call.padEnd(14)} ${cost.msPerCall.toFixed(3)} ms a call (kernel ${cost.kernelMsPerCall.toFixed(3)}), floor ${cost.floorMsPerCall.toFixed(3)} ms (kernel ${cost.floorKernelMsPerCall.toFixed(3)}): ${ratioText(cost)} (${JSON.stringify(cost.statuses)})`,
    );
    const rounds = roundsText(cost);
    if (rounds) console.log(`    ${rounds}`);
  }
  return { costs, load, rate };
}

async function rush(servers: ServerProcess[], scenario: ScenarioName): Promise<RushRun> {
  const seats = Number(flags.seats ?? Math.round(options.citizens * SCENARIOS[scenario].seatShare));
  log(`── ${SCENARIOS[scenario].label}${long ? ", the long morning" : ""} ──`);
  const { date, offered, ticketsBefore } = await prepareDay(servers, seats);
  const citizens = rushSchedule(options, offered.length);
  const quietSeconds = Number(flags["quiet-before"]);
  if (quietSeconds > 0) {
    log(`${quietSeconds} s without a call before the first arrival (the night before 06:00)`);
    await sleep(quietSeconds * 1000);
  }
  const staffUsers = ["operator", "andi.pratama", "sri.wahyuni", "joko.susilo", "nur.hidayati", "wulan.sari"];
  let faultDone = false;
  let faultNote = "";
  const faultAt = Number(flags["fault-at"]) * 1000;
  const onTick = fault
    ? (elapsed: number) => {
        if (faultDone || elapsed < faultAt) return;
        faultDone = true;
        if (fault === "pg-restart") {
          const started = performance.now();
          void restartPostgres(process.env.DATABASE_URL!).then(() => {
            faultNote = `PostgreSQL restarted (pg_ctl restart -m fast) ${(faultAt / 1000).toFixed(1)} s into the run, back after ${((performance.now() - started) / 1000).toFixed(1)} s`;
            log(faultNote);
          });
        } else {
          const victim = servers[servers.length - 1]!;
          faultNote = `server process on ${victim.port} killed (SIGKILL) ${(faultAt / 1000).toFixed(1)} s into the run; its requests retried on the others`;
          victim.child.kill("SIGKILL");
          log(faultNote);
        }
      }
    : undefined;
  log(
    `${options.citizens} citizens over ${options.seconds} s (${options.burstSeconds > 0 ? `half in ${options.burstSeconds} s` : "evenly"})${fault ? `, fault ${fault} at ${faultAt / 1000} s` : ""}`,
  );
  const cpuBefore = process.cpuUsage();
  const serversCpuBefore = servers.map(cpuSecondsOf);
  const sampler = sampleMetrics(servers.map((server) => server.base));
  const databaseSampler = databaseUrl ? sampleDatabase(databaseUrl) : null;
  const profiler = flags["generator-prof"] ? await startGeneratorProfile() : null;
  const loadStart = cpuSampler!.mark();
  const trace: CallTrace[] | undefined = traceDir ? [] : undefined;
  const backends = traceDir && databaseUrl ? sampleBackends(databaseUrl) : null;
  const wallStart = Date.now();
  const result = await runLoad({
    trace,
    bases: nginx ? [nginx.url] : servers.map((server) => server.base),
    keyPrefix: `rush-${scenario}-${options.seed}`,
    citizens,
    offered,
    seed: options.seed,
    burstMs: options.burstSeconds * 1000,
    onTick,
    staff: {
      usernames: staffUsers.slice(0, Number(flags.operators)),
      everySeconds: Number(flags["staff-every"]),
      password: "antrean123",
      date,
    },
  });
  const generatorCpu = process.cpuUsage(cpuBefore);
  const loadEnd = cpuSampler!.mark();
  const cpu = morningAccounts(result, citizens, loadStart, loadEnd);
  if (profiler)
    log(
      `generator profile: ${await profiler.stop(join(flags["generator-prof"]!, `generator-${scenario}-${Date.now()}.cpuprofile`))}`,
    );
  const samples = await sampler.stop();
  if (samples[0]) log(`database connections open in the pools at the first arrival: ${samples[0].poolOpen}`);
  const database = (await databaseSampler?.stop()) ?? undefined;
  if (traceDir && trace) {
    await writeFile(
      join(traceDir, `generator-${scenario}.jsonl`),
      [JSON.stringify({ wallStart }), ...trace.map((row) => JSON.stringify(row))].join("\n") + "\n",
    );
    if (backends) await writeFile(join(traceDir, `backends-${scenario}.json`), JSON.stringify(await backends.stop()));
  }
  // the processes still running (a killed one's CPU is gone with it)
  const serversCpu = servers.map((server, i) => {
    const after = cpuSecondsOf(server);
    const before = serversCpuBefore[i];
    return after === null || before === null || before === undefined ? null : after - before;
  });
  log(`done in ${(result.durationMs / 1000).toFixed(1)} s, ${result.retries} retries ${JSON.stringify(result.retriedOn)}`);
  for (const [origin, queue] of Object.entries(result.generatorQueue))
    log(
      `generator's own queue for ${origin}: ${queue.calls} calls, at most ${queue.mostInFlight} in flight; ${queue.waited} waited for a connection (at most ${queue.mostWaiting} at once, mean ${(queue.waited ? queue.waitMsTotal / queue.waited : 0).toFixed(0)} ms, longest ${queue.longestWaitMs.toFixed(0)} ms)`,
    );
  const failedText = failedAttemptsText(result.failedAttempts);
  if (failedText) log(`attempts without an answer: ${failedText}`);

  const snapshot = await snapshotOf(servers, date, ticketsBefore);
  const violations = checkRush(result.answers, snapshot);
  const split = answerSplit(result.answers);
  log(`answers: ${JSON.stringify(split)}`);
  for (const violation of violations) console.error(`✘ ${violation.check}: ${violation.detail}`);
  if (violations.length === 0) log("✔ every check holds");
  if (result.staffFailures && Object.keys(result.staffFailures).length > 0)
    log(`staff calls not answered 200: ${JSON.stringify(result.staffFailures)}`);

  const ceiling = ceilingCreates > 0 ? await serverCeiling(servers, scenario) : null;
  if (ceiling) violations.push(...ceiling.violations.map((v) => ({ ...v, check: `server ceiling: ${v.check}` })));
  if (ceiling?.cpu) cpu.push(ceiling.cpu);

  let pgbench: RushRun["pgbench"] = null;
  if (target === "postgres" && !small && Number(flags.pgbench) > 0) {
    let window: [number, number] = [0, 0];
    pgbench = await runPgbench(process.env.DATABASE_URL!, {
      seconds: Number(flags.pgbench),
      clients: PGBENCH_CLIENTS,
      date,
      around: async (run) => {
        const from = cpuSampler!.mark();
        const answer = await run();
        window = [from, cpuSampler!.mark()];
        return answer;
      },
    });
    log(`pgbench: ${pgbench.tps.toFixed(0)} registrations/s (${pgbench.clients} clients, ${pgbench.seconds} s)`);
    const pgbenchCpu = account("pgbench", ...window, { creates: Math.round(pgbench.tps * pgbench.seconds) });
    if (pgbenchCpu) cpu.push(pgbenchCpu);
  }

  const run: RushRun = {
    label: `${target}${processes > 1 ? ` × ${processes}` : ""}${fault ? ` + ${fault}` : ""} · ${SCENARIOS[scenario].label}${long ? " · long" : ""}${nginx ? "" : " · direct"}`,
    scenario: SCENARIOS[scenario].label,
    via: nginx ? "nginx" : "direct",
    sessionsTried: SESSIONS_TRIED,
    createsByMinute: result.createsByMinute,
    metrics: samples,
    database,
    target,
    processes,
    poolSize: target === "postgres" ? poolSize : null,
    fault: faultNote || null,
    takenAt: new Date().toISOString(),
    load: { before: loadBefore, after: loadavg()[0]! },
    machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}`,
    options,
    seats,
    offered: offered.length,
    operators: Number(flags.operators),
    durationMs: result.durationMs,
    retries: result.retries,
    retriedOn: result.retriedOn,
    failedAttempts: result.failedAttempts,
    split,
    violations,
    latencies: latencyTable(result),
    timeline: result.timeline,
    burstCreatesPerSecond: burstRate(result, options),
    peakCreatesPerSecond: Math.max(0, ...result.timeline.map((s) => s.created + s.refused)),
    generatorCpuSeconds: (generatorCpu.user + generatorCpu.system) / 1e6,
    generatorCpu: { user: generatorCpu.user / 1e6, system: generatorCpu.system / 1e6, calls: requestCount(result) },
    serverCpu: serversCpu.every((seconds) => seconds !== null)
      ? { seconds: serversCpu.reduce((sum: number, seconds) => sum + seconds!, 0), requests: requestCount(result) }
      : null,
    pgbench,
    ceiling: ceiling && {
      creates: ceiling.creates,
      clients: ceiling.clients,
      durationMs: ceiling.durationMs,
      createsPerSecond: ceiling.createsPerSecond,
      latency: ceiling.latency,
      retries: ceiling.retries,
      split: ceiling.split,
      violations: ceiling.violations.length,
    },
    staffFailures: result.staffFailures,
    cpu,
  };
  printRun(run);
  return run;
}

/** What the database (SQL targets) or the staff API (the mock) holds for the pickup date after a run. */
async function snapshotOf(servers: ServerProcess[], date: string, ticketsBefore: number): Promise<Snapshot> {
  if (databaseUrl) return sqlSnapshot(databaseUrl, date, ticketsBefore);
  if (dataDir) {
    // the server flushes and closes PGlite on SIGTERM (graceful shutdown); then the checks open its folder
    await Promise.all(servers.map((server) => server.stop()));
    return pgliteSnapshot(dataDir, date, ticketsBefore);
  }
  const alive = servers.find((server) => server.child.exitCode === null && server.child.signalCode === null)!;
  const reader = await new Api(alive.base).signIn("superadmin", "antrean123");
  return { date, tickets: await ticketsOfMonth(reader, date), seats: await seatsFromBoard(reader, date), ticketsBefore };
}

/**
 * The server's ceiling for creates beside pgbench's (scripts/rush/ceiling.ts): on a fresh day with a seat for every
 * create, CEILING_CLIENTS in a closed loop through the morning's path; its answers checked as the morning's are.
 */
async function serverCeiling(servers: ServerProcess[], scenario: ScenarioName) {
  const { date, offered, ticketsBefore } = await prepareDay(servers, Math.ceil(ceilingCreates * 1.25), {
    monthlyLimited: false,
  });
  const from = cpuSampler!.mark();
  const result = await runCeiling({
    bases: nginx ? [nginx.url] : servers.map((server) => server.base),
    sessions: offered.map((session) => session.id),
    creates: ceilingCreates,
    clients: CEILING_CLIENTS,
    keyPrefix: `ceiling-${scenario}-${options.seed}`,
    seed: options.seed,
  });
  const cpu = account("ceiling", from, cpuSampler!.mark(), { creates: result.creates });
  const violations = checkRush(result.answers, await snapshotOf(servers, date, ticketsBefore));
  const split = answerSplit(result.answers);
  log(
    `server ceiling: ${result.createsPerSecond.toFixed(0)} creates/s (${result.clients} clients in a closed loop, ${result.created} of ${result.creates} creates answered 201 in ${(result.durationMs / 1000).toFixed(1)} s, p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms) ${JSON.stringify(split)}`,
  );
  for (const violation of violations) console.error(`✘ server ceiling: ${violation.check}: ${violation.detail}`);
  if (violations.length === 0) log("✔ every check holds for the ceiling's creates");
  return { ...result, split, violations, cpu };
}

/**
 * The morning's CPU by participant: the whole load; the burst (from the first arrival until the last of the burst's
 * citizens was answered: every arrival in that window counts, the burst's and the first of the rest); each whole
 * minute of a morning of two or more.
 */
function morningAccounts(result: LoadResult, citizens: { arrivalMs: number }[], from: number, to: number): CpuAccount[] {
  const arrived = (endMs: number, startMs = 0) =>
    citizens.filter((citizen) => citizen.arrivalMs >= startMs && citizen.arrivalMs < endMs).length;
  const createsIn = (endMs: number) =>
    result.timeline.slice(0, Math.ceil(endMs / 1000)).reduce((sum, second) => sum + second.created + second.refused, 0);
  const accounts = [
    account("morning", from, to, {
      citizens: citizens.length,
      creates: result.histograms.create.totalCount,
      calls: requestCount(result),
    }),
  ];
  if (options.burstSeconds > 0) {
    const burstAnswers = result.answers.slice(0, Math.ceil(options.citizens / 2)).map((answer) => answer?.atMs ?? 0);
    const burstEnd = Math.max(options.burstSeconds * 1000, ...burstAnswers);
    accounts.unshift(account("burst", from, from + burstEnd, { citizens: arrived(burstEnd), creates: createsIn(burstEnd) }));
  }
  const minutes = Math.floor(options.seconds / 60);
  if (minutes >= 2)
    for (let minute = 0; minute < minutes; minute++)
      accounts.push(
        account(`minute ${minute + 1}`, from + minute * 60_000, from + (minute + 1) * 60_000, {
          citizens: arrived((minute + 1) * 60_000, minute * 60_000),
          creates: result.createsByMinute[minute]?.creates,
        }),
      );
  return accounts.filter((account): account is CpuAccount => account !== null);
}

/** A V8 CPU profile of this process (the generator) through an inspector session, written where `stop` is told. */
async function startGeneratorProfile(): Promise<{ stop(file: string): Promise<string> }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    async stop(file) {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}

/** Every call the servers answered during the load (retries included; the derived rows left out). */
function requestCount(result: LoadResult): number {
  return CALLS.filter((name) => name !== "createInBurst" && name !== "citizen").reduce(
    (sum, name) => sum + result.histograms[name].totalCount,
    0,
  );
}

function latencyTable(result: LoadResult): RushRun["latencies"] {
  return CALLS.filter((name) => result.histograms[name].totalCount > 0).map((name) => {
    const h = result.histograms[name];
    const ms = (p: number) => h.getValueAtPercentile(p) / 1000;
    return { call: name, count: h.totalCount, p50: ms(50), p95: ms(95), p99: ms(99), max: h.maxValue / 1000 };
  });
}

/** Creates answered per second over the burst: the burst's arrivals' create answers ÷ the time until the last came. */
function burstRate(result: LoadResult, rush: RushOptions): number {
  if (rush.burstSeconds === 0) return 0;
  const burstAnswers = result.answers
    .slice(0, Math.ceil(rush.citizens / 2))
    .filter((answer) => answer?.step === "create")
    .map((answer) => answer!.atMs);
  if (burstAnswers.length === 0) return 0;
  return burstAnswers.length / (Math.max(...burstAnswers, rush.burstSeconds * 1000) / 1000);
}

/** What the lead reads off a run (issue 34 point 4): the burst's create p99, creates/s against pgbench, 5xx, checks. */
function printRun(run: RushRun): void {
  console.log(`\n${run.label}: ${run.options.citizens} citizens, ${run.seats} seats, ${(run.durationMs / 1000).toFixed(1)} s`);
  for (const row of run.latencies)
    console.log(
      `  ${row.call.padEnd(14)} n=${String(row.count).padStart(6)} p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms  max ${row.max.toFixed(1)} ms`,
    );
  const burst = run.latencies.find((row) => row.call === "createInBurst");
  if (burst) console.log(`  create p99 in the burst ${burst.p99.toFixed(0)} ms (target ≤ 250 ms)`);
  console.log(
    `  creates/s over the burst ${run.burstCreatesPerSecond.toFixed(0)} (open model: at most the arrivals' rate), peak second ${run.peakCreatesPerSecond}${run.pgbench ? `; burst ÷ pgbench (${run.pgbench.tps.toFixed(0)}/s) ${((run.burstCreatesPerSecond / run.pgbench.tps) * 100).toFixed(0)} %` : ""}`,
  );
  if (run.ceiling) console.log(`  ${ceilingText(run)}`);
  const answered = run.split["no answer"] ?? 0;
  const fiveXx = Object.entries(run.split)
    .filter(([label]) => /^(5\d\d|dropped)/.test(label))
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `  citizens answered ${run.options.citizens - answered} of ${run.options.citizens}, 5xx/dropped final answers ${fiveXx}, violations ${run.violations.length}`,
  );
  if (run.serverCpu) console.log(`  server CPU ${serverCpuText(run.serverCpu)}`);
  for (const line of [...cpuAccountLines(run.cpu ?? []), ...cpuArithmetic(run)]) console.log(`  ${line}`);
  console.log(`  generator CPU ${generatorCpuText(run)}`);
  const minutes = minutesText(run);
  if (minutes) console.log(`  ${minutes.replace(/\n/g, "\n  ")}`);
  else if (run.metrics && run.metrics.length > 0) {
    const peak = (pick: (sample: MetricsSample) => number) => Math.max(0, ...run.metrics!.map(pick));
    console.log(
      `  /metrics every 5 s: resident ≤ ${peak((m) => m.residentMb).toFixed(0)} MB, pool waiting ≤ ${peak((m) => m.poolWaiting)}, event-loop lag p99 ≤ ${peak((m) => m.eventLoopLagP99Ms).toFixed(0)} ms`,
    );
  }
}
