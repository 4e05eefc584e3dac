/**
 * The rush's set-up and read-back through HTTP: the control API (`/__mock/`, served with MOCK_CONTROL=1 by
 * the server on either store) for the clock and a fresh seed, the staff API for quotas and the mock's checks.
 * Plain fetch: these calls are few and not measured.
 */
import { addCalendarDays } from "../../contract/wib";
import type { OfferedSession } from "./load";
import type { SeatRow, TicketRow } from "./checks";

export class Api {
  constructor(
    readonly base: string,
    private token = "",
  ) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async signIn(username: string, password: string): Promise<Api> {
    const answer = await this.call<{ data: { accessToken: string } }>("POST", "/api/v1/users/auth/login", { username, password });
    return new Api(this.base, answer.data.accessToken);
  }
}

/** WIB wall time `HH:mm:ss` on a date, as an ISO instant. */
export const wib = (date: string, time: string) => `${date}T${time}+07:00`;

export async function freezeAll(apis: Api[], at: string): Promise<void> {
  await Promise.all(apis.map((api) => api.call("POST", "/__mock/clock/freeze", { at })));
}

export async function scheduledDate(api: Api): Promise<string> {
  const answer = await api.call<{ data: { scheduled_date: string; registration_window: { is_open: boolean } } }>(
    "POST",
    "/api/v1/queues/getScheduledDate",
  );
  if (!answer.data.registration_window.is_open) throw new Error("the registration window is closed at the frozen time");
  return answer.data.scheduled_date;
}

type GuestSession = { id: number; remaining_quota: number; quota: number; queue_location: { id: number } };

/** The sessions a citizen can pick for the scheduled date, by location name then start time (the guest API's order). */
export async function offeredSessions(api: Api, address: string): Promise<(OfferedSession & { remaining: number })[]> {
  const headers = { "x-forwarded-for": address };
  const locations = await api.call<{ data: { queue_locations: { id: number; queue_days_off: unknown[] }[] } }>(
    "GET",
    "/api/v1/queues/locations/get",
    undefined,
    headers,
  );
  const offered: (OfferedSession & { remaining: number })[] = [];
  for (const location of locations.data.queue_locations) {
    if (location.queue_days_off.length > 0) continue;
    const sessions = await api.call<{ data: { queue_sessions: GuestSession[] } }>(
      "GET",
      `/api/v1/queues/sessions/get?location_id=${location.id}`,
      undefined,
      headers,
    );
    for (const session of sessions.data.queue_sessions)
      offered.push({ id: session.id, location_id: location.id, remaining: session.remaining_quota });
  }
  return offered;
}

/** Sets each session's weekly quota (the staff API; the session's weekday is the pickup date's). */
export async function setQuotas(staff: Api, quotas: Map<number, number>): Promise<void> {
  for (const [id, quota] of quotas) await staff.call("PATCH", `/api/v1/queues/sessions/${id}`, { quota });
}

type ListedTicket = {
  uuid: string;
  no: string;
  no_ktp: string;
  scheduled_date: string;
  queue_location_id: number;
  queue_session_id: number;
};

/** Every ticket of a calendar month through the staff list (a page of 100 per date): the mock target's checks. */
export async function ticketsOfMonth(staff: Api, date: string): Promise<TicketRow[]> {
  const rows: TicketRow[] = [];
  const first = `${date.slice(0, 7)}-01`;
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addCalendarDays(day, 1)) {
    for (let page = 1; ; page++) {
      const answer = await staff.call<{ data: { total: number; queues: ListedTicket[] } }>(
        "GET",
        `/api/v1/queues/?date=${day}&page=${page}&size=100`,
      );
      for (const ticket of answer.data.queues)
        rows.push({
          uuid: ticket.uuid,
          no_ktp: ticket.no_ktp,
          scheduled_date: ticket.scheduled_date,
          queue_location_id: ticket.queue_location_id,
          queue_session_id: ticket.queue_session_id,
          sequence: Number(ticket.no.slice(ticket.no.lastIndexOf("-") + 1)),
        });
      if (page * 100 >= answer.data.total) break;
    }
  }
  return rows;
}

type CapacitySession = { id: number; session_quota: number; registered: number; done: number; rejected: number };

/** Seats per session on a date from the capacity board (the mock counts them from its ticket index). */
export async function seatsFromBoard(staff: Api, date: string): Promise<SeatRow[]> {
  const board = await staff.call<{ data: { locations: { sessions: CapacitySession[] }[] } }>(
    "GET",
    `/api/v1/queues/capacity?date=${date}&include_archived=true`,
  );
  return board.data.locations.flatMap((location) =>
    location.sessions.map((s) => ({ session_id: s.id, quota: s.session_quota, taken: s.registered + s.done + s.rejected })),
  );
}
