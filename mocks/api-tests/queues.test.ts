import { readSheet } from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import { answered, refused, useTestApi } from "../testing/harness";

const api = useTestApi({ seed: { tickets: 600 } });
let token = "";

beforeAll(async () => {
  token = await api.login("operator");
});

const allTickets = () => api.backend.db.all("tickets");
const TODAY = "2026-03-10";

describe("queue list", () => {
  it("pages all tickets, newest pickup date first", async () => {
    const pageTwo = answered(await api.call("queueList", { token, query: { page: 2, size: 20 } }), 200).data;
    expect(pageTwo).toMatchObject({ page: 2, size: 20, total: allTickets().length });
    expect(pageTwo.queues).toHaveLength(20);
    const first = await api.call("queueList", { token, query: { size: 50 } });
    const dates = answered(first, 200).data.queues.map((q) => q.scheduled_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(
      allTickets()
        .map((t) => t.scheduled_date)
        .sort()
        .at(-1),
    );
  });

  it("defaults to page 1 of 10 and accepts the path with and without a trailing slash", async () => {
    const withSlash = await api.fetchPath("/queues/", { headers: { authorization: `Bearer ${token}` } });
    const without = await api.fetchPath("/queues", { headers: { authorization: `Bearer ${token}` } });
    const [a, b] = [await withSlash.json(), await without.json()];
    expect(a).toEqual(b);
    expect(a.data).toMatchObject({ page: 1, size: 10 });
  });

  it("filters by location (0 = all), date, queue number, KJP and KTP", async () => {
    const sample = allTickets().find((t) => t.scheduled_date === TODAY)!;
    const count = (query: Record<string, string | number>) =>
      api.call("queueList", { token, query }).then((r) => answered(r, 200).data.total);
    expect(await count({ location_id: 0 })).toBe(allTickets().length);
    expect(await count({ location_id: sample.queue_location_id })).toBe(
      allTickets().filter((t) => t.queue_location_id === sample.queue_location_id).length,
    );
    expect(await count({ date: TODAY })).toBe(allTickets().filter((t) => t.scheduled_date === TODAY).length);
    expect(await count({ date: TODAY, location_id: sample.queue_location_id, no: sample.no })).toBe(1);
    expect(await count({ no_kjp: sample.no_kjp, date: TODAY })).toBe(1);
    expect(await count({ no_ktp: sample.no_ktp.slice(-10) })).toBe(
      allTickets().filter((t) => t.no_ktp.includes(sample.no_ktp.slice(-10))).length,
    );
  });

  it("refuses bad query values (422)", async () => {
    const result = await api.call("queueList", { token, query: { size: 1000, date: "10-03-2026" } });
    expect(Object.keys(refused(result, 422).errors ?? {}).sort()).toEqual(["date", "size"]);
  });
});

describe("queue detail and status", () => {
  const registered = () => allTickets().find((t) => t.status === "registered")!;

  it("answers one ticket by uuid, 404 for an unknown one", async () => {
    const ticket = registered();
    expect(answered(await api.call("queueGet", { token, params: { uuid: ticket.uuid } }), 200).data.queue).toEqual(ticket);
    const missing = await api.call("queueGet", { token, params: { uuid: "00000000-0000-4000-8000-000000000000" } });
    expect(refused(missing, 404).code).toBe("NOT_FOUND");
  });

  it("marks a registered ticket done, once (then 409 INVALID_TRANSITION)", async () => {
    const ticket = registered();
    const done = await api.call("queueMarkDone", { token, params: { uuid: ticket.uuid } });
    expect(answered(done, 200).data.queue.status).toBe("done");
    expect(api.backend.db.tickets.get(ticket.uuid)?.status).toBe("done");
    const again = await api.call("queueMarkDone", { token, params: { uuid: ticket.uuid } });
    expect(refused(again, 409).code).toBe("INVALID_TRANSITION");
    const reject = await api.call("queueReject", { token, params: { uuid: ticket.uuid }, body: { rejection_reason_id: 1 } });
    expect(reject.status).toBe(409);
  });

  it("rejects a registered ticket with an existing reason", async () => {
    const ticket = registered();
    const reason = api.backend.db.byId("rejectionReasons", 2)!;
    const result = await api.call("queueReject", {
      token,
      params: { uuid: ticket.uuid },
      body: { rejection_reason_id: reason.id },
    });
    expect(answered(result, 200).data.queue).toMatchObject({ status: "rejected", rejection_reason: { reason: reason.reason } });
  });

  it("refuses an unknown reason (422) and a missing one (422)", async () => {
    const ticket = registered();
    const unknown = await api.call("queueReject", { token, params: { uuid: ticket.uuid }, body: { rejection_reason_id: 999 } });
    expect(Object.keys(refused(unknown, 422).errors ?? {})).toEqual(["rejection_reason_id"]);
    const missing = await api.call("queueReject", { token, params: { uuid: ticket.uuid }, body: {} });
    expect(missing.status).toBe(422);
    expect(api.backend.db.tickets.get(ticket.uuid)?.status).toBe("registered");
  });
});

describe("export", () => {
  it("downloads DaftarAntrean.xlsx with every row matching the filters, in the list's columns and order", async () => {
    const location = 3;
    const response = await api.fetchPath(`/queues/download/?location_id=${location}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toContain('filename="DaftarAntrean.xlsx"');
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    const [header, ...data] = rows;
    // the list's ten columns (every name: e2e/admin-queues.spec.ts), the times' zone in their names as the list's
    // headers say it (docs/product.md §11.12)
    expect(header).toHaveLength(10);
    expect(header?.slice(6, 8)).toEqual(["Jam Mulai (WIB)", "Jam Selesai (WIB)"]);

    const listed = answered(await api.call("queueList", { token, query: { location_id: location, size: 100 } }), 200).data;
    const expected = allTickets().filter((t) => t.queue_location_id === location);
    expect(data).toHaveLength(expected.length);
    expect(listed.total).toBe(expected.length);
    const firstListed = listed.queues[0]!;
    expect(data[0]).toEqual([
      firstListed.no,
      firstListed.no_kjp,
      firstListed.no_ktp,
      firstListed.no_kk,
      firstListed.scheduled_date,
      firstListed.scheduled_location,
      firstListed.scheduled_start_time,
      firstListed.scheduled_end_time,
      // the status in the screens' words (docs/product.md §2.11), not the API's
      { registered: "Terdaftar", done: "Selesai", rejected: "Ditolak" }[firstListed.status],
      firstListed.rejection_reason?.reason ?? null,
    ]);
    expect(new Set(data.map((row) => row[0]))).toEqual(new Set(expected.map((t) => t.no)));
  });

  it("needs access:queue like the list", async () => {
    expect((await api.call("queueDownload")).status).toBe(401);
    expect((await api.call("queueDownload", { token: await api.login("useradmin") })).status).toBe(403);
  });
});
