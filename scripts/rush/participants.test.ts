import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import {
  accountBetween,
  CpuLedger,
  faultsTable,
  othersSeconds,
  parseMachine,
  parseStat,
  postgresKind,
  readProcTrees,
  type ProcInfo,
} from "./participants";

const proc = (pid: number, ppid: number, own: number, reaped = 0, title = ""): ProcInfo => ({ pid, ppid, own, reaped, title });
const table = (...infos: ProcInfo[]) => new Map(infos.map((info) => [info.pid, info]));
const machine = (busy: number) => ({ busy, all: busy * 2 });

describe("reading /proc", () => {
  it("takes the parent and the CPU fields after the command, whatever the command holds", () => {
    const line =
      "4242 (postgres: a (b) c) S 4200 4242 4242 0 -1 4194560 900 0 0 0 1500 250 30 12 20 0 1 0 123 456 789 18446744073709551615";
    expect(parseStat(line)).toEqual({ pid: 4242, ppid: 4200, own: 1750, reaped: 42, faults: 900, reapedFaults: 0 });
  });

  it("counts the machine's busy time without idle and iowait", () => {
    expect(parseMachine("cpu  100 5 50 1000 20 1 9 3 0 0\ncpu0 1 1 1 1 1 1 1 1 0 0\n")).toEqual({ busy: 168, all: 1188 });
  });

  it("names PostgreSQL's processes by their title", () => {
    expect(postgresKind("/usr/lib/postgresql/15/bin/postgres -D /tmp/x/data -p 6790")).toBe("postmaster");
    expect(postgresKind("postgres: postgres antrean_rush_x 127.0.0.1(41000) idle")).toBe("backends");
    expect(postgresKind("postgres: checkpointer")).toBe("checkpointer");
    expect(postgresKind("postgres: autovacuum worker antrean_rush_x")).toBe("autovacuum");
    expect(postgresKind("postgres: autovacuum launcher")).toBe("autovacuum");
    expect(postgresKind("postgres: walwriter")).toBe("bgwriter + walwriter");
    expect(postgresKind("postgres: logical replication launcher")).toBe("other background");
  });
});

describe("reading the participants' trees", () => {
  it("finds a root's children and grandchildren, and nothing outside its tree", async () => {
    // a shell that starts a sleep and waits for it: this process → sh → sleep
    const shell = spawn("sh", ["-c", "sleep 30 & echo started; wait"], { stdio: ["ignore", "pipe", "ignore"] });
    let sleeper: ProcInfo | undefined;
    try {
      await once(shell.stdout!, "data");
      const table = readProcTrees([process.pid]);
      sleeper = [...table.values()].find((info) => info.ppid === shell.pid);
      expect(table.get(shell.pid!)?.ppid).toBe(process.pid);
      expect(sleeper).toBeDefined();
      // every process found descends from the root
      const descends = (pid: number): boolean => pid === process.pid || (table.has(pid) && descends(table.get(pid)!.ppid));
      expect([...table.keys()].every(descends)).toBe(true);
      expect(table.has(process.ppid)).toBe(false);
      // a root that is gone is no error, and adds nothing
      expect(readProcTrees([2 ** 22 + 1]).size).toBe(0);
    } finally {
      if (sleeper) process.kill(sleeper.pid);
      shell.kill();
    }
  });
});

describe("a participant's CPU across samples", () => {
  it("keeps an exited child's time: the root's reaped time carries it, the kinds keep what was seen", () => {
    const ledger = new CpuLedger([{ name: "PostgreSQL", root: 10, kindOf: postgresKind }]);
    const pm = "/usr/lib/postgresql/15/bin/postgres -D d";
    const backend = "postgres: u db 127.0.0.1(1) idle";
    const first = ledger.sample(
      table(proc(10, 1, 5, 0, pm), proc(11, 10, 100, 0, backend), proc(12, 10, 7, 0, "postgres: checkpointer")),
      machine(0),
      0,
    );
    expect(first.ticks.PostgreSQL).toBe(112);
    // the backend used 30 more ticks after it was last seen, then exited: the postmaster waited for it (130 reaped)
    const second = ledger.sample(table(proc(10, 1, 6, 130, pm), proc(12, 10, 9, 0, "postgres: checkpointer")), machine(0), 1000);
    expect(second.ticks.PostgreSQL).toBe(6 + 9 + 130);
    expect(second.kinds.PostgreSQL).toEqual({ backends: 100, checkpointer: 9, postmaster: 36 });
    const account = accountBetween([first, second], 0, 1000, "x", 2)!;
    expect(account.participants[0]!.seconds).toBeCloseTo(0.33);
    expect(account.participants[0]!.kinds).toEqual({ backends: 0, checkpointer: 0.02, postmaster: 0.31 });
  });

  it("a member keeps its kind while it exits (a zombie has no title)", () => {
    const ledger = new CpuLedger([{ name: "PostgreSQL", root: 10, kindOf: postgresKind }]);
    const pm = "/usr/lib/postgresql/15/bin/postgres -D d";
    ledger.sample(table(proc(10, 1, 5, 0, pm), proc(11, 10, 100, 0, "postgres: u db 127.0.0.1(1) SELECT")), machine(0), 0);
    const exiting = ledger.sample(table(proc(10, 1, 5, 0, pm), proc(11, 10, 120, 0, "")), machine(0), 1000);
    expect(exiting.kinds.PostgreSQL).toEqual({ backends: 120, postmaster: 5 });
  });

  it("a member first seen with its parent's title (a fork not yet named) takes its own kind once it has a title", () => {
    const ledger = new CpuLedger([{ name: "PostgreSQL", root: 10, kindOf: postgresKind }]);
    const pm = "/usr/lib/postgresql/15/bin/postgres -D d";
    const forked = ledger.sample(table(proc(10, 1, 5, 0, pm), proc(11, 10, 1, 0, pm)), machine(0), 0);
    expect(forked.kinds.PostgreSQL).toEqual({ postmaster: 6 });
    const named = ledger.sample(
      table(proc(10, 1, 5, 0, pm), proc(11, 10, 50, 0, "postgres: u db 127.0.0.1(1) idle")),
      machine(0),
      1000,
    );
    expect(named.kinds.PostgreSQL).toEqual({ backends: 50, postmaster: 5 });
  });

  it("leaves out the subtrees that are participants of their own, and a root's children when told to", () => {
    const ledger = new CpuLedger([
      { name: "generator", root: 1, descendants: false },
      { name: "pgbench", root: 1, own: false, exclude: [2] },
      { name: "node", root: 2 },
    ]);
    const sample = ledger.sample(table(proc(1, 0, 500, 40), proc(2, 1, 300), proc(3, 2, 20), proc(4, 1, 60)), machine(0), 0);
    expect(sample.ticks).toEqual({ generator: 500, pgbench: 40 + 60, node: 320 });
  });

  it("a killed root keeps what it was last counted at", () => {
    const ledger = new CpuLedger([{ name: "node", root: 2 }]);
    ledger.sample(table(proc(2, 1, 300)), machine(0), 0);
    expect(ledger.sample(table(), machine(0), 1000).ticks.node).toBe(300);
  });
});

describe("a participant's minor faults", () => {
  it("are kept by participant and kind as its CPU is, an exited backend's in the postmaster's cminflt", () => {
    const withFaults = (info: ProcInfo, faults: number, reapedFaults = 0): ProcInfo => ({ ...info, faults, reapedFaults });
    const pm = "/usr/lib/postgresql/15/bin/postgres -D d";
    const backend = "postgres: u db 127.0.0.1(1) idle";
    const specs = [{ name: "PostgreSQL", root: 10, kindOf: postgresKind }];
    const cpu = new CpuLedger(specs);
    const faults = new CpuLedger(specs);
    const tables = [
      table(withFaults(proc(10, 1, 5, 0, pm), 1000), withFaults(proc(11, 10, 100, 0, backend), 4000)),
      table(withFaults(proc(10, 1, 6, 130, pm), 1100, 4600)),
    ];
    const samples = tables.map((t, i) => {
      const sample = cpu.sample(t, machine(0), i * 1000);
      const counted = faults.sample(faultsTable(t), machine(0), i * 1000);
      sample.faults = { counts: counted.ticks, kinds: counted.kinds };
      return sample;
    });
    expect(samples[0]!.faults).toEqual({
      counts: { PostgreSQL: 5000 },
      kinds: { PostgreSQL: { backends: 4000, postmaster: 1000 } },
    });
    const account = accountBetween(samples, 0, 1000, "x", 2)!;
    expect(account.participants[0]).toMatchObject({
      seconds: 0.31,
      faults: 700,
      faultKinds: { backends: 0, postmaster: 700 },
    });
  });
});

describe("a window's account", () => {
  it("takes the samples around the window and says what no participant used", () => {
    const ledger = new CpuLedger([{ name: "a", root: 1 }]);
    const samples = [
      ledger.sample(table(proc(1, 0, 0)), machine(1000), 0),
      ledger.sample(table(proc(1, 0, 100)), machine(1150), 1000),
      ledger.sample(table(proc(1, 0, 250)), machine(1400), 2000),
    ];
    const account = accountBetween(samples, 1000, 2000, "late", 2)!;
    expect(account).toMatchObject({ wallSeconds: 1, machineSeconds: 2.5, participants: [{ name: "a", seconds: 1.5 }] });
    expect(othersSeconds(account)).toBeCloseTo(1);
    expect(accountBetween(samples, 500, 1500, "mid", 2)).toMatchObject({ wallSeconds: 2 });
    expect(accountBetween(samples.slice(0, 1), 0, 1000, "none", 2)).toBeNull();
  });
});
