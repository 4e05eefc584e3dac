import type { TicketRecord } from "./rows";

/**
 * A ticket as stored, for tests (the registration rule's, the ticket index's): Pasar Jaya Kramat Jati's first for
 * Wednesday 2026-03-11, 07:00–09:00, registered on Tuesday 10:00 WIB.
 */
export const sampleTicket: TicketRecord = {
  uuid: "uuid-1",
  no: "KRJ-001",
  no_kjp: "5049480000000001",
  no_ktp: "3171010101000001",
  no_kk: "3171020202000001",
  scheduled_date: "2026-03-11",
  scheduled_location: "Pasar Jaya Kramat Jati",
  scheduled_start_time: "07:00:00",
  scheduled_end_time: "09:00:00",
  status: "registered",
  rejection_reason: null,
  queue_location_id: 1,
  queue_session_id: 5,
  created_at: "2026-03-10 10:00:00",
};
