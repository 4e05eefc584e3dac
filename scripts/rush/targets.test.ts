import { readFileSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./targets";

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
