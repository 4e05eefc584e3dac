/** Contract-shaped data and msw handlers for the ticket screen stories (the client validates every answer). */
import { delay, http, HttpResponse } from "msw";
import type { Location, Queue, RejectionReason } from "../../src/api/contract";

export const API = "*/api/v1";

const audit = {
  created_at: "2025-04-20 08:00:00",
  updated_at: "2025-04-20 08:00:00",
  creator: { name: "Super Admin" },
  updater: { name: "Super Admin" },
};

export const locations: Location[] = [
  { id: 1, name: "Pasar Rebo", code: "PRB", description: null, is_active: true, queue_days_off: [], ...audit },
  { id: 2, name: "Kramat Jati", code: "KRJ", description: "Gudang utama", is_active: true, queue_days_off: [], ...audit },
  { id: 3, name: "Cengkareng", code: "CKR", description: null, is_active: true, queue_days_off: [], ...audit },
];

export const reasons: RejectionReason[] = [
  { id: 1, reason: "Dokumen tidak sesuai" },
  { id: 2, reason: "KTP bukan milik pemegang tiket" },
  { id: 3, reason: "Tidak membawa KJP asli" },
];

const pad = (n: number, width: number) => String(n).padStart(width, "0");

export function makeQueue(n: number, overrides: Partial<Queue> = {}): Queue {
  const location = locations[n % locations.length] as Location;
  return {
    uuid: `00000000-0000-4000-8000-${pad(n, 12)}`,
    no: `${location.code}-${pad(n, 3)}`,
    no_kjp: `50${pad(n, 16)}`,
    no_ktp: `3171${pad(n, 12)}`,
    no_kk: `3172${pad(n, 12)}`,
    scheduled_date: "2025-04-24",
    scheduled_location: location.name,
    scheduled_start_time: "07:00:00",
    scheduled_end_time: "09:00:00",
    status: "registered",
    rejection_reason: null,
    queue_location_id: location.id,
    queue_session_id: 10 + location.id,
    created_at: "2025-04-23 06:15:00",
    ...overrides,
  };
}

export const queues: Queue[] = Array.from({ length: 57 }, (_, i) =>
  makeQueue(
    i + 1,
    i % 7 === 3
      ? { status: "done" }
      : i % 7 === 5
        ? { status: "rejected", rejection_reason: { reason: "Dokumen tidak sesuai" } }
        : {},
  ),
);

const listOf = <K extends string, T>(plural: K, rows: T[], page = 1, size = 100) => ({
  data: { page, size, total: rows.length, [plural]: rows.slice((page - 1) * size, page * size) },
});

export const errorBody = (status: number, code: string, error: string) => HttpResponse.json({ error, code }, { status });

/** Locations and rejection reasons for the filter and the reject dialog. */
export const lookupHandlers = [
  http.get(`${API}/queues/locations/`, () => HttpResponse.json(listOf("queue_locations", locations))),
  http.get(`${API}/queues/rejection-reasons/`, () => HttpResponse.json(listOf("queue_rejection_reasons", reasons))),
];

/** A list endpoint over `rows` honouring page, size and the location filter; records each query it got. */
export function queueListHandler(rows: Queue[] = queues, seen: URLSearchParams[] = []) {
  return http.get(`${API}/queues/`, ({ request }) => {
    const url = new URL(request.url);
    seen.push(url.searchParams);
    const page = Number(url.searchParams.get("page") ?? 1);
    const size = Number(url.searchParams.get("size") ?? 10);
    const location = Number(url.searchParams.get("location_id") ?? 0);
    const filtered = rows.filter((q) => !location || q.queue_location_id === location);
    return HttpResponse.json(listOf("queues", filtered, page, size));
  });
}

export const foreverHandler = (path: string) =>
  http.get(`${API}${path}`, async () => {
    await delay("infinite");
    return HttpResponse.json({});
  });
