import { delay, http, HttpResponse } from "msw";
import type { GuestLocation, GuestSession, Queue } from "../../src/api/contract";

// Small, hand-written guest API for the citizen screen stories (same shapes as the contract).

export const SCHEDULED_DATE = "2026-11-24";

export const guestLocations: GuestLocation[] = [
  { id: 1, name: "Pasar Jaya Kramat Jati", code: "KRJ", description: "Jl. Raya Bogor Km 19, Kramat Jati", queue_days_off: [] },
  {
    id: 2,
    name: "Pasar Jaya Cengkareng",
    code: "CKR",
    description: "Jl. Kamal Raya, Cengkareng",
    queue_days_off: [{ id: 1, date: SCHEDULED_DATE, details: "Libur operasional: stock opname gudang" }],
  },
  { id: 3, name: "Pasar Jaya Pasar Minggu", code: "PSM", description: "Jl. Raya Ragunan, Pasar Minggu", queue_days_off: [] },
];

const location = { id: 1, name: "Pasar Jaya Kramat Jati", code: "KRJ" };
export const guestSessions: GuestSession[] = [
  {
    id: 11,
    day_of_the_week: 2,
    queue_location: location,
    start_time: "07:00:00",
    end_time: "09:00:00",
    quota: 100,
    remaining_quota: 64,
  },
  {
    id: 12,
    day_of_the_week: 2,
    queue_location: location,
    start_time: "09:00:00",
    end_time: "11:00:00",
    quota: 100,
    remaining_quota: 0,
  },
  {
    id: 13,
    day_of_the_week: 2,
    queue_location: location,
    start_time: "13:00:00",
    end_time: "15:00:00",
    quota: 80,
    remaining_quota: 12,
  },
];

export const filledValues = {
  kjp: "5049488500001234",
  ktp: "3175061201800004",
  kk: "3175060101090007",
};

export const ticket: Queue = {
  uuid: "7a0f5a8e-1f7e-4c9b-9d0c-2b1a8f3e6d21",
  no: "KRJ-024",
  no_kjp: filledValues.kjp,
  no_ktp: filledValues.ktp,
  no_kk: filledValues.kk,
  scheduled_date: SCHEDULED_DATE,
  scheduled_location: "Pasar Jaya Kramat Jati",
  scheduled_start_time: "07:00:00",
  scheduled_end_time: "09:00:00",
  status: "registered",
  rejection_reason: null,
  queue_location_id: 1,
  queue_session_id: 11,
  created_at: "2026-11-23 08:01:12",
};

/** The public answer masks KTP and KK to the first 4 and last 4 digits (DESIGN §4). */
export const maskedTicket: Queue = { ...ticket, no_ktp: "3175********0004", no_kk: "3175********0007" };

const api = (path: string) => `*/api/v1${path}`;

export const guestHandlers = {
  scheduledDate: (date = SCHEDULED_DATE) =>
    http.post(api("/queues/getScheduledDate"), () => HttpResponse.json({ data: { scheduled_date: date } })),
  locations: (list: GuestLocation[] = guestLocations) =>
    http.get(api("/queues/locations/get"), () => HttpResponse.json({ data: { queue_locations: list } })),
  sessions: (list: GuestSession[] = guestSessions) =>
    http.get(api("/queues/sessions/get"), () => HttpResponse.json({ data: { queue_sessions: list } })),
  /** Every guest read never answers: the 'Loading' state. */
  loadingForever: () => [
    http.post(api("/queues/getScheduledDate"), async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
    http.get(api("/queues/locations/get"), async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  ],
  createOk: (queue: Queue = ticket) =>
    http.post(api("/queues/create"), () => HttpResponse.json({ data: { queue } }, { status: 201 })),
  createPending: () =>
    http.post(api("/queues/create"), async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  createRefused: (error = "Kuota sesi ini sudah penuh", code = "QUOTA_FULL", status = 409) =>
    http.post(api("/queues/create"), () => HttpResponse.json({ error, code }, { status })),
  check: (queues: Queue[]) => http.post(api("/queues/get"), () => HttpResponse.json({ data: { queues } })),
  checkFails: (error = "Layanan sedang gangguan", status = 503) =>
    http.post(api("/queues/get"), () => HttpResponse.json({ error, code: "UNAVAILABLE" }, { status })),
};

/** The registration page's reads, answered at once. */
export const registrationReads = (sessions: GuestSession[] = guestSessions, locations: GuestLocation[] = guestLocations) => [
  guestHandlers.scheduledDate(),
  guestHandlers.locations(locations),
  guestHandlers.sessions(sessions),
];
