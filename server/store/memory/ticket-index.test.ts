import { describe, expect, it } from "vitest";
import type { TicketRecord } from "../rows";
import { sampleTicket } from "../sample-ticket";
import { TicketIndex } from "./ticket-index";

function ticket(uuid: string, change: Partial<TicketRecord>): TicketRecord {
  return { ...sampleTicket, uuid, ...change };
}

describe("ticket index", () => {
  const index = new TicketIndex();
  index.add(ticket("a", { scheduled_date: "2026-01-30" }));
  index.add(ticket("b", { scheduled_date: "2026-02-01" }));
  index.add(ticket("c", { scheduled_date: "2026-02-02", no_ktp: "3171010101000002", queue_session_id: 6 }));
  index.add(ticket("d", { scheduled_date: "2026-02-02" }));

  it("counts a KTP per pickup date and per calendar month of the pickup date", () => {
    expect(index.ktpRegistrations("3171010101000001", "2026-02-02")).toEqual({ onDate: 1, inMonth: 2 });
    expect(index.ktpRegistrations("3171010101000001", "2026-01-31")).toEqual({ onDate: 0, inMonth: 1 });
  });

  it("counts seats per session and date, and the next queue sequence per location and date", () => {
    expect(index.registeredFor(5, "2026-02-02")).toBe(1);
    expect(index.registeredFor(6, "2026-02-02")).toBe(1);
    expect(index.nextSequence(1, "2026-02-02")).toBe(3);
    expect(index.nextSequence(2, "2026-02-02")).toBe(1);
  });

  it("yields tickets newest date first, and one date on demand", () => {
    expect(index.inListOrder().map((t) => t.uuid)).toEqual(["c", "d", "b", "a"]);
    expect(index.inListOrder("2026-02-01").map((t) => t.uuid)).toEqual(["b"]);
    index.add(ticket("e", { scheduled_date: "2026-03-01" }));
    expect(index.inListOrder()[0]?.uuid).toBe("e");
  });

  // docs/product.md §2.8: a day's tickets by location name, then queue number (past 999 too), not as they came
  it("orders a date's tickets by location name, then by queue number, whatever order they were registered in", () => {
    const day = new TicketIndex();
    const at = (uuid: string, no: string, scheduled_location: string, queue_location_id: number) =>
      ticket(uuid, { no, scheduled_location, queue_location_id, scheduled_date: "2026-04-01", no_ktp: `3171${uuid}` });
    day.add(at("tna-1", "TNA-001", "Pasar Jaya Tanah Abang", 1));
    day.add(at("kbl-1", "KBL-001", "Pasar Jaya Kebayoran Lama", 2));
    day.add(at("tna-2", "TNA-002", "Pasar Jaya Tanah Abang", 1));
    day.add(at("kbl-999", "KBL-999", "Pasar Jaya Kebayoran Lama", 2));
    day.add(at("kbl-1000", "KBL-1000", "Pasar Jaya Kebayoran Lama", 2));
    // another market of the same name keeps its own run, after the one with the smaller id
    day.add(at("twin-1", "TNB-001", "Pasar Jaya Tanah Abang", 0));
    day.add(at("kbl-2", "KBL-002", "Pasar Jaya Kebayoran Lama", 2));
    expect(day.inListOrder("2026-04-01").map((t) => t.no)).toEqual([
      "KBL-001",
      "KBL-002",
      "KBL-999",
      "KBL-1000",
      "TNB-001",
      "TNA-001",
      "TNA-002",
    ]);
    expect(day.inListOrder().map((t) => t.no)).toEqual(day.inListOrder("2026-04-01").map((t) => t.no));
  });

  it("finds a KJP's tickets on a date", () => {
    expect(index.forKjpOnDate("5049480000000001", "2026-02-02").map((t) => t.uuid)).toEqual(["c", "d"]);
  });
});
