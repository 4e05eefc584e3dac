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

  it("yields tickets newest date first, in registration order within a date, and one date on demand", () => {
    expect(index.inListOrder().map((t) => t.uuid)).toEqual(["c", "d", "b", "a"]);
    expect(index.inListOrder("2026-02-01").map((t) => t.uuid)).toEqual(["b"]);
    index.add(ticket("e", { scheduled_date: "2026-03-01" }));
    expect(index.inListOrder()[0]?.uuid).toBe("e");
  });

  it("finds a KJP's tickets on a date", () => {
    expect(index.forKjpOnDate("5049480000000001", "2026-02-02").map((t) => t.uuid)).toEqual(["c", "d"]);
  });
});
