/**
 * Who uses the machine's cores during a rush (issue 34): the generator, nginx (master and workers), each Node process,
 * PostgreSQL (postmaster, backends, checkpointer, autovacuum…), the pgbench client, and the rest of the machine,
 * sampled from /proc every second so that any window of the run (the burst, a minute of the long morning, the
 * ceiling, pgbench) can be accounted afterwards.
 *
 * A participant is a process tree. Its CPU so far is the live members' own time plus the time of the children its
 * root has reaped (cutime + cstime of /proc/PID/stat): a PostgreSQL backend or an autovacuum worker that exits is
 * then still counted, in full, by the postmaster that waited for it. Within a tree the time is split by kind (from the
 * process title: a backend, the checkpointer…) as far as it was seen live; what an exited child did after the last
 * sample goes to the root's kind. Linux only; every figure is user + system time in seconds (USER_HZ ticks ÷ 100).
 */
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
export const TICKS_PER_SECOND = 100;

export type ProcInfo = {
  pid: number;
  ppid: number;
  /** utime + stime: the process's own CPU, ticks */
  own: number;
  /** cutime + cstime: the children it has waited for, ticks */
  reaped: number;
  /** minflt: its minor page faults (a page touched for the first time, or given back and touched again) */
  faults?: number;
  /** cminflt: the minor faults of the children it has waited for */
  reapedFaults?: number;
  /** its title (cmdline, NULs as spaces); "" when not read */
  title: string;
};

/**
 * One line of /proc/PID/stat, its fields by their number in proc(5): ppid 4, utime…cstime 14–17 (the command may hold
 * spaces and parentheses: fields are counted after the last ")").
 */
export function statFields(text: string): (field: number) => number {
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // the slice starts at field 3 (state)
  return (field) => Number(fields[field - 3]);
}

/** One line of /proc/PID/stat as the accounting reads it: CPU ticks, and minor faults (minflt 10, cminflt 11). */
export function parseStat(text: string): Omit<ProcInfo, "title"> {
  const n = statFields(text);
  return {
    pid: Number(text.slice(0, text.indexOf(" "))),
    ppid: n(4),
    own: n(14) + n(15),
    reaped: n(16) + n(17),
    faults: n(10),
    reapedFaults: n(11),
  };
}

/**
 * The same trees with each member's minor faults in place of its CPU ticks, so that a second CpuLedger keeps the faults
 * by participant and kind exactly as the first keeps the CPU (an exited child's faults in its parent's cminflt). On a
 * host whose page faults are dear (a VM that hands freed memory back to its host: ~15 µs a fault, issue 34 session 22),
 * how often each participant faults is part of its CPU a call.
 */
export function faultsTable(table: ProcTable): ProcTable {
  const faults: ProcTable = new Map();
  for (const [pid, info] of table)
    faults.set(pid, { pid, ppid: info.ppid, own: info.faults ?? 0, reaped: info.reapedFaults ?? 0, title: info.title });
  return faults;
}

/** The machine's busy and total ticks over every core since boot (/proc/stat's first line). */
export function parseMachine(text: string): { busy: number; all: number } {
  const [, ...values] = text.slice(0, text.indexOf("\n")).trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already inside user
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  return { busy, all: busy + idle! + iowait! };
}

export type ParticipantSpec = {
  name: string;
  root: number;
  /** count the root's own time (false: only what it started, e.g. the bench's pgbench) */
  own?: boolean;
  /** count the root's descendants, live and reaped (false: the root alone, e.g. the generator beside its children) */
  descendants?: boolean;
  /** subtrees left out (the bench's server processes are its children, but participants of their own) */
  exclude?: number[];
  /** the kind of a member from its title (PostgreSQL: backend, checkpointer…); the root's kind takes the unseen rest */
  kindOf?: (title: string) => string;
};

/** A PostgreSQL process by its title (update_process_title: "postgres: checkpointer", "postgres: user db host(port) idle"). */
export function postgresKind(title: string): string {
  const role = title.replace(/^postgres:\s*/, "").trim();
  if (/^autovacuum/.test(role)) return "autovacuum";
  if (/^checkpointer/.test(role)) return "checkpointer";
  if (/^(background writer|walwriter|wal writer)/.test(role)) return "bgwriter + walwriter";
  if (!title.startsWith("postgres:")) return "postmaster";
  // a client's backend: "user database host(port) state"
  if (/^\S+ \S+ \S+/.test(role) && !/launcher|logger|collector|archiver/.test(role)) return "backends";
  return "other background";
}

export type CpuSample = {
  /** ms after the sampler started */
  atMs: number;
  /** each participant's CPU so far, ticks */
  ticks: Record<string, number>;
  /** each participant's ticks by kind (only participants with kindOf) */
  kinds: Record<string, Record<string, number>>;
  machine: { busy: number; all: number };
  /** the 1-minute load average when taken (the sampler's; 0 in tests) */
  load?: number;
  /** each participant's minor faults so far, and by kind, as `ticks` and `kinds` (the sampler's; absent in tests) */
  faults?: { counts: Record<string, number>; kinds: Record<string, Record<string, number>> };
};

export type ProcTable = Map<number, ProcInfo>;

/**
 * The stat of each root and of every process below it, found through /proc/PID/task/PID/children (the processes each
 * one's main thread started): the participants' trees only, not every process of the machine. Reading all of /proc
 * once a second cost the generator 2.45–2.65 ms a sample on a machine of about 210 processes (issue 34, session 19), and
 * the generator is itself measured. The participants start their children from their main thread (Node's
 * child_process, PostgreSQL's postmaster, nginx's master, the bench's pgbench), so the main thread's list is the
 * whole of it; a process gone between two reads is left out, and its time is in its parent's reaped time.
 */
export function readProcTrees(roots: readonly number[]): ProcTable {
  const table: ProcTable = new Map();
  const pending = [...roots];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    if (table.has(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone between its parent's list and the read
    }
    // a literal, not a spread: a spread makes V8 11 a fresh hidden class each time (load.ts runLoad's `finish`)
    const { pid: statPid, ppid, own, reaped, faults, reapedFaults } = parseStat(stat);
    table.set(pid, { pid: statPid, ppid, own, reaped, faults, reapedFaults, title: "" });
    let children: string;
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8");
    } catch (error) {
      // gone since its stat was read; a kernel without the children list (CONFIG_PROC_CHILDREN) would silently leave
      // every participant's workers out of the account: say so instead
      if (existsSync(`/proc/${pid}`)) throw new Error(`no /proc/${pid}/task/${pid}/children on this kernel`, { cause: error });
      continue;
    }
    for (const child of children.split(" ")) if (child) pending.push(Number(child));
  }
  return table;
}

/** A process's title from /proc/PID/cmdline (NULs as spaces); "" when it is gone. */
export function readTitle(info: ProcInfo): string {
  if (info.title) return info.title;
  try {
    return readFileSync(`/proc/${info.pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
  } catch {
    return "";
  }
}

/**
 * Keeps each participant's CPU so far across samples: members that exit keep, by kind, what they were last seen to
 * have used (their whole time is in the root's reaped time once it waits for them).
 */
export class CpuLedger {
  private lastSeen = new Map<string, Map<number, { kind: string; own: number }>>();
  private departed = new Map<string, Record<string, number>>();
  private lastTotal = new Map<string, number>();

  constructor(readonly specs: ParticipantSpec[]) {}

  /** The members of each tree, from a table of every process. */
  private members(spec: ParticipantSpec, table: ProcTable): ProcInfo[] {
    const root = table.get(spec.root);
    if (!root) return [];
    if (spec.descendants === false) return [root];
    const children = new Map<number, ProcInfo[]>();
    for (const info of table.values()) {
      const list = children.get(info.ppid);
      if (list) list.push(info);
      else children.set(info.ppid, [info]);
    }
    const excluded = new Set(spec.exclude ?? []);
    const found: ProcInfo[] = [];
    const walk = (info: ProcInfo) => {
      found.push(info);
      for (const child of children.get(info.pid) ?? []) if (!excluded.has(child.pid)) walk(child);
    };
    walk(root);
    return found;
  }

  sample(
    table: ProcTable,
    machine: { busy: number; all: number },
    atMs: number,
    titleOf: (info: ProcInfo) => string = readTitle,
  ): CpuSample {
    const ticks: Record<string, number> = {};
    const kinds: Record<string, Record<string, number>> = {};
    for (const spec of this.specs) {
      const members = this.members(spec, table);
      if (members.length === 0) {
        // the root is gone (a killed process): keep what it was last counted at
        ticks[spec.name] = this.lastTotal.get(spec.name) ?? 0;
        continue;
      }
      const [root, ...rest] = members as [ProcInfo, ...ProcInfo[]];
      const rootOwn = spec.own === false ? 0 : root.own;
      const reaped = spec.descendants === false ? 0 : members.reduce((sum, m) => sum + m.reaped, 0);
      const total = rootOwn + rest.reduce((sum, m) => sum + m.own, 0) + reaped;
      ticks[spec.name] = total;
      this.lastTotal.set(spec.name, total);
      if (!spec.kindOf) continue;
      const seenBefore = this.lastSeen.get(spec.name) ?? new Map();
      const seenNow = new Map<number, { kind: string; own: number }>();
      const rootKind = spec.kindOf(titleOf(root));
      // a member keeps the kind it was first seen as (an exiting process's title is gone: a zombie has no cmdline), unless
      // that was the root's: a fresh fork still bearing its parent's title (a backend before it names itself) is asked
      // again, or a pool's backend caught in its first moment would count as the postmaster for the whole run
      for (const member of rest) {
        const before = seenBefore.get(member.pid)?.kind;
        const kind = before !== undefined && before !== rootKind ? before : spec.kindOf(titleOf(member));
        seenNow.set(member.pid, { kind, own: member.own });
      }
      const departed = this.departed.get(spec.name) ?? {};
      for (const [pid, seen] of seenBefore) if (!seenNow.has(pid)) departed[seen.kind] = (departed[seen.kind] ?? 0) + seen.own;
      this.departed.set(spec.name, departed);
      this.lastSeen.set(spec.name, seenNow);
      // a copy by Object.assign, not a spread: a spread with keys added after it makes V8 11 a hidden class per object
      // (readProcTrees above; load.ts runLoad's `finish`)
      const byKind: Record<string, number> = Object.assign({}, departed);
      for (const seen of seenNow.values()) byKind[seen.kind] = (byKind[seen.kind] ?? 0) + seen.own;
      const counted = Object.values(byKind).reduce((sum, n) => sum + n, 0);
      byKind[rootKind] = (byKind[rootKind] ?? 0) + (total - counted);
      kinds[spec.name] = byKind;
    }
    return { atMs, ticks, kinds, machine };
  }
}

export type CpuAccount = {
  phase: string;
  wallSeconds: number;
  /** the machine's 1-minute load average at the window's end */
  load?: number;
  /** what the window served, to put each participant's CPU per unit: citizens arrived, creates answered, calls */
  per?: { citizens?: number; creates?: number; calls?: number };
  /** each participant's CPU over the window, seconds, with its split by kind where it has one; its minor faults too */
  participants: {
    name: string;
    seconds: number;
    kinds?: Record<string, number>;
    faults?: number;
    faultKinds?: Record<string, number>;
  }[];
  /** the whole machine's busy CPU over the window, seconds, and its cores */
  machineSeconds: number;
  cores: number;
};

/**
 * The CPU of each participant between two instants, from the samples taken around them (the last at or before
 * `fromMs`, the first at or after `toMs`); null when the samples do not cover the window.
 */
export function accountBetween(
  samples: CpuSample[],
  fromMs: number,
  toMs: number,
  phase: string,
  cores: number,
): CpuAccount | null {
  const start = [...samples].reverse().find((s) => s.atMs <= fromMs + 1) ?? samples[0];
  const end = samples.find((s) => s.atMs >= toMs - 1) ?? samples[samples.length - 1];
  if (!start || !end || end.atMs <= start.atMs) return null;
  const participants = Object.keys(end.ticks).map((name) => {
    const seconds = ((end.ticks[name] ?? 0) - (start.ticks[name] ?? 0)) / TICKS_PER_SECOND;
    const faults =
      end.faults && start.faults ? { faults: (end.faults.counts[name] ?? 0) - (start.faults.counts[name] ?? 0) } : {};
    const endFaultKinds = end.faults?.kinds[name];
    const faultKinds: Record<string, number> = {};
    if (endFaultKinds)
      for (const [kind, n] of Object.entries(endFaultKinds)) faultKinds[kind] = n - (start.faults?.kinds[name]?.[kind] ?? 0);
    const withFaults = endFaultKinds ? { ...faults, faultKinds } : faults;
    const endKinds = end.kinds[name];
    if (!endKinds) return { name, seconds, ...withFaults };
    const kinds: Record<string, number> = {};
    for (const [kind, n] of Object.entries(endKinds)) kinds[kind] = (n - (start.kinds[name]?.[kind] ?? 0)) / TICKS_PER_SECOND;
    return { name, seconds, kinds, ...withFaults };
  });
  return {
    phase,
    wallSeconds: (end.atMs - start.atMs) / 1000,
    ...(end.load === undefined ? {} : { load: end.load }),
    participants,
    machineSeconds: (end.machine.busy - start.machine.busy) / TICKS_PER_SECOND,
    cores,
  };
}

/** The machine's CPU not used by any participant (other sessions' work, the kernel's threads), seconds; ≥ 0. */
export const othersSeconds = (account: CpuAccount) =>
  Math.max(0, account.machineSeconds - account.participants.reduce((sum, p) => sum + p.seconds, 0));

/**
 * Samples the participants every `everyMs` (and at once on `mark`), until stopped. The specs are read at each sample,
 * so participants started later (nginx, PostgreSQL found after the servers) are added with `add`.
 */
export function sampleParticipants(specs: ParticipantSpec[], everyMs = 1_000) {
  let ledger = new CpuLedger(specs);
  let faultLedger = new CpuLedger(specs);
  const samples: CpuSample[] = [];
  const started = performance.now();
  const take = () => {
    const table = readProcTrees(ledger.specs.map((spec) => spec.root));
    const machine = parseMachine(readFileSync("/proc/stat", "utf8"));
    const atMs = performance.now() - started;
    // each member's title read once for both ledgers
    const titles = new Map<number, string>();
    const titleOf = (info: ProcInfo) => {
      let title = titles.get(info.pid);
      if (title === undefined) titles.set(info.pid, (title = readTitle(info)));
      return title;
    };
    const sample: CpuSample = ledger.sample(table, machine, atMs, titleOf);
    const faults = faultLedger.sample(faultsTable(table), machine, atMs, titleOf);
    sample.faults = { counts: faults.ticks, kinds: faults.kinds };
    sample.load = loadavg()[0]!;
    samples.push(sample);
    return sample;
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    samples,
    /** ms since the sampler started, after a fresh sample: a phase's boundary */
    mark(): number {
      return take().atMs;
    },
    /** Replaces the participants (a new list: the ledger starts over, so only windows after this compare) */
    reset(next: ParticipantSpec[]) {
      ledger = new CpuLedger(next);
      faultLedger = new CpuLedger(next);
      samples.length = 0;
      take();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** The PostgreSQL postmaster's pid from its data directory (postmaster.pid's first line), or null (another machine). */
export function postmasterPid(dataDirectory: string): number | null {
  try {
    const pid = Number(readFileSync(`${dataDirectory}/postmaster.pid`, "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
