import { describe, expect, it } from "vitest";
import {
  KEEP_MAX,
  MY_TICKETS_KEY,
  RECHECK_AFTER_MS,
  RECHECK_MAX,
  checksDue,
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

  it("remembers, keeps a check's answer and forgets, telling subscribers each time", () => {
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
    // the check's answer lists it, done since, with KTP and KK as the check masks them
    store.keepChecked([{ ...ticket(1, "2026-11-24", { no_ktp: "3171****0001" }), status: "done" }]);
    expect(store.snapshot()[0]).toMatchObject({ status: "done", checkedAt: now, no_ktp: "3171****0001" });

    store.forget(saved.uuid);
    expect(store.snapshot()).toEqual([]);
    expect(storage.items.has(MY_TICKETS_KEY)).toBe(false);
    expect(calls).toBe(3);
    stop();
  });

  // docs/product.md §2.2: every successful check of a kept ticket (the list's, an opened ticket's, the status page's)
  it("keeps a check's status, rejection reason and time for the saved tickets it lists, and nothing else", () => {
    const storage = memoryStorage();
    const store = createTicketStore(
      () => storage,
      () => NOW,
    );
    store.remember(ticket(1, "2026-11-24"));
    store.remember(ticket(2, "2026-11-25"));
    const before = storage.items.get(MY_TICKETS_KEY);
    let calls = 0;
    const stop = store.subscribe(() => calls++);

    // an answer that lists none of them (another KJP's, or the ticket no longer found) writes nothing
    store.keepChecked([ticket(9, "2026-11-24")], NOW + 1);
    expect(storage.items.get(MY_TICKETS_KEY)).toBe(before);
    expect(calls).toBe(0);

    const rejected = ticket(1, "2026-11-24", { status: "rejected", rejection_reason: { reason: "Dokumen tidak sesuai" } });
    store.keepChecked([rejected, ticket(9, "2026-11-24")], NOW + 2);
    const [first, second] = store.snapshot().toSorted((a, b) => a.no.localeCompare(b.no));
    expect(first).toMatchObject({ status: "rejected", rejection_reason: { reason: "Dokumen tidak sesuai" }, checkedAt: NOW + 2 });
    expect(first?.no_ktp).toBe("3171********0001");
    expect(second).toMatchObject({ status: "registered", checkedAt: NOW });
    expect(store.snapshot().map((t) => t.uuid)).not.toContain(ticket(9, "2026-11-24").uuid);

    // a ticket forgotten while its check was out stays forgotten
    store.forget(rejected.uuid);
    store.keepChecked([rejected], NOW + 3);
    expect(store.snapshot().map((t) => t.no)).toEqual(["KRJ-002"]);
    stop();
  });

  it("checks, when the list shows, the tickets whose status is a few minutes old: once per KJP and date, a few at most", () => {
    const old = NOW - RECHECK_AFTER_MS;
    const current = [
      ticket(1, "2026-11-23", { checkedAt: old }),
      // the same KJP and date: the same check answers it
      ticket(2, "2026-11-23", { checkedAt: old - 1 }),
      // checked a moment ago: not asked again
      ticket(3, "2026-11-24", { no_kjp: "5049480000990003", checkedAt: NOW - RECHECK_AFTER_MS + 1 }),
      // dated ahead of now (a phone's wrong clock): its time tells nothing, so it is checked
      ticket(4, "2026-11-25", { no_kjp: "5049480000990004", checkedAt: NOW + 60_000 }),
    ];
    expect(checksDue(current, NOW)).toEqual([
      { no_kjp: "5049480000990001", date: "2026-11-23" },
      { no_kjp: "5049480000990004", date: "2026-11-25" },
    ]);
    const many = Array.from({ length: RECHECK_MAX + 3 }, (_, i) =>
      ticket(i + 1, "2026-11-24", { no_kjp: `50494800009900${String(i + 10)}`, checkedAt: old }),
    );
    expect(checksDue(many, NOW).map((body) => body.no_kjp)).toEqual(many.slice(0, RECHECK_MAX).map((t) => t.no_kjp));
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
