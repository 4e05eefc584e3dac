import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ThrowawayCluster } from "../../server/node/testing/throwaway-cluster";
import { sampleBackends } from "./postgres";

const SAMPLER_QUERY = "%backend_start at time zone%";

// `--trace` beside `--fault pg-restart` (docs/performance.md, "The 06:00 rush"). It needs a cluster's backends
// (pg_stat_activity, pg_terminate_backend), so it is in the restart stage, on a cluster of its own (scripts/pg-throwaway.sh)
const cluster = new ThrowawayCluster();
let url = "";

beforeAll(async () => {
  url = await cluster.start();
});

afterAll(() => {
  cluster.stop();
});

it("the backends' sampler connects again after the cluster ends its connection, and stops cleanly", async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const samplerPids = async () =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where query like $1 and pid <> pg_backend_pid() and query_start is not null",
        [SAMPLER_QUERY],
      )
    ).rows.map((row) => row.pid);
  const adminPid = (await admin.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
  const sampler = sampleBackends(url, 50);
  try {
    await expect.poll(samplerPids, { timeout: 10_000 }).toHaveLength(1);
    const [first] = await samplerPids();
    await admin.query("select pg_terminate_backend($1, 2000)", [first]);

    // the sampler connects again and goes on sampling (a query of its own after the first connection ended)
    await expect
      .poll(
        async () =>
          (
            await admin.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where query like $1 and pid <> $2 and query_start is not null",
              [SAMPLER_QUERY, first],
            )
          ).rows[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(1);
    const seen = await sampler.stop();
    expect(seen.map((backend) => backend.pid)).toContain(adminPid);
  } finally {
    await admin.end();
  }
});
