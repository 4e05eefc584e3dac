import { describe, expect, it } from "vitest";
import { sampleTicket } from "../sample-ticket";
import { Database } from "./database";

describe("memory database transaction", () => {
  it("takes back a failed transaction's ticket from the collection and the index", async () => {
    const db = new Database();
    await db.insert("tickets", sampleTicket);
    const failed = db.transaction(async () => {
      const ticket = await db.insert("tickets", { ...sampleTicket, uuid: "uuid-2", no: "KRJ-002" });
      await db.update("tickets", ticket, { status: "done" });
      throw new Error("a later step fails");
    });
    await expect(failed).rejects.toThrow("a later step fails");
    expect(db.all("tickets").map((ticket) => ticket.uuid)).toEqual(["uuid-1"]);
    expect(db.tickets.get("uuid-2")).toBeUndefined();
    expect(db.tickets.registeredFor(sampleTicket.queue_session_id, sampleTicket.scheduled_date)).toBe(1);
    expect(db.tickets.nextSequence(sampleTicket.queue_location_id, sampleTicket.scheduled_date)).toBe(2);
    expect(db.tickets.inListOrder().map((ticket) => ticket.uuid)).toEqual(["uuid-1"]);
  });

  it("keeps what a transaction wrote when it ends well", async () => {
    const db = new Database();
    await db.transaction(() => db.insert("tickets", sampleTicket));
    await expect(db.transaction(() => Promise.reject(new Error("nothing written")))).rejects.toThrow();
    expect(db.tickets.get("uuid-1")).toBe(db.all("tickets")[0]);
  });
});

describe("memory database clear", () => {
  it("empties every table, the index and the id sequences, says so once, and takes rows again", async () => {
    const db = new Database();
    await db.insert("tickets", sampleTicket);
    await db.insert("tickets", { ...sampleTicket, uuid: "uuid-2", no: "KRJ-002" });
    await db.insertNew("rejectionReasons", { reason: "Data tidak sesuai" });
    const changes: unknown[] = [];
    db.onChange((change) => changes.push(change));
    db.clear();
    expect(changes).toEqual([null]);
    expect([db.count("tickets"), db.count("rejectionReasons")]).toEqual([0, 0]);
    expect(db.tickets.get("uuid-1")).toBeUndefined();
    expect(db.tickets.registeredFor(sampleTicket.queue_session_id, sampleTicket.scheduled_date)).toBe(0);
    expect(db.sequences()).toEqual({});
    await db.insert("tickets", { ...sampleTicket, uuid: "uuid-3" });
    expect(db.all("tickets").map((ticket) => ticket.uuid)).toEqual(["uuid-3"]);
    expect(db.nextId("rejectionReasons")).toBe(1);
  });
});
