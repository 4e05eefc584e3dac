import { describe, expect, it } from "vitest";
import type { CpuAccount } from "./participants";
import type { DatabaseSample } from "./postgres";
import { cpuArithmetic, cpuTables, databaseMinutes, minutesText, rushSection, withRun, type RushRun } from "./report";
import { DEFAULT_RUSH, LONG_MORNING } from "./scenario";

const sample = (atMs: number, walBytes: number, checkpoints: number, autovacuums: number): DatabaseSample => ({
  atMs,
  checkpoints,
  checkpointBuffers: 0,
  walBytes,
  autovacuums,
  ticketsBytes: atMs * 10,
});

describe("PostgreSQL's upkeep by minute (the long morning)", () => {
  it("puts each minute's WAL over its creates, with the checkpoints and autovacuums that completed in it", () => {
    const samples = [sample(10, 0, 4, 1), sample(60_020, 1024 * 600, 4, 1), sample(120_005, 1024 * 1800, 5, 3)];
    expect(databaseMinutes(samples, [{ creates: 300 }, { creates: 400 }])).toBe(
      "\nPostgreSQL by minute: WAL 2.0, 3.0 kB a create; checkpoints completed 0, 1; autovacuum/analyze runs 0, 2; tickets table 0.6, 1.1 MB at the minute's end.",
    );
  });

  it("shows the tickets' p99 beside all creates', minute by minute: a minute of refusals is other work", () => {
    const text = minutesText({
      options: { seconds: 120 } as RushRun["options"],
      createsByMinute: [
        { creates: 600, p99: 8, tickets: 500, ticketsP99: 9 },
        { creates: 600, p99: 12, tickets: 0, ticketsP99: 0 },
      ],
    });
    expect(text).toContain("First minute 8.0 ms, last 12 ms: 1.50×");
    expect(text).toContain("Of them answered 201 (a ticket): 9.0 (500), — (0) ms.");
  });

  it("says nothing where the samples do not cover the minutes (not PostgreSQL)", () => {
    expect(databaseMinutes([], [{ creates: 1 }, { creates: 1 }])).toBe("");
  });
});

describe("who used the cores, as tables", () => {
  const account = (phase: string, wallSeconds: number, node: number, per?: CpuAccount["per"]): CpuAccount => ({
    phase,
    wallSeconds,
    load: 1.5,
    per,
    participants: [
      { name: "node :1", seconds: node },
      { name: "PostgreSQL", seconds: 2, kinds: { backends: 1.5, checkpointer: 0.5 } },
    ],
    machineSeconds: node + 3,
    cores: 2,
  });

  it("gives each participant's cores per phase, PostgreSQL by kind, and its CPU per citizen and create", () => {
    const text = cpuTables([
      account("burst", 10, 8, { citizens: 4000, creates: 2000, calls: 8000 }),
      account("ceiling", 4, 4, { creates: 4000 }),
    ]);
    expect(text.split("\n")).toEqual([
      "| Cores (CPU s) | burst (10 s, load 1.5) | ceiling (4 s, load 1.5) |",
      "|---|---:|---:|",
      "| node :1 | 0.80 (8.0 s) | 1.00 (4.0 s) |",
      "| PostgreSQL | 0.20 (2.0 s) | 0.50 (2.0 s) |",
      "| · backends | 0.15 (1.5 s) | 0.38 (1.5 s) |",
      "| · checkpointer | 0.05 (0.5 s) | 0.13 (0.5 s) |",
      "| others on the machine | 0.10 (1.0 s) | 0.25 (1.0 s) |",
      "| machine, of 2 cores | 1.10 (11.0 s) | 1.75 (7.0 s) |",
      "",
      "| ms of CPU | burst: a citizen | burst: a create | burst: a call | ceiling: a create |",
      "|---|---:|---:|---:|---:|",
      "| node :1 | 2.000 | 4.000 | 1.000 | 1.000 |",
      "| PostgreSQL | 0.500 | 1.000 | 0.250 | 0.500 |",
      "| · backends | 0.375 | 0.750 | 0.188 | 0.375 |",
      "| · checkpointer | 0.125 | 0.250 | 0.063 | 0.125 |",
      "| others on the machine | 0.250 | 0.500 | 0.125 | 0.250 |",
    ]);
  });

  it("gives each participant's minor faults per citizen and create where the sampler counted them", () => {
    const counted: CpuAccount = {
      ...account("burst", 10, 8, { citizens: 4000 }),
      participants: [
        { name: "node :1", seconds: 8, faults: 12_000 },
        { name: "PostgreSQL", seconds: 2, kinds: { backends: 2 }, faults: 2_000, faultKinds: { backends: 2_000 } },
      ],
    };
    expect(cpuTables([counted]).split("\n").slice(-5)).toEqual([
      "| Minor page faults | burst: a citizen |",
      "|---|---:|",
      "| node :1 | 3.0 |",
      "| PostgreSQL | 0.5 |",
      "| · backends | 0.5 |",
    ]);
    expect(cpuTables([account("burst", 10, 8, { citizens: 4000 })])).not.toContain("Minor page faults");
  });
});

describe("what the CPU account says of the targets", () => {
  const phase = (name: string, wallSeconds: number, seconds: Record<string, number>, per: CpuAccount["per"]): CpuAccount => ({
    phase: name,
    wallSeconds,
    per,
    participants: Object.entries(seconds).map(([participant, s]) => ({ name: participant, seconds: s })),
    machineSeconds: 2 * wallSeconds,
    cores: 2,
  });

  it("puts the burst's CPU per citizen against its arrivals, and the ceiling against pgbench at equal shares", () => {
    const run = {
      options: { citizens: 10_000, burstSeconds: 5 } as RushRun["options"],
      ceiling: { createsPerSecond: 400 } as RushRun["ceiling"],
      pgbench: { tps: 1600 } as RushRun["pgbench"],
      cpu: [
        phase("burst", 10, { generator: 2, node: 6, PostgreSQL: 2 }, { citizens: 5000, creates: 6000 }),
        phase("ceiling", 10, { generator: 0.4, node: 2, PostgreSQL: 1.6 }, { creates: 4000 }),
        phase("pgbench", 10, { PostgreSQL: 8, "pgbench (client)": 0 }, { creates: 16_000 }),
      ],
    };
    expect(cpuArithmetic(run)).toEqual([
      "The burst asked for 2.00 ms of CPU a citizen (generator 0.40, node 1.20, PostgreSQL 0.40) × 1000 arrivals/s = 2.00 cores of 2; kept ≤ 70 % busy, 2 cores serve 1.40 ms a citizen.",
      "The ceiling at equal shares of the machine: pgbench's 0.500 ms a registration ÷ the stack's 1.000 ms a create = 50 % (measured 25 %, with 0.40 cores busy for the ceiling and 0.80 for pgbench); 50 % wants the stack at ≤ 1.000 ms a create.",
    ]);
    expect(cpuArithmetic({ ...run, cpu: [] })).toEqual([]);
  });
});

describe("the table of every configuration's last run", () => {
  const run = (label: string, takenAt: string, extra: Partial<RushRun>): RushRun => ({
    label,
    scenario: "oversubscribed",
    via: "nginx",
    target: "postgres",
    processes: 1,
    fault: null,
    takenAt,
    load: { before: 1, after: 1 },
    machine: "2 × test",
    options: DEFAULT_RUSH,
    seats: 2000,
    offered: 18,
    operators: 3,
    durationMs: 60_000,
    retries: 0,
    retriedOn: {},
    split: { "201": 1952 },
    violations: [],
    latencies: [],
    timeline: [],
    burstCreatesPerSecond: 700,
    peakCreatesPerSecond: 900,
    generatorCpuSeconds: 1,
    pgbench: null,
    staffFailures: {},
    ...extra,
  });
  const pgbench = (tps: number) => ({ tps, hotTps: tps / 2, clients: 4, seconds: 15, latencyMs: 0.9 });
  const cells = (table: string, label: string) =>
    table
      .split("\n")
      .find((line) => line.startsWith(`| ${label} |`))!
      .split(" | ");
  const PGBENCH_COLUMN = 12;

  it("keeps the long morning under its configuration's plain row, whichever was written last", () => {
    const plain = run("postgres · oversubscribed", "2026-11-30T07:00:00Z", {});
    const long = run("postgres · oversubscribed · long", "2026-11-30T07:45:00Z", {
      options: { ...DEFAULT_RUSH, ...LONG_MORNING },
    });
    const labels = (runs: RushRun[]) => runs.map((r) => r.label);
    expect(labels(withRun([plain], long))).toEqual([plain.label, long.label]);
    expect(labels(withRun([long], plain))).toEqual([plain.label, long.label]);
  });

  it("gives each row its own run's pgbench and ratios, never another row's of the same target", () => {
    const table = rushSection([
      run("postgres · oversubscribed · long", "2026-11-29T15:40:14Z", {}),
      run("postgres · oversubscribed", "2026-11-30T05:16:44Z", {
        pgbench: pgbench(4613),
        ceiling: {
          creates: 4000,
          clients: 16,
          durationMs: 2448,
          createsPerSecond: 1634,
          latency: { p50: 9, p99: 30, max: 41 },
          retries: 0,
          split: { "201": 4000 },
          violations: 0,
        },
      }),
      run("postgres × 2 · oversubscribed", "2026-11-29T15:41:59Z", { processes: 2, pgbench: pgbench(5218) }),
    ]);
    // pgbench tps, burst ÷ pgbench, ceiling, ceiling ÷ pgbench
    expect(cells(table, "postgres · oversubscribed · long").slice(PGBENCH_COLUMN, PGBENCH_COLUMN + 4)).toEqual([
      "—",
      "—",
      "—",
      "—",
    ]);
    expect(cells(table, "postgres · oversubscribed").slice(PGBENCH_COLUMN, PGBENCH_COLUMN + 4)).toEqual([
      "4613",
      "15 %",
      "1634",
      "35 %",
    ]);
    expect(cells(table, "postgres × 2 · oversubscribed").slice(PGBENCH_COLUMN, PGBENCH_COLUMN + 4)).toEqual([
      "5218",
      "13 %",
      "—",
      "—",
    ]);
  });
});
