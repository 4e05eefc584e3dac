// `npm run bench:rush`: the 06:00 rush against a real server process, open model, then the exactly-once checks;
// figures written to docs/performance.md (a section per configuration and a table side by side). Helpers in
// scripts/rush/. Exits non-zero if a check breaks.
//
//   --target mock|pglite|postgres   what serves the API (default mock: the server on the memory store; pglite/postgres: the
//                                   server of scripts/serve.ts; postgres needs DATABASE_URL, a fresh database is
//                                   created beside it for the run)
//   --processes N                   server processes on one PostgreSQL, requests round-robin (default 1)
//   --pool N                        pg connections per process (DATABASE_POOL_SIZE; default 16 ÷ processes, at least
//                                   2: the 16 connections pgbench runs its ceiling with, shared out — docs/deploy.md)
//   --citizens N --seconds S --burst B   N citizens over S seconds, half in the first B (default 10000, 60, 5)
//   --seats N                       seats for the pickup date, spread evenly over the offered sessions by setting
//                                   their quotas through the staff API (default 90 % of the citizens)
//   --operators N --staff-every S   staff paging /queues and the capacity board (default 3 every 3 s)
//   --fault pg-restart|kill-process --fault-at S   a fault S seconds into the run (default none; at 3 s)
//   --pgbench S                     also run scripts/rush/register.pgbench.sql for S seconds (postgres; default 15)
//   --small                         a few hundred citizens, checks only, nothing written (npm test)
//   --port N                        first server port (default 4700)
//   --no-write                      print, don't write docs/performance.md
//   --cost-per-call N               instead of the rush: each of the citizen's four calls alone, N times at
//                                   --cost-rate calls/s (default 300), and the servers' CPU per call of each kind
//                                   (scripts/rush/cost.ts); printed, nothing written, no checks
//   --cpu-prof DIR                  each server process writes a V8 CPU profile into DIR when it stops (node --cpu-prof;
//                                   open it in Chrome DevTools' Performance panel)
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { answerSplit, checkRush, type Snapshot } from "./rush/checks";
import { Api, freezeAll, offeredSessions, scheduledDate, seatsFromBoard, setQuotas, ticketsOfMonth } from "./rush/api";
import { callCosts } from "./rush/cost";
import { CALLS, runLoad, type LoadResult } from "./rush/load";
import { prepareMonthlyLimit } from "./rush/prepare";
import { DEFAULT_RUSH, monthlyLimitCount, rushSchedule, type RushOptions } from "./rush/scenario";
import { cpuSecondsOf, startServer, type ServerProcess, type TargetKind } from "./rush/targets";
import { failedAttemptsText, serverCpuText, writeRushReport, type RushRun } from "./rush/report";
import { createRunDatabase, dropDatabase, pgliteSnapshot, restartPostgres, runPgbench, sqlSnapshot } from "./rush/postgres";

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
    small: { type: "boolean", default: false },
    port: { type: "string", default: "4700" },
    "no-write": { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
    "cost-per-call": { type: "string" },
    "cost-rate": { type: "string", default: "300" },
    at: { type: "string", default: "2026-03-11T06:00:00+07:00" },
  },
});

/** pgbench's connections: the database's best on this 2-core machine; the servers' pools share out as many. */
const PGBENCH_CLIENTS = 16;

const target = flags.target as TargetKind;
if (!["mock", "pglite", "postgres"].includes(target)) throw new Error(`--target mock|pglite|postgres, not ${target}`);
const processes = Number(flags.processes);
const poolSize = Number(flags.pool ?? Math.max(2, Math.round(PGBENCH_CLIENTS / processes)));
if (processes > 1 && target !== "postgres") throw new Error("more than one process needs one shared database: --target postgres");
const fault = flags.fault as "pg-restart" | "kill-process" | undefined;
if (fault === "pg-restart" && target !== "postgres") throw new Error("--fault pg-restart needs --target postgres");
if (fault === "kill-process" && processes < 2) throw new Error("--fault kill-process needs --processes 2 or more");
const small = flags.small;
const options: RushOptions = {
  ...DEFAULT_RUSH,
  citizens: Number(flags.citizens ?? (small ? 300 : DEFAULT_RUSH.citizens)),
  seconds: Number(flags.seconds ?? (small ? 3 : DEFAULT_RUSH.seconds)),
  burstSeconds: Number(flags.burst ?? (small ? 1 : DEFAULT_RUSH.burstSeconds)),
};
const costCalls = flags["cost-per-call"] === undefined ? 0 : Number(flags["cost-per-call"]);
// a cost run's creates (the warm-up's fifth too) find a seat each
const seats = Number(flags.seats ?? Math.max(Math.ceil(costCalls * 1.25), Math.round(options.citizens * 0.9)));
const write = !small && !flags["no-write"] && costCalls === 0;
const firstPort = Number(flags.port);
const loadBefore = loadavg()[0]!;

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
const nodeArgs = flags["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${flags["cpu-prof"]}`] : [];
const servers: ServerProcess[] = [];
try {
  // one at a time: the first migrates and seeds an empty database, the others find it ready
  for (let i = 0; i < processes; i++) servers.push(await startServer(target, firstPort + i, env, nodeArgs));
  log(`${servers.length} ${target} server process(es) on ${servers.map((s) => s.port).join(", ")}`);
  process.exitCode = await rush(servers);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(process.env.DATABASE_URL!, databaseUrl);
}

async function rush(servers: ServerProcess[]): Promise<number> {
  const apis = servers.map((server) => new Api(server.base));
  const control = apis[0]!;
  // A fresh seed relative to the run's day, then the run's instant on every process's clock.
  await freezeAll(apis, flags.at);
  await control.call("POST", "/__mock/reset", { tickets: small ? 500 : 3000 });
  const date = await scheduledDate(control);
  const limited = monthlyLimitCount(options);
  const preparedOn = await prepareMonthlyLimit(apis, date, limited);
  log(
    `${limited} citizens at their monthly limit: five tickets each on ${preparedOn.join(", ")} (through the API, the clock moved)`,
  );
  await freezeAll(apis, flags.at);

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

  if (costCalls > 0) {
    const costs = await callCosts(servers, offered, { calls: costCalls, perSecond: Number(flags["cost-rate"]) });
    console.log(
      `\nServer CPU per call (${servers.length} process(es), ${costCalls} calls of each kind at ${flags["cost-rate"]}/s, load ${loadavg()[0]!.toFixed(1)}):`,
    );
    for (const cost of costs)
      console.log(
        `  ${cost.call.padEnd(14)} ${cost.msPerCall.toFixed(3)} ms a call (${cost.cpuSeconds.toFixed(2)} s for ${cost.calls}; ${JSON.stringify(cost.statuses)})`,
      );
    return 0;
  }

  const citizens = rushSchedule(options, offered.length);
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
    `${options.citizens} citizens over ${options.seconds} s (half in ${options.burstSeconds} s)${fault ? `, fault ${fault} at ${faultAt / 1000} s` : ""}`,
  );
  const cpuBefore = process.cpuUsage();
  const serversCpuBefore = servers.map(cpuSecondsOf);
  const result = await runLoad({
    bases: servers.map((server) => server.base),
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
  // the processes still running (a killed one's CPU is gone with it)
  const serversCpu = servers.map((server, i) => {
    const after = cpuSecondsOf(server);
    const before = serversCpuBefore[i];
    return after === null || before === null || before === undefined ? null : after - before;
  });
  log(`done in ${(result.durationMs / 1000).toFixed(1)} s, ${result.retries} retries ${JSON.stringify(result.retriedOn)}`);
  const failedText = failedAttemptsText(result.failedAttempts);
  if (failedText) log(`attempts without an answer: ${failedText}`);

  const alive = servers.find((server) => server.child.exitCode === null && server.child.signalCode === null)!;
  const snapshot: Snapshot = databaseUrl
    ? await sqlSnapshot(databaseUrl, date, ticketsBefore)
    : dataDir
      ? await (async () => {
          // the server flushes and closes PGlite on SIGTERM (graceful shutdown); then the checks open its folder
          await Promise.all(servers.map((server) => server.stop()));
          return pgliteSnapshot(dataDir, date, ticketsBefore);
        })()
      : await (async () => {
          const reader = await new Api(alive.base).signIn("superadmin", "antrean123");
          return { date, tickets: await ticketsOfMonth(reader, date), seats: await seatsFromBoard(reader, date), ticketsBefore };
        })();
  const violations = checkRush(result.answers, snapshot);
  const split = answerSplit(result.answers);
  log(`answers: ${JSON.stringify(split)}`);
  for (const violation of violations) console.error(`✘ ${violation.check}: ${violation.detail}`);
  if (violations.length === 0) log("✔ every check holds");
  if (result.staffFailures && Object.keys(result.staffFailures).length > 0)
    log(`staff calls not answered 200: ${JSON.stringify(result.staffFailures)}`);

  let pgbench: RushRun["pgbench"] = null;
  if (target === "postgres" && !small && Number(flags.pgbench) > 0) {
    pgbench = await runPgbench(process.env.DATABASE_URL!, { seconds: Number(flags.pgbench), clients: PGBENCH_CLIENTS, date });
    log(`pgbench: ${pgbench.tps.toFixed(0)} registrations/s (${pgbench.clients} clients, ${pgbench.seconds} s)`);
  }

  const run: RushRun = {
    label: `${target}${processes > 1 ? ` × ${processes}` : ""}${fault ? ` + ${fault}` : ""}`,
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
    serverCpu: serversCpu.every((seconds) => seconds !== null)
      ? { seconds: serversCpu.reduce((sum: number, seconds) => sum + seconds!, 0), requests: requestCount(result) }
      : null,
    pgbench,
    staffFailures: result.staffFailures,
  };
  printRun(run);
  if (write) await writeRushReport(run);
  return violations.length > 0 ? 1 : 0;
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
  const burstAnswers = result.answers
    .slice(0, Math.ceil(rush.citizens / 2))
    .filter((answer) => answer?.step === "create")
    .map((answer) => answer!.atMs);
  if (burstAnswers.length === 0) return 0;
  return burstAnswers.length / (Math.max(...burstAnswers, rush.burstSeconds * 1000) / 1000);
}

function printRun(run: RushRun): void {
  console.log(`\n${run.label}: ${run.options.citizens} citizens, ${(run.durationMs / 1000).toFixed(1)} s`);
  for (const row of run.latencies)
    console.log(
      `  ${row.call.padEnd(14)} n=${String(row.count).padStart(6)} p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms  max ${row.max.toFixed(1)} ms`,
    );
  console.log(`  creates/s over the burst ${run.burstCreatesPerSecond.toFixed(0)}, peak second ${run.peakCreatesPerSecond}`);
  if (run.serverCpu) console.log(`  server CPU ${serverCpuText(run.serverCpu)}`);
}
