/**
 * The static demo built to live under a sub-path (ADR 301), as e2e/demo-subpath.spec.ts serves it: `vite build --mode
 * demo` with `BASE_PATH=/antrean/`, its citizen pages rendered to HTML (ADR 810) and its 404 page, the steps of
 * `npm run build:demo`. The journey builds it itself unless DEMO_SUBPATH_DIR names a folder built this way; `npm test`
 * builds it beside the node stages (scripts/test-all.ts), so the e2e stage does not wait for a build.
 *
 *   tsx e2e/support/demo-subpath-build.ts <outDir>
 */
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

export const SUBPATH_BASE = "/antrean/";

export function buildDemoUnderSubpath(outDir: string) {
  const env = { ...process.env, BASE_PATH: SUBPATH_BASE };
  const steps: [string, string[], NodeJS.ProcessEnv][] = [
    ["vite", ["build", "--mode", "demo", "--outDir", outDir, "--emptyOutDir"], env],
    ["tsx", ["scripts/prerender.ts", "--mode", "demo", "--out-dir", outDir], env],
    ["tsx", ["scripts/demo-static.ts", outDir], process.env],
  ];
  for (const [command, args, stepEnv] of steps) {
    const step = spawnSync("npx", [command, ...args], { env: stepEnv, encoding: "utf8" });
    if (step.status !== 0)
      throw new Error(`${command} ${args.join(" ")} under ${SUBPATH_BASE} failed:\n${step.stdout}\n${step.stderr}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error("usage: tsx e2e/support/demo-subpath-build.ts <outDir>");
  buildDemoUnderSubpath(outDir);
  console.log(`${outDir}: the demo under ${SUBPATH_BASE}`);
}
