import { readFileSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { serveNodeFlags, startServer, type ServerProcess } from "./targets";

let server: ServerProcess | undefined;
afterAll(() => server?.stop());

it("a rush server writes its request log as a city's does: one JSON line per API call, into a file of its own", async () => {
  server = await startServer("mock", 4790);
  const answer = await fetch(`${server.base}/api/v1/queues/getScheduledDate`, { method: "POST" });
  expect(answer.status).toBe(200);
  // pino writes asynchronously: wait for the line itself
  await expect
    .poll(
      () =>
        readFileSync(server!.logFile!, "utf8")
          .split("\n")
          .filter((line) => line.startsWith("{")) // the server's start line is plain text
          .map((line) => JSON.parse(line)),
      { timeout: 5000 },
    )
    .toContainEqual(expect.objectContaining({ msg: "request", route: "guestScheduledDate", status: 200 }));
});

it("a rush server runs with the Node flags `npm run serve` gives, read from package.json: the young generation's size", async () => {
  // the server's young generation is set where a city starts it (package.json "serve", docs/deploy.md "Memory")
  expect(serveNodeFlags()).toContain("--max-semi-space-size=64");
  server ??= await startServer("mock", 4790);
  const argv = readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0");
  expect(argv.slice(1, 1 + serveNodeFlags().length)).toEqual(serveNodeFlags());
  expect(argv).toContain("scripts/serve.ts");
});

it("a serve script of another shape stops the bench rather than start a server unlike a city's", () => {
  expect(serveNodeFlags("tsx scripts/serve.ts")).toEqual([]);
  expect(serveNodeFlags("tsx --max-semi-space-size=64 --trace-warnings scripts/serve.ts")).toEqual([
    "--max-semi-space-size=64",
    "--trace-warnings",
  ]);
  expect(() => serveNodeFlags("node dist/serve.js")).toThrow(/is not `tsx \[node flags\] scripts\/serve.ts`/);
});
