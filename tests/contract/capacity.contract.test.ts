import { beforeAll, describe, expect, it } from "vitest";
import { type CapacityReport, type Queue } from "../../contract/index";
import { endpoints } from "../../contract/endpoints";
import { checkResponse, isErrorBody } from "../../contract/response-check";
import { apiClient, credentials } from "./http";

// GET /queues/capacity (docs/decisions/610-capacity-board-api.md): its shape, its guards, and that its numbers are the
// ones the ticket list gives for the same date. Read-only, like the rest of the suite.

const client = apiClient();
let admin = "";
let noPermissions = "";

async function login(who: { username: string; password: string }) {
  const answer = await apiClient().send("POST", "/users/auth/login", { body: who });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { accessToken: string } }).data.accessToken;
}

beforeAll(async () => {
  admin = await login(credentials.admin);
  noPermissions = await login(credentials.noPermissions);
});

const capacityProblem = (body: unknown) => checkResponse(endpoints.queueCapacity, body) ?? "ok";

async function capacity(query: string): Promise<CapacityReport> {
  const answer = await client.send("GET", `/queues/capacity${query}`, { token: admin });
  expect(answer.status).toBe(200);
  expect(capacityProblem(answer.body)).toBe("ok");
  return (answer.body as { data: CapacityReport }).data;
}

/** Every ticket of a date, page by page through GET /queues/. */
async function ticketsOn(date: string): Promise<Queue[]> {
  const tickets: Queue[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.send("GET", `/queues/?date=${date}&page=${page}&size=100`, { token: admin });
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: { total: number; queues: Queue[] } }).data;
    tickets.push(...data.queues);
    if (data.queues.length === 0 || tickets.length >= data.total) return tickets;
  }
}

describe("GET /queues/capacity", () => {
  it("answers the pickup date when no date is given", async () => {
    const report = await capacity("");
    expect(report.date).toBe(report.pickup_date);
  });

  it("counts per session what the ticket list shows for the same date (archived locations included)", async () => {
    // today (yesterday's registrations, some done), the pickup date (the rush), and the date of a rejected ticket
    const { today, pickup_date } = await capacity("");
    const rejected = await client.send("GET", "/queues/?status=rejected&size=10", { token: admin });
    const [aRejected] = (rejected.body as { data: { queues: Queue[] } }).data.queues;
    expect(aRejected, "the backend's data holds a rejected ticket to count").toBeDefined();
    const seen = { done: 0, rejected: 0 };
    for (const date of new Set([today, pickup_date, aRejected!.scheduled_date])) {
      const report = await capacity(`?date=${date}&include_archived=true`);
      const tickets = await ticketsOn(date);
      const expected = new Map<number, { registered: number; done: number; rejected: number }>();
      for (const ticket of tickets) {
        const tally = expected.get(ticket.queue_session_id) ?? { registered: 0, done: 0, rejected: 0 };
        tally.registered++;
        if (ticket.status === "done") tally.done++;
        if (ticket.status === "rejected") tally.rejected++;
        expected.set(ticket.queue_session_id, tally);
      }
      const shown = new Map(
        report.locations.flatMap((l) =>
          l.sessions.map((s) => [s.id, { registered: s.registered, done: s.done, rejected: s.rejected }] as const),
        ),
      );
      for (const [sessionId, tally] of expected) expect(shown.get(sessionId), `session ${sessionId} on ${date}`).toEqual(tally);
      expect(report.totals.registered).toBe(tickets.length);
      expect(report.totals.done).toBe(tickets.filter((t) => t.status === "done").length);
      expect(report.totals.rejected).toBe(tickets.filter((t) => t.status === "rejected").length);
      for (const location of report.locations) {
        const atLocation = tickets.filter((t) => t.queue_location_id === location.id).length;
        expect(location.totals.registered, location.name).toBe(atLocation);
        for (const session of location.sessions) {
          expect(session.remaining).toBeLessThanOrEqual(session.quota);
          if (session.quota > 0) expect(session.remaining).toBe(Math.max(0, session.quota - session.registered));
        }
      }
      const curve = report.rush.counts.reduce((a, b) => a + b, 0);
      expect(curve).toBeLessThanOrEqual(report.totals.registered);
      seen.done += report.totals.done;
      seen.rejected += report.totals.rejected;
    }
    // every count was compared with something to count, so a count left out would show
    expect(seen.done).toBeGreaterThan(0);
    expect(seen.rejected).toBeGreaterThan(0);
  });

  it("leaves archived locations out unless asked", async () => {
    const shown = await capacity("");
    const all = await capacity("?include_archived=true");
    expect(shown.locations.every((l) => l.is_active)).toBe(true);
    expect(all.locations.length).toBeGreaterThanOrEqual(shown.locations.length);
  });

  it.each(["2026-13-40", "2026-02-30", "2026-04-31"])(
    "refuses %s, no day on the calendar, with 422 and a field error",
    async (date) => {
      const answer = await client.send("GET", `/queues/capacity?date=${date}`, { token: admin });
      expect(answer.status).toBe(422);
      expect(isErrorBody(answer.body)).toBe(true);
      expect(answer.body).toMatchObject({ code: "VALIDATION", errors: { date: expect.any(String) } });
    },
  );

  it("is 401 without a token and 403 without access:queue", async () => {
    const anonymous = await client.send("GET", "/queues/capacity", { cookies: false });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: "UNAUTHENTICATED" });
    const forbidden = await client.send("GET", "/queues/capacity", { token: noPermissions });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: "FORBIDDEN" });
  });
});
