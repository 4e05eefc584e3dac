/**
 * The server's CPU per call, by kind (`npm run bench:rush -- --cost-per-call N`): each of the citizen's four calls on
 * its own, N times at a steady rate below what the servers can answer (no queue), and the server processes' CPU
 * (user + system, /proc) ÷ the calls. One kind at a time, so no attribution is guessed: what a phase costs is what that
 * call costs, its HTTP included. The lists are read as in the rush (kept 1 s per process, ADR 121). Beside it the floor
 * (scripts/rush/floor-server.ts): a bare `node:http` server answering the bytes the real server answered for each call,
 * on the same machine in the same run (issue 34). The two are measured interleaved, in blocks of the same calls at the
 * same rate (a server block, a floor block, then the other way round), and the ratio is the median of the rounds'
 * (docs/performance-log.md, "The ratio to the floor measured interleaved", session 28).
 */
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { Agent, request } from "undici";
import type { OfferedSession } from "./load";
import { startFloor, type Recorded } from "./floor";
import { newIdentity } from "./scenario";
import { cpuTimesOf, type ServerProcess } from "./targets";

export type CallCost = {
  call: "scheduledDate" | "locations" | "sessions" | "create";
  /** calls of this kind to the servers (and as many to the floor), in `blocks` blocks of each */
  calls: number;
  /** answers by status ("201": 1990, "409": 10) */
  statuses: Record<string, number>;
  cpuSeconds: number;
  /** server CPU per call over all its blocks, ms */
  msPerCall: number;
  /** the part of msPerCall spent in the kernel (system time: the socket writes and reads), ms */
  kernelMsPerCall: number;
  /** the floor's CPU per call for the same bytes over all its blocks, ms */
  floorMsPerCall: number;
  /** the part of floorMsPerCall spent in the kernel, ms */
  floorKernelMsPerCall: number;
  /**
   * the median of the rounds' ratios (a server block's CPU a call ÷ the floor block's beside it) and their spread;
   * absent in runs before session 28, whose ratio is msPerCall ÷ floorMsPerCall of phases minutes apart
   */
  ratio?: { median: number; min: number; max: number; rounds: number };
  /** the server's and the floor's CPU a call round by round, ms, in the order run (absent before session 29) */
  byRound?: { server: number[]; floor: number[] };
};

/** One round of a kind: a block of calls to the servers and a block to the floor, back to back. */
export type PairedBlock = { serverSeconds: number; serverCalls: number; floorSeconds: number; floorCalls: number };

/**
 * The ratio of the server's CPU a call to the floor's, round by round: each round's server block beside the floor
 * block measured in the same second, so the host's speed drift (the floor alone read 0.100–0.265 ms a call in runs
 * minutes apart, session 24) cancels in each round's ratio; the median of the rounds, and its spread.
 */
export function pairedRatio(blocks: PairedBlock[]): { median: number; min: number; max: number; rounds: number } {
  const ratios = blocks
    .filter((block) => block.serverCalls > 0 && block.floorCalls > 0 && block.floorSeconds > 0)
    .map((block) => block.serverSeconds / block.serverCalls / (block.floorSeconds / block.floorCalls))
    .sort((a, b) => a - b);
  if (ratios.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, rounds: 0 };
  return { median: median(ratios), min: ratios[0]!, max: ratios.at(-1)!, rounds: ratios.length };
}

/**
 * Whether a kind's CPU a call moved through its rounds: the median of its last third of rounds ÷ the median of its
 * first third, the server's beside the floor's. A server that grows (a heap that fills, a map never emptied) reads
 * well above 1 where the floor stays near it; both moving together is the host (issue 34: nothing grows).
 */
export function roundTrend(byRound: { server: number[]; floor: number[] }): { server: number; floor: number } | null {
  const third = Math.floor(byRound.server.length / 3);
  if (third === 0) return null;
  const change = (series: number[]) => median(series.slice(-third)) / median(series.slice(0, third));
  return { server: change(byRound.server), floor: change(byRound.floor) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A kind's rounds as printed: each round's server ms a call, and the last third's median over the first's. */
export function roundsText(cost: CallCost): string | null {
  if (!cost.byRound) return null;
  const trend = roundTrend(cost.byRound);
  const series = cost.byRound.server.map((ms) => ms.toFixed(3)).join(" ");
  return trend
    ? `server by round ${series}; last third ÷ first ${trend.server.toFixed(2)} (floor ${trend.floor.toFixed(2)})`
    : `server by round ${series}`;
}

/** A kind's ratio as printed and written: the rounds' median and spread, or (runs before session 28) the phases'. */
export function ratioText(cost: CallCost): string {
  return cost.ratio
    ? `${cost.ratio.median.toFixed(2)}× (${cost.ratio.min.toFixed(2)}–${cost.ratio.max.toFixed(2)}, ${cost.ratio.rounds} rounds)`
    : `${(cost.msPerCall / cost.floorMsPerCall).toFixed(1)}×`;
}

/**
 * A process's CPU so far by thread, in nanoseconds (/proc/<pid>/task/<tid>/schedstat, its first field: time on a
 * core, user and kernel): exact where /proc/<pid>/stat counts 10 ms ticks, too coarse for a block of 200 calls at
 * 0.1–0.7 ms each. By thread, so a thread that starts or ends within a block counts only its part there.
 */
export function threadNanosOf(pid: number): Map<string, bigint> {
  const threads = new Map<string, bigint>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return threads;
  }
  for (const tid of tids)
    try {
      threads.set(tid, BigInt(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]!));
    } catch {
      // the thread ended between the listing and the read
    }
  return threads;
}

/** The CPU seconds between two readings of threadNanosOf (a thread gone by the second reading counts nothing). */
export function nanosSpent(before: Map<string, bigint>, after: Map<string, bigint>): number {
  let spent = 0n;
  for (const [tid, nanos] of after) spent += nanos - (before.get(tid) ?? 0n);
  return Number(spent) / 1e9;
}

/** Headers the floor's own node:http sets (or that describe the connection), not copied from the recording. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

type Shot = { method: "GET" | "POST"; path: string; body?: unknown; headers: Record<string, string> };

export async function callCosts(
  servers: ServerProcess[],
  offered: OfferedSession[],
  { calls, perSecond, floorPort, blockCalls = 200 }: { calls: number; perSecond: number; floorPort: number; blockCalls?: number },
): Promise<CallCost[]> {
  const agent = new Agent({ connections: 64, pipelining: 1, keepAliveTimeout: 10_000 });
  // addresses and identities apart from the rush's (10.x.y.z, its identity numbers from 0): a cost run may follow one
  const address = (i: number) => `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`;
  const kinds: { call: CallCost["call"]; shot: (i: number) => Shot }[] = [
    {
      call: "scheduledDate",
      shot: (i) => ({ method: "POST", path: "/queues/getScheduledDate", headers: { "x-forwarded-for": address(i) } }),
    },
    {
      call: "locations",
      shot: (i) => ({ method: "GET", path: "/queues/locations/get", headers: { "x-forwarded-for": address(i) } }),
    },
    {
      call: "sessions",
      shot: (i) => ({
        method: "GET",
        path: `/queues/sessions/get?location_id=${offered[i % offered.length]!.location_id}`,
        headers: { "x-forwarded-for": address(i) },
      }),
    },
    {
      call: "create",
      shot: (i) => ({
        method: "POST",
        path: "/queues/create",
        body: { ...newIdentity(5_000_000 + i), session_id: offered[i % offered.length]!.id },
        headers: { "x-forwarded-for": address(i), "idempotency-key": `cost-${i}`, "content-type": "application/json" },
      }),
    },
  ];
  // one unmeasured round first (as many calls, other identities): the first calls of a kind pay for the JIT compiling
  // its code, which a server in a rush has long done. A fifth as many left a create's measured round about 0.1 ms
  // dearer than the rounds after it (docs/performance-log.md, "Node's and PostgreSQL's CPU per create"). The servers'
  // warm-up records the answers the floor gives.
  const recorded: Record<string, Recorded> = {};
  const costs: CallCost[] = [];
  try {
    for (const { shot } of kinds) await runPhase(servers, shot, calls, 1_000_000, recorded);
    const floor = await startFloor(floorPort, recorded);
    try {
      for (const { shot } of kinds) await runPhase([floor], shot, calls, 1_000_000, null);
      // then each kind in rounds: a block to the servers and a block to the floor, back to back, the order
      // alternating from round to round so that neither side always runs first
      const rounds = Math.ceil(calls / blockCalls);
      for (const { call, shot } of kinds) {
        const statuses: Record<string, number> = {};
        const blocks: PairedBlock[] = [];
        let serverSystem = 0;
        let floorSystem = 0;
        for (let round = 0; round < rounds; round++) {
          const from = round * blockCalls;
          const count = Math.min(blockCalls, calls - from);
          const block: PairedBlock = { serverSeconds: 0, serverCalls: count, floorSeconds: 0, floorCalls: count };
          for (const side of round % 2 === 0 ? ["server", "floor"] : ["floor", "server"]) {
            const phase = await runPhase(side === "server" ? servers : [floor], shot, count, from, null);
            if (side === "server") {
              block.serverSeconds = phase.cpuSeconds;
              serverSystem += phase.systemSeconds;
              for (const [status, n] of Object.entries(phase.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
            } else {
              block.floorSeconds = phase.cpuSeconds;
              floorSystem += phase.systemSeconds;
            }
          }
          blocks.push(block);
        }
        const serverSeconds = blocks.reduce((sum, block) => sum + block.serverSeconds, 0);
        const floorSeconds = blocks.reduce((sum, block) => sum + block.floorSeconds, 0);
        const measured = blocks.reduce((sum, block) => sum + block.serverCalls, 0);
        costs.push({
          call,
          calls: measured,
          statuses,
          cpuSeconds: serverSeconds,
          msPerCall: (serverSeconds * 1000) / measured,
          kernelMsPerCall: (serverSystem * 1000) / measured,
          floorMsPerCall: (floorSeconds * 1000) / measured,
          floorKernelMsPerCall: (floorSystem * 1000) / measured,
          ratio: pairedRatio(blocks),
          byRound: {
            server: blocks.map((block) => (block.serverSeconds * 1000) / block.serverCalls),
            floor: blocks.map((block) => (block.floorSeconds * 1000) / block.floorCalls),
          },
        });
      }
    } finally {
      await floor.stop();
    }
  } finally {
    await agent.close();
  }
  return costs;

  async function runPhase(
    servers: ServerProcess[],
    shot: (i: number) => Shot,
    count: number,
    from: number,
    record: Record<string, Recorded> | null,
  ) {
    const statuses: Record<string, number> = {};
    const before = servers.map(cpuTimesOf);
    const nanosBefore = servers.map((server) => threadNanosOf(server.child.pid!));
    const t0 = performance.now();
    const running: Promise<void>[] = [];
    for (let i = from; i < from + count; i++) {
      const wait = t0 + ((i - from) * 1000) / perSecond - performance.now();
      if (wait > 1) await sleep(wait);
      const { method, path, body, headers } = shot(i);
      const base = servers[i % servers.length]!.base;
      running.push(
        request(`${base}/api/v1${path}`, {
          dispatcher: agent,
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then(
          async (response) => {
            const key = `${method} /api/v1${path}`;
            // the first answer of each call, kept for the floor to answer with (its body is read, not dumped)
            if (record && !record[key] && response.statusCode < 300) {
              const headers: Record<string, string> = {};
              for (const [name, value] of Object.entries(response.headers))
                if (value !== undefined && !TRANSPORT_HEADERS.has(name))
                  headers[name] = Array.isArray(value) ? value.join(", ") : value;
              record[key] = { status: response.statusCode, headers, body: await response.body.text() };
            } else await response.body.dump();
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          },
          () => void (statuses.dropped = (statuses.dropped ?? 0) + 1),
        ),
      );
    }
    await Promise.all(running);
    const nanosAfter = servers.map((server) => threadNanosOf(server.child.pid!));
    const after = servers.map(cpuTimesOf);
    const spent = (pick: (times: { user: number; system: number }) => number) =>
      after.reduce((sum: number, times, i) => sum + (times ? pick(times) : 0) - (before[i] ? pick(before[i]!) : 0), 0);
    const systemSeconds = spent((times) => times.system);
    // the whole CPU from the threads' nanoseconds; the kernel's part from /proc/<pid>/stat's ticks (summed over a
    // kind's blocks, its 10 ms steps average out)
    const cpuSeconds = nanosAfter.reduce((sum, after, i) => sum + nanosSpent(nanosBefore[i]!, after), 0);
    return { statuses, cpuSeconds, systemSeconds };
  }
}
