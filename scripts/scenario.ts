/**
 * `npm run scenario -- <file.json> [more.json ...]`: replays machine scenarios (machines/scenarios/runner.ts)
 * and prints the state and context after each step. Exit code: 0 all passed, 1 an expectation failed,
 * 2 a file could not be read or is not a scenario.
 */
import { readFile } from "node:fs/promises";
import { formatTrace, parseScenario, runScenario, ScenarioFormatError } from "../machines/scenarios/runner";

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error("usage: npm run scenario -- <scenario.json> [more.json ...]   (files in machines/scenarios/)");
    return 2;
  }
  let worst = 0;
  for (const file of files) {
    let scenario;
    try {
      scenario = parseScenario(JSON.parse(await readFile(file, "utf8")));
    } catch (error) {
      const why = error instanceof ScenarioFormatError || error instanceof SyntaxError ? error.message : String(error);
      console.error(`${file}: not a valid scenario: ${why}`);
      worst = 2;
      continue;
    }
    const result = await runScenario(scenario);
    console.log(`\n${file}`);
    console.log(formatTrace(result));
    if (!result.ok) worst = Math.max(worst, 1);
  }
  return worst;
}

process.exitCode = await main(process.argv.slice(2));
