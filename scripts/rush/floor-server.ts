/**
 * The floor of `--cost-per-call` (issue 34): a bare `node:http` server that answers each request with bytes recorded
 * from the real server for the same call (status, headers, body), reading the request's body first as any server
 * must. What the real server costs above this is its own work: routing, validation, the store, its Request/Response
 * objects. Run as a child process by scripts/rush/floor.ts: `tsx scripts/rush/floor-server.ts <port> <answers.json>`.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

type Recorded = { status: number; headers: Record<string, string>; body: string };

const [port, file] = process.argv.slice(2);
// by "METHOD path?query"; a call with no recording of its own (another location's list) gets its kind's first
const answers = new Map<string, Recorded>(Object.entries(JSON.parse(readFileSync(file!, "utf8")) as Record<string, Recorded>));
const byKind = new Map<string, Recorded>();
for (const [key, answer] of answers) {
  const kind = key.split("?")[0]!;
  if (!byKind.has(kind)) byKind.set(kind, answer);
}

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const key = `${request.method} ${request.url}`;
    const answer = answers.get(key) ?? byKind.get(key.split("?")[0]!);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
}).listen(Number(port), "127.0.0.1", () => console.log(`floor: listening on ${port}`));
