// `npm run mock:serve`: the embedded mock API as a plain HTTP server on localhost, for curl or any client.
// The same API as the demo and the tests (server/api.ts on the memory store), called directly by a Node HTTP server
// (server/http-server.ts, wrapped by mocks/http-server.ts for the control API): no msw on this path.
//
//   PORT                  port (default 8080)
//   HOST                  interface (default localhost)
//   MOCK_TICKETS          seeded registrations (default 3000, up to 100000)
//   MOCK_NOW              start the clock at this instant and let it run, e.g. 2026-03-10T05:59:50+07:00
//   MOCK_QUIET=1          no request log
//   MOCK_CONTROL=1        the test control API under /__mock/ (clock, reset, faults, rate limits; README)
//   MOCK_CORS_ORIGINS     comma-separated origins allowed to call with credentials (default: the app's dev and
//                         preview origins, http://localhost:5173 … http://127.0.0.1:4173)
//   MOCK_TRUSTED_PROXIES  comma-separated addresses of reverse proxies whose X-Forwarded-For is believed
//                         (default none: the socket address is the client)
import { createClock } from "../server/clock";
import { answerLine } from "../server/http-server";
import { createMockHttpServer, httpOptionsFromEnv } from "../mocks/http-server";
import { createBackend } from "../mocks/node";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "localhost";
const quiet = process.env.MOCK_QUIET === "1";

const clock = createClock();
if (process.env.MOCK_NOW) clock.set(process.env.MOCK_NOW);
const backend = await createBackend({ clock, seed: { tickets: Number(process.env.MOCK_TICKETS ?? 3000) } });
const options = httpOptionsFromEnv(process.env);
const server = createMockHttpServer(backend, {
  ...options,
  onAnswer: quiet ? undefined : (answer) => console.log(answerLine(answer)),
});

server.listen(port, host, () => {
  console.log(
    `Mock API on http://${host}:${port}/api/v1 (${backend.db.count("tickets")} tickets; demo logins in mocks/README.md)` +
      (options.control ? `; test control on http://${host}:${port}/__mock/` : ""),
  );
});
