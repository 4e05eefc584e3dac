// `npm run mock:serve`: the embedded mock API as a plain HTTP server on localhost, for curl or any client.
// The same handlers as the demo and the tests, reached through msw's getResponse (no Express).
//
//   PORT          port (default 8080)
//   HOST          interface (default localhost)
//   MOCK_TICKETS  seeded registrations (default 3000, up to 100000)
//   MOCK_NOW      start the clock at this instant and let it run, e.g. 2026-03-10T05:59:50+07:00
//   MOCK_QUIET=1  no request log
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getResponse } from "msw";
import { createClock } from "../mocks/clock";
import { createBackend, createHandlers } from "../mocks/node";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "localhost";
const quiet = process.env.MOCK_QUIET === "1";

const clock = createClock();
if (process.env.MOCK_NOW) clock.set(process.env.MOCK_NOW);
const backend = await createBackend({ clock, seed: { tickets: Number(process.env.MOCK_TICKETS ?? 3000) } });
const handlers = createHandlers(backend);

/** Browsers on another origin (a dev server pointed here with VITE_API_URL) may call with cookies. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Allow-Methods": "GET, POST, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key",
    "Access-Control-Expose-Headers": "Retry-After, Content-Disposition, Idempotent-Replayed",
    Vary: "Origin",
  };
}

async function toFetchRequest(incoming: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // The rate limiter tells clients apart by this header.
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", incoming.socket.remoteAddress ?? "local");
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD" && chunks.length > 0;
  return new Request(new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? `localhost:${port}`}`), {
    method: incoming.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<number> {
  const cors = corsHeaders(incoming);
  if (incoming.method === "OPTIONS") {
    outgoing.writeHead(204, cors).end();
    return 204;
  }
  const response = await getResponse(handlers, await toFetchRequest(incoming));
  if (!response) {
    outgoing
      .writeHead(404, { ...cors, "Content-Type": "application/json" })
      .end(JSON.stringify({ error: "No such route", code: "NOT_FOUND" }));
    return 404;
  }
  if (response.type === "error") {
    // an injected network failure: drop the connection
    incoming.socket.destroy();
    return 0;
  }
  const headers: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  outgoing.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
  return response.status;
}

const server = createServer((incoming, outgoing) => {
  const started = performance.now();
  handle(incoming, outgoing)
    .then((status) => {
      if (!quiet)
        console.log(
          `${incoming.method} ${incoming.url} → ${status || "dropped"} (${(performance.now() - started).toFixed(1)} ms)`,
        );
    })
    .catch((error: unknown) => {
      console.error(error);
      if (!outgoing.headersSent)
        outgoing
          .writeHead(500, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: "Internal server error", code: "SERVER_ERROR" }));
    });
});

server.listen(port, host, () => {
  console.log(
    `Mock API on http://${host}:${port}/api/v1 (${backend.db.count("tickets")} tickets; demo logins in mocks/README.md)`,
  );
});
