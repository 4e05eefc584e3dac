/**
 * `npm test`: every stage of the test suite, two at a time where they can share the machine's two cores, each
 * build made once. The browser-heavy stages (stories, e2e) and Lighthouse (its scores depend on a quiet CPU) run
 * alone; the node-only ones (unit, contract, size) and the component tests take the second core beside the builds.
 * Prints the host's page-fault and CPU speed first (scripts/host-probe.ts: a run's time says what host it ran on),
 * then each stage's time and, outside CI, writes them to docs/testing.md.
 *
 * The contract suite runs on three targets (tests/contract/global-setup.ts): the memory store (the mock), the
 * server on PGlite, and the server on PostgreSQL when DATABASE_URL is set (`.ci/run` starts a throw-away cluster).
 * Where Debian's postgresql is installed, the restart stage stops and starts a cluster of its own under a running server;
 * where nginx is installed too, the proxy stage runs the repository's nginx files in front of two server processes.
 *
 *   TEST_STAGES=typecheck,lint   run only these stages (their prerequisites are not added)
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { describeHost, probeHost } from "./host-probe";
import { writeDocSection } from "./doc-section";

type Stage = {
  name: string;
  command: string;
  /** stages that must have passed first */
  after?: string[];
  /** runs with nothing else beside it (but `beside` stages) */
  alone?: boolean;
  /** light on the CPU (mostly waiting): starts once ready, beside anything, and holds no place among the two */
  beside?: boolean;
  /** extra environment, given the names of the stages this run plans */
  env?: (planned: string[]) => Record<string, string>;
};

/** where build:subpath puts the demo built for /antrean/ (ignored by git, ESLint and Prettier) */
const subpathDir = "node_modules/.cache/antrean-demo-subpath";

/** Debian's PostgreSQL server binaries, which scripts/pg-throwaway.sh needs */
const postgresInstalled =
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));

/** Debian's nginx, which the proxy stage runs as a throw-away in front of two server processes (ADR 125) */
const nginxInstalled = existsSync("/usr/sbin/nginx");

const stages: Stage[] = [
  { name: "typecheck", command: "tsc -p ." },
  // The stages before the browser-heavy ones are started longest first where their prerequisites allow (unit, the
  // longest, beside the typecheck; the builds, which e2e and Lighthouse wait for, next), so the two cores finish them
  // together instead of one core running the last stage alone (docs/testing.md "Stage times"). The node tests take one
  // core; the component tests (one Chromium page) take the other beside them; nothing in them is timed.
  { name: "unit", command: "vitest run --project unit" },
  // the restart stage, second longest (about 1:40: clusters started, frozen and restarted, servers spawned), next
  ...(postgresInstalled ? [{ name: "restart", command: "vitest run --project restart" }] : []),
  { name: "lint", command: "eslint . --max-warnings 0 && prettier --check ." },
  { name: "build", command: "vite build && tsx scripts/prerender.ts && tsx scripts/service-worker.ts", after: ["typecheck"] },
  {
    name: "build:demo",
    command: "vite build --mode demo && tsx scripts/prerender.ts --mode demo && tsx scripts/demo-static.ts",
    after: ["typecheck"],
  },
  // the demo under a sub-path for e2e/demo-subpath.spec.ts, built here beside the node tests instead of inside the e2e
  // stage, where it held up a worker and shared the cores with the other one
  {
    name: "build:subpath",
    command: `tsx e2e/support/demo-subpath-build.ts ${subpathDir}`,
    after: ["typecheck"],
  },
  // Playwright's projects on the real-API build, which need only `dist/`: `production` (e2e/production*.spec.ts
  // against `npm run preview`) and `server` (e2e/server.spec.ts against `npm run serve` on an empty PGlite folder). A
  // stage of their own beside the node tests: Playwright starts a run's web servers one after the other before any
  // journey, so inside the e2e stage the server's first start (initdb, migrations, the seed: 20–45 s on a busy
  // machine) and the preview's held up every journey with a core idle; and the first-tap journeys' typing is paced,
  // mostly waiting (docs/testing.md, "Stage times").
  { name: "e2e:real-api", command: "playwright test --project production --project server", after: ["build"] },
  { name: "browser", command: "vitest run --project browser" },
  { name: "contract:pglite", command: "vitest run --project contract", env: () => ({ CONTRACT_TARGET: "pglite" }) },
  ...(process.env.DATABASE_URL
    ? [{ name: "contract:postgres", command: "vitest run --project contract", env: () => ({ CONTRACT_TARGET: "postgres" }) }]
    : []),
  { name: "contract", command: "vitest run --project contract" },
  ...(postgresInstalled && nginxInstalled ? [{ name: "proxy", command: "vitest run --project proxy" }] : []),
  // the 06:00 rush in small (a few hundred citizens against the server on the memory store) with its exactly-once checks, nothing timed
  { name: "rush", command: "tsx scripts/bench-rush.ts --small --port 4719" },
  { name: "size", command: "tsx scripts/size.ts", after: ["build"] },
  { name: "stories", command: "vitest run --project storybook", alone: true },
  {
    name: "e2e",
    // the demo build's projects (the real-API build's: e2e:real-api above); a project added to playwright.config.ts
    // goes in one of the two
    command: "playwright test --project mobile --project desktop",
    after: ["build", "build:demo", "build:subpath"],
    alone: true,
    // only a folder this run has built: a stale one from an earlier run would test old code
    env: (planned): Record<string, string> => (planned.includes("build:subpath") ? { DEMO_SUBPATH_DIR: subpathDir } : {}),
  },
  // What Lighthouse finds that is not a timing (accessibility, layout shift), one run per page: it waits for the page
  // to settle far more than it computes, so it runs beside the other stages; its timings are judged by
  // `npm run lighthouse` alone on a quiet machine (ADR 005). Its own ports, clear of e2e's.
  {
    name: "lighthouse",
    command: "tsx scripts/lighthouse.ts --check",
    after: ["build", "build:demo"],
    beside: true,
    env: () => ({ LH_PORT: "4185" }),
  },
];

const only = process.env.TEST_STAGES?.split(",").map((name) => name.trim());
const planned = only ? stages.filter((stage) => only.includes(stage.name)) : stages;
const concurrency = 2;

type Result = { name: string; ok: boolean; seconds: number };
const results: Result[] = [];
const running = new Map<string, Promise<void>>();
const pending = [...planned];
// before any stage, so nothing of the run's own is on the cores yet (about 1 s on a host whose faults are slow)
console.log(describeHost(probeHost()));
const started = Date.now();

function run(stage: Stage): Promise<void> {
  const begin = Date.now();
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: "inherit",
      env: {
        ...process.env,
        ...stage.env?.(planned.map((planned) => planned.name)),
        PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
      },
    });
    child.on("exit", (code) => {
      const seconds = Math.round((Date.now() - begin) / 1000);
      results.push({ name: stage.name, ok: code === 0, seconds });
      console.log(`${code === 0 ? "✔" : "✘"} ${stage.name} (${seconds} s)`);
      resolve();
    });
  });
}

const passed = (name: string) => results.some((result) => result.name === name && result.ok);
const failed = () => results.some((result) => !result.ok);
const ready = (stage: Stage) =>
  (stage.after ?? []).every((name) => passed(name) || !planned.some((planned) => planned.name === name));

const stageNamed = (name: string) => stages.find((stage) => stage.name === name);
while ((pending.length > 0 || running.size > 0) && !failed()) {
  const holding = [...running.keys()].filter((name) => !stageNamed(name)?.beside);
  const anyAlone = holding.some((name) => stageNamed(name)?.alone);
  const next = pending.find(
    (stage) => ready(stage) && (stage.beside || (stage.alone ? holding.length === 0 : !anyAlone && holding.length < concurrency)),
  );
  if (next) {
    pending.splice(pending.indexOf(next), 1);
    running.set(
      next.name,
      run(next).then(() => void running.delete(next.name)),
    );
    continue;
  }
  if (running.size === 0) {
    console.error(`Stages that can never start: ${pending.map((stage) => stage.name).join(", ")}`);
    process.exit(1);
  }
  await Promise.race(running.values());
}
await Promise.all(running.values());

const total = Math.round((Date.now() - started) / 1000);
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
console.log("\nstage times:");
for (const result of results) console.log(`  ${result.ok ? "✔" : "✘"} ${result.name.padEnd(17)} ${minutes(result.seconds)}`);
console.log(`  ${"total".padEnd(19)} ${minutes(total)}`);

if (!process.env.CI && !only && !failed()) {
  const table = [
    "| stage | time (m:ss) |",
    "|---|---|",
    ...results.map((result) => `| ${result.name} | ${minutes(result.seconds)} |`),
    `| **total (wall clock, stages overlap)** | **${minutes(total)}** |`,
  ].join("\n");
  writeDocSection("docs/testing.md", "stage-times", table, "Testing");
}

const failures = results.filter((result) => !result.ok).length;
console.log(`stages: ${results.length - failures} passed, ${failures} failed`);
process.exit(failures > 0 || results.length < planned.length ? 1 : 0);
