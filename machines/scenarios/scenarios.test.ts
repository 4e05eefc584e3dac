import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { scenarioMachines } from "./registry";
import { parseScenario, partialMismatches, runScenario, ScenarioFormatError } from "./runner";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "..");
const files = readdirSync(here)
  .filter((f) => f.endsWith(".json"))
  .sort();
const load = (file: string): unknown => JSON.parse(readFileSync(join(here, file), "utf8"));

describe("scenario files", () => {
  it("cover every machine at least three times", () => {
    const perMachine = new Map<string, number>();
    for (const file of files) {
      const { machine } = parseScenario(load(file));
      perMachine.set(machine, (perMachine.get(machine) ?? 0) + 1);
    }
    for (const name of Object.keys(scenarioMachines)) expect(perMachine.get(name) ?? 0, name).toBeGreaterThanOrEqual(3);
  });

  it.each(files)("%s replays", async (file) => {
    const result = await runScenario(parseScenario(load(file)));
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
  });
});

/** The same scenario with its first expected state replaced. */
function withFirstStateChanged(file: string, to = "idle-that-does-not-exist"): unknown {
  const raw = load(file) as { steps: Array<{ expect?: { state?: unknown } }> };
  const step = raw.steps.find((s) => s.expect?.state !== undefined);
  if (!step?.expect) throw new Error(`${file} has no expected state`);
  step.expect.state = to;
  return raw;
}

describe("the runner fails when an expectation does not hold", () => {
  it.each(files)("%s with one expected state changed fails", async (file) => {
    const result = await runScenario(parseScenario(withFirstStateChanged(file)));
    expect(result.ok).toBe(false);
    expect(result.failures.join("\n")).toMatch(/state: expected "idle-that-does-not-exist"/);
  });

  it("a changed context value or effect list fails too", async () => {
    const raw = load("registration-attempt.success-then-lockout.json") as {
      steps: Array<{ expect?: { context?: Record<string, unknown>; effects?: unknown[] } }>;
    };
    const withContext = structuredClone(raw);
    const contextStep = withContext.steps.find((s) => s.expect?.context?.secondsLeft === 7);
    contextStep!.expect!.context!.secondsLeft = 6;
    expect((await runScenario(parseScenario(withContext))).failures).toEqual([
      expect.stringMatching(/context\.secondsLeft: expected 6, got 7/),
    ]);

    const withEffects = structuredClone(raw);
    withEffects.steps.find((s) => s.expect?.effects?.length)!.expect!.effects = [];
    expect((await runScenario(parseScenario(withEffects))).ok).toBe(false);
  });

  it("`npm run scenario -- <file>` exits 0 on a passing file and non-zero once one expected state is changed", () => {
    const tsx = join(root, "node_modules", ".bin", "tsx");
    const script = join(root, "scripts", "scenario.ts");
    const good = join(here, "queue-ticket.mark-done.json");
    const passing = spawnSync(tsx, [script, good], { cwd: root, encoding: "utf8" });
    expect(passing.status, passing.stderr).toBe(0);
    expect(passing.stdout).toContain("PASS");
    expect(passing.stdout).toContain('state   "markingDone"'); // state and context after each step

    const broken = join(mkdtempSync(join(tmpdir(), "scenario-")), "mark-done-broken.json");
    writeFileSync(broken, JSON.stringify(withFirstStateChanged("queue-ticket.mark-done.json", "done")));
    const failing = spawnSync(tsx, [script, broken], { cwd: root, encoding: "utf8" });
    expect(failing.status).toBe(1);
    expect(failing.stdout).toContain('FAIL    state: expected "done", got "idle"');
  }, 60_000);
});

describe("scenario format", () => {
  it("names the problem in a malformed file", () => {
    expect(() => parseScenario({ machine: "kettle", description: "x", steps: [] })).toThrow(/"machine" must be one of session, /);
    expect(() => parseScenario({ machine: "toasts", description: "x", steps: [{ wait: 1, send: { type: "A" } }] })).toThrow(
      /steps\[0\] must have exactly one of/,
    );
    expect(() =>
      parseScenario({ machine: "toasts", description: "x", responses: { register: [] }, steps: [{ wait: 1 }] }),
    ).toThrow(ScenarioFormatError);
  });

  it("matches context partially: listed keys only, lists by length", () => {
    expect(partialMismatches({ a: 1, b: { c: 2, d: 3 }, e: [1, 2] }, { b: { c: 2 }, e: [1, 2] })).toEqual([]);
    expect(partialMismatches({ e: [1, 2] }, { e: [1] })).toEqual(["context.e: expected 1 item(s), got 2: [1,2]"]);
    expect(partialMismatches({ a: null }, { a: 0 })).toEqual(["context.a: expected 0, got null"]);
  });

  it("expands {$jwt: payload} into a token the session can read", async () => {
    const result = await runScenario(
      parseScenario({
        machine: "session",
        description: "boot",
        responses: { refresh: [{ ok: { $jwt: { sub: "1", username: "tamu", name: "Tamu", permissions: [], exp: 2 } } }] },
        steps: [{ expect: { state: "signedIn", context: { user: { username: "tamu", permissions: [] } } } }],
      }),
    );
    expect(result.failures).toEqual([]);
  });
});
