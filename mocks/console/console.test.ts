import { describe, expect, it } from "vitest";
import { createBackend } from "../backend";
import { createClock } from "../../server/clock";
import { CallLog, isFailure, matchesFilter, recordApiCalls, type CallEntry } from "./call-log";
import { describeClock, parseWib } from "./clock-time";
import { DatabaseFileError, exportDatabase, importDatabase } from "../database-file";
import { exportFileName } from "./export-file-name";
import { describeFault, faultFrom, routeOptions } from "./fault-options";

describe("clock fields", () => {
  it("reads a WIB date and time as an instant", () => {
    expect(parseWib("2026-11-23", "20:59:50")).toEqual({ ok: true, at: Date.parse("2026-11-23T13:59:50Z") });
    expect(parseWib("2026-11-23", "21:00")).toEqual({ ok: true, at: Date.parse("2026-11-23T14:00:00Z") });
    expect(parseWib("23-11-2026", "21:00")).toMatchObject({ ok: false, field: "date" });
    expect(parseWib("2026-02-30", "21:00")).toMatchObject({ ok: false, field: "date", message: "No such date" });
    expect(parseWib("2026-11-23", "24:00")).toMatchObject({ ok: false, field: "time" });
  });

  it("says how the clock runs", () => {
    const clock = createClock(() => 0);
    expect(describeClock(clock.state())).toBe("Running in real time");
    clock.offset(-(3600_000 + 120_000));
    expect(describeClock(clock.state())).toBe("Running, −1 h 2 min from real time");
    clock.freeze(5);
    expect(describeClock(clock.state())).toBe("Frozen");
  });
});

describe("faults form", () => {
  it("offers every contract route and '*'", () => {
    expect(routeOptions[0]?.id).toBe("*");
    expect(routeOptions.map((o) => o.id)).toContain("guestCreateQueue");
    expect(routeOptions.find((o) => o.id === "guestCreateQueue")?.label).toBe("guestCreateQueue · POST /queues/create");
  });

  it("turns the form into a fault, and a fault into words", () => {
    expect(faultFrom({ latencyMs: 0, failure: "none", times: Number.NaN })).toBeNull();
    expect(faultFrom({ latencyMs: 2000, failure: "none", times: Number.NaN })).toEqual({ latencyMs: 2000 });
    expect(faultFrom({ latencyMs: 0, failure: "429", times: 2 })).toEqual({ status: 429, times: 2 });
    expect(faultFrom({ latencyMs: 300, failure: "offline", times: Number.NaN })).toEqual({ latencyMs: 300, networkError: true });
    expect(describeFault({ status: 503, times: 1 })).toBe("503, next 1 call");
    expect(describeFault({ latencyMs: 300, networkError: true })).toBe("300 ms, then offline, every call");
  });
});

describe("API call log", () => {
  const entry = (over: Partial<CallEntry>): CallEntry => ({
    id: 1,
    at: 0,
    method: "POST",
    path: "/api/v1/queues/create",
    status: 201,
    durationMs: 5,
    code: null,
    ...over,
  });

  it("filters by words over method, path, status and code, and by failures", () => {
    const refused = entry({ status: 403, code: "REGISTRATION_CLOSED" });
    expect(matchesFilter(refused, "post CREATE 403", false)).toBe(true);
    expect(matchesFilter(entry({}), "post create 403", false)).toBe(false);
    expect(matchesFilter(entry({}), "", true)).toBe(false);
    expect(matchesFilter(refused, "", true)).toBe(true);
    expect(isFailure(entry({ status: null, code: "NETWORK_ERROR" }))).toBe(true);
  });

  it("records /api/v1 calls through fetch: status, duration, error code, dropped connections", async () => {
    const answers: Record<string, () => Promise<Response>> = {
      "/api/v1/queues/create": async () =>
        Response.json(
          { error: "Pendaftaran hanya dapat dilakukan pukul 06:00 - 21:00 WIB", code: "REGISTRATION_CLOSED" },
          { status: 403 },
        ),
      "/api/v1/users/": async () => {
        throw new TypeError("Failed to fetch");
      },
      "/other": async () => new Response("ok"),
    };
    const pathOf = (input: RequestInfo | URL) => new URL(input instanceof Request ? input.url : String(input)).pathname;
    const target = { fetch: ((input: RequestInfo | URL) => answers[pathOf(input)]!()) as typeof fetch };
    const log = new CallLog(false);
    const stop = recordApiCalls(log, () => 42, target);

    expect((await target.fetch("http://localhost/api/v1/queues/create", { method: "post" })).status).toBe(403);
    await expect(target.fetch(new Request("http://localhost/api/v1/users/"))).rejects.toThrow("Failed to fetch");
    await target.fetch("http://localhost/other");
    await new Promise((resolve) => setTimeout(resolve, 10)); // the error body is read after the answer
    expect(log.entries()).toEqual([
      expect.objectContaining({
        at: 42,
        method: "POST",
        path: "/api/v1/queues/create",
        status: 403,
        code: "REGISTRATION_CLOSED",
      }),
      expect.objectContaining({ method: "GET", path: "/api/v1/users/", status: null, code: "NETWORK_ERROR" }),
    ]);
    stop();
    await target.fetch("http://localhost/api/v1/queues/create");
    expect(log.entries()).toHaveLength(2);
  });
});

describe("database file", () => {
  it("exports every table and imports it back into an emptied database", async () => {
    const backend = await createBackend({ seed: { tickets: 40 }, clock: createClock(() => Date.parse("2026-11-23T01:00:00Z")) });
    const tickets = backend.db.all("tickets").map((t) => t.uuid);
    const file = await exportDatabase(backend.db, backend.clock.now());

    backend.db.clear();
    expect(backend.db.count("tickets")).toBe(0);
    expect(await importDatabase(backend.db, file)).toBe(tickets.length);
    expect(backend.db.all("tickets").map((t) => t.uuid)).toEqual(tickets);
    expect(backend.db.count("users")).toBeGreaterThan(0);
  });

  it("refuses what is not an export, naming why", async () => {
    const backend = await createBackend({ seed: false });
    await expect(importDatabase(backend.db, "{")).rejects.toThrow(DatabaseFileError);
    await expect(importDatabase(backend.db, '{"tables":{}}')).rejects.toThrow("not a database exported from the demo console");
    await expect(
      importDatabase(backend.db, JSON.stringify({ format: "antrean-demo-database", snapshot: { version: 999, tables: {} } })),
    ).rejects.toThrow("version 999");
  });

  it("names the file after the mock clock", () => {
    expect(exportFileName("2026-11-23 20:59:50")).toBe("antrean-demo-2026-11-23-205950.json");
  });
});
