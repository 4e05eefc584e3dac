import { describe, expect, it } from "vitest";
import {
  KEEP_MAX,
  MY_TICKETS_KEY,
  checkedCopy,
  createTicketStore,
  parseSavedTickets,
  pruneTickets,
  splitTickets,
  staffTicketUrl,
} from "./my-tickets-store";
import { memoryStorage, savedTicket as ticket } from "./testing";

// Monday 23 November 2026, 08:00 WIB
const NOW = Date.parse("2026-11-23T08:00:00+07:00");

describe("the saved tickets", () => {
  it("keeps KTP and KK masked to first 4 + last 4 digits, whatever was passed in", () => {
    const storage = memoryStorage();
    const store = createTicketStore(
      () => storage,
      () => NOW,
    );
    store.remember(ticket(1, "2026-11-24"));
    const raw = storage.items.get(MY_TICKETS_KEY) ?? "";
    expect(raw).not.toContain("3171010101990001");
    expect(raw).not.toContain("3171020202990001");
    expect(store.snapshot()[0]).toMatchObject({ no_ktp: "3171********0001", no_kk: "3171********0001", checkedAt: NOW });
  });

  it("ignores corrupt data: not JSON, not a list, or entries that are not tickets, one by one", () => {
    expect(parseSavedTickets("{not json")).toEqual([]);
    expect(parseSavedTickets('{"uuid":"x"}')).toEqual([]);
    expect(parseSavedTickets("null")).toEqual([]);
    const good = ticket(1, "2026-11-24");
    const bad = [
      null,
      42,
      { ...good, status: "lost" },
      { ...good, scheduled_date: "24/11/2026" },
      { ...good, no_kjp: "<script>" },
      { ...good, checkedAt: "yesterday" },
      { ...good, rejection_reason: "no" },
      { ...good, uuid: undefined },
    ];
    const parsed = parseSavedTickets(JSON.stringify([...bad, good]));
    expect(parsed.map((t) => t.uuid)).toEqual([good.uuid]);
    // and the store reading it throws nothing either
    const store = createTicketStore(
      () => memoryStorage("[[[["),
      () => NOW,
    );
    expect(store.snapshot()).toEqual([]);
  });

  it("answers an empty list when storage is switched off", () => {
    const store = createTicketStore(
      () => {
        throw new Error("SecurityError");
      },
      () => NOW,
    );
    expect(store.snapshot()).toEqual([]);
    expect(() => store.remember(ticket(1, "2026-11-24"))).not.toThrow();
  });

  it("prunes tickets whose pickup was more than 30 days ago, and keeps at most 20, latest pickups first", () => {
    const today = "2026-11-23";
    const kept = pruneTickets([ticket(1, "2026-10-24"), ticket(2, "2026-10-23"), ticket(3, "2026-11-24")], today);
    expect(kept.map((t) => t.no)).toEqual(["KRJ-003", "KRJ-001"]);

    const many = Array.from({ length: KEEP_MAX + 5 }, (_, i) => ticket(i + 1, `2026-11-${String(i + 1).padStart(2, "0")}`));
    const latest = pruneTickets(many, today);
    expect(latest).toHaveLength(KEEP_MAX);
    expect(latest[0]?.scheduled_date).toBe("2026-11-25");
    expect(latest.at(-1)?.scheduled_date).toBe("2026-11-06");
  });

  it("keeps one copy per ticket", () => {
    const twice = pruneTickets(
      [ticket(1, "2026-11-24", { checkedAt: 1 }), ticket(1, "2026-11-24", { checkedAt: 2 })],
      "2026-11-23",
    );
    expect(twice).toHaveLength(1);
    expect(twice[0]?.checkedAt).toBe(2);
  });

  it("splits today's and later pickups from past ones ('Riwayat')", () => {
    const { current, history } = splitTickets(
      [ticket(1, "2026-11-20"), ticket(2, "2026-11-25"), ticket(3, "2026-11-23"), ticket(4, "2026-11-22")],
      "2026-11-23",
    );
    expect(current.map((t) => t.no)).toEqual(["KRJ-003", "KRJ-002"]);
    expect(history.map((t) => t.no)).toEqual(["KRJ-004", "KRJ-001"]);
  });

  it("remembers, updates from a check and forgets, telling subscribers each time", () => {
    const storage = memoryStorage();
    let now = NOW;
    const store = createTicketStore(
      () => storage,
      () => now,
    );
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const saved = store.remember(ticket(1, "2026-11-24"));
    expect(store.snapshot()).toHaveLength(1);

    now += 60_000;
    const fresh = checkedCopy(saved, [{ ...ticket(1, "2026-11-24"), status: "done" }], now);
    expect(fresh).toMatchObject({ status: "done", checkedAt: now, no_ktp: "3171********0001" });
    if (fresh) store.update(fresh);
    expect(store.snapshot()[0]?.status).toBe("done");
    expect(checkedCopy(saved, [ticket(2, "2026-11-24")], now)).toBeNull();

    store.forget(saved.uuid);
    expect(store.snapshot()).toEqual([]);
    expect(storage.items.has(MY_TICKETS_KEY)).toBe(false);
    expect(calls).toBe(3);
    stop();
  });

  it("answers the same list object while nothing changed (a stable snapshot for React)", () => {
    const store = createTicketStore(
      () => memoryStorage(JSON.stringify([ticket(1, "2026-11-24")])),
      () => NOW,
    );
    expect(store.snapshot()).toBe(store.snapshot());
  });

  it("points the QR code at the staff ticket page, under the base path", () => {
    expect(staffTicketUrl("abc-123", "https://antrean.example", "/antrean/")).toBe(
      "https://antrean.example/antrean/queues/abc-123",
    );
  });
});
