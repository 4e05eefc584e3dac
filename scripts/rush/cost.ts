/**
 * The server's CPU per call, by kind (`npm run bench:rush -- --cost-per-call N`): each of the citizen's four calls on
 * its own, N times at a steady rate below what the servers can answer (no queue), and the server processes' CPU
 * (user + system, /proc) over that phase ÷ the calls. One kind at a time, so no attribution is guessed: what a phase
 * costs is what that call costs, its HTTP included. The lists are read as in the rush (kept 1 s per process, ADR 121).
 * Then the same calls at the same rate against the floor (scripts/rush/floor-server.ts): a bare `node:http` server
 * answering the bytes the real server answered for each call, on the same machine in the same run (issue 34).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { Agent, request } from "undici";
import type { OfferedSession } from "./load";
import { startFloor, type Recorded } from "./floor";
import { newIdentity } from "./scenario";
import { cpuTimesOf, type ServerProcess } from "./targets";

export type CallCost = {
  call: "scheduledDate" | "locations" | "sessions" | "create";
  calls: number;
  /** answers by status ("201": 1990, "409": 10) */
  statuses: Record<string, number>;
  cpuSeconds: number;
  /** server CPU per call, ms */
  msPerCall: number;
  /** the part of msPerCall spent in the kernel (system time: the socket writes and reads), ms */
  kernelMsPerCall: number;
  /** the floor's CPU per call for the same bytes, ms */
  floorMsPerCall: number;
  /** the part of floorMsPerCall spent in the kernel, ms */
  floorKernelMsPerCall: number;
};

/** Headers the floor's own node:http sets (or that describe the connection), not copied from the recording. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

type Shot = { method: "GET" | "POST"; path: string; body?: unknown; headers: Record<string, string> };

export async function callCosts(
  servers: ServerProcess[],
  offered: OfferedSession[],
  { calls, perSecond, floorPort }: { calls: number; perSecond: number; floorPort: number },
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
  const costs: CallCost[] = [];
  // one unmeasured round first (as many calls, other identities): the first calls of a kind pay for the JIT compiling
  // its code, which a server in a rush has long done. A fifth as many left a create's measured round about 0.1 ms
  // dearer than the rounds after it (docs/performance.md, "Node's and PostgreSQL's CPU per create").
  const warmUp = calls;
  const recorded: Record<string, Recorded> = {};
  try {
    for (const [round, count, from] of [
      ["warm-up", warmUp, 1_000_000],
      ["measured", calls, 0],
    ] as const)
      for (const { call, shot } of kinds) {
        const phase = await runPhase(servers, shot, count, from, recorded);
        if (round === "measured")
          costs.push({
            call,
            calls,
            statuses: phase.statuses,
            cpuSeconds: phase.cpuSeconds,
            msPerCall: (phase.cpuSeconds * 1000) / calls,
            kernelMsPerCall: (phase.systemSeconds * 1000) / calls,
            floorMsPerCall: 0,
            floorKernelMsPerCall: 0,
          });
      }
    const floor = await startFloor(floorPort, recorded);
    try {
      for (const [round, count, from] of [
        ["warm-up", warmUp, 1_000_000],
        ["measured", calls, 0],
      ] as const)
        for (const [index, { shot }] of kinds.entries()) {
          const phase = await runPhase([floor], shot, count, from, null);
          if (round === "measured") {
            costs[index]!.floorMsPerCall = (phase.cpuSeconds * 1000) / calls;
            costs[index]!.floorKernelMsPerCall = (phase.systemSeconds * 1000) / calls;
          }
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
    const after = servers.map(cpuTimesOf);
    const spent = (pick: (times: { user: number; system: number }) => number) =>
      after.reduce((sum: number, times, i) => sum + (times ? pick(times) : 0) - (before[i] ? pick(before[i]!) : 0), 0);
    const systemSeconds = spent((times) => times.system);
    return { statuses, cpuSeconds: spent((times) => times.user) + systemSeconds, systemSeconds };
  }
}
