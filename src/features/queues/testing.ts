import type { Queue } from "../../../contract";

/** A registered ticket as the staff API answers it (KBL-001, today in the tests' seed), with any field changed. */
export const staffTicket = (changes: Partial<Queue> = {}): Queue => ({
  uuid: "00000000-0000-4000-8000-000000000001",
  no: "KBL-001",
  no_kjp: "504948639993194751",
  no_ktp: "3174020601300819",
  no_kk: "3172070122491111",
  scheduled_date: "2026-03-10",
  scheduled_location: "Pasar Jaya Kebayoran Lama",
  scheduled_start_time: "09:00:00",
  scheduled_end_time: "11:00:00",
  status: "registered",
  rejection_reason: null,
  queue_location_id: 2,
  queue_session_id: 7,
  created_at: "2026-03-09 08:00:00",
  ...changes,
});
