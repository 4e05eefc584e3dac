import { describe, expect, it } from "vitest";
import { type } from "arktype";
import {
  buildPath,
  checkGuestRegistration,
  checkLogin,
  checkGuestStatus,
  dayOffCreateBody,
  errorBody,
  guestMessages,
  guestRegistrationBody,
  guestStatusBody,
  listEnvelope,
  locationCreateBody,
  locationEditBody,
  loginBody,
  permissionCreateBody,
  queue,
  queueListQuery,
  rejectQueueBody,
  rejectionReasonCreateBody,
  roleCreateBody,
  roleEditBody,
  sessionCreateBody,
  sessionEditBody,
  singleEnvelope,
  userCreateBody,
  userEditBody,
  validate,
} from "./index";
import { endpoints } from "./endpoints";

const digits = (n: number, d = "1") => d.repeat(n);
const errorsOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? {} : result.fieldErrors;
};

describe("guest registration", () => {
  const valid = { no_kjp: digits(16), no_ktp: digits(16, "3"), no_kk: digits(16, "3"), session_id: 12 };

  it("accepts a valid form, an 18- and a 20-digit KJP and leading zeros", () => {
    expect(validate(guestRegistrationBody, valid).ok).toBe(true);
    expect(validate(guestRegistrationBody, { ...valid, no_kjp: "0" + digits(17) }).ok).toBe(true);
    expect(validate(guestRegistrationBody, { ...valid, no_kjp: digits(20) }).ok).toBe(true);
  });

  it.each([
    ["no_kjp", digits(15), guestMessages.kjpMin],
    ["no_kjp", "", guestMessages.kjpMin],
    ["no_kjp", digits(15) + "a", guestMessages.digitsOnly],
    ["no_kjp", digits(21), guestMessages.kjpMax],
    ["no_kjp", digits(1_048_576), guestMessages.kjpMax],
    ["no_ktp", digits(15), guestMessages.ktpExact],
    ["no_ktp", digits(17), guestMessages.ktpExact],
    ["no_ktp", "3171 0000 0000 00", guestMessages.digitsOnly],
    ["no_kk", digits(17), guestMessages.kkExact],
    ["no_kk", "x".repeat(16), guestMessages.digitsOnly],
  ])("rejects %s = %j with its message", (field, value, message) => {
    expect(errorsOf(guestRegistrationBody, { ...valid, [field]: value })[field]).toBe(message);
  });

  it("requires every input and a session id of 1-99999", () => {
    const errors = errorsOf(guestRegistrationBody, {});
    expect(Object.keys(errors).sort()).toEqual(["no_kjp", "no_kk", "no_ktp", "session_id"]);
    expect(errorsOf(guestRegistrationBody, { ...valid, session_id: 0 }).session_id).toBeDefined();
    expect(errorsOf(guestRegistrationBody, { ...valid, session_id: 100000 }).session_id).toBeDefined();
  });
});

describe("the citizen forms' plain rules agree with the contract's schemas (ADR 802)", () => {
  const samples = [
    "",
    "1",
    digits(15),
    digits(16),
    digits(17),
    digits(18),
    "0" + digits(15),
    digits(15) + "a",
    "3171 0000 0000 0000",
    "x".repeat(16),
    "١".repeat(16),
    " " + digits(16),
    digits(16) + "\n",
    "-" + digits(15),
  ];
  const sessionIds = [0, 1, 12, 99999, 100000, 1.5, -3];
  const fields = ["no_kjp", "no_ktp", "no_kk"] as const;

  it("registration: the same verdict and the same message for every field, over every mix of samples", () => {
    let cases = 0;
    for (const field of fields)
      for (const sample of samples)
        for (const session_id of sessionIds) {
          const input = { no_kjp: digits(16), no_ktp: digits(16, "3"), no_kk: digits(16, "3"), session_id, [field]: sample };
          const schema = validate(guestRegistrationBody, input);
          const plain = checkGuestRegistration(input);
          expect(plain.ok, JSON.stringify(input)).toBe(schema.ok);
          const schemaErrors = schema.ok ? {} : schema.fieldErrors;
          const plainErrors = plain.ok ? {} : plain.fieldErrors;
          expect(Object.keys(plainErrors).sort()).toEqual(Object.keys(schemaErrors).sort());
          for (const name of fields) expect(plainErrors[name], `${name} of ${JSON.stringify(input)}`).toBe(schemaErrors[name]);
          if (plain.ok && schema.ok) expect(plain.value).toEqual(schema.value);
          cases++;
        }
    expect(cases).toBe(fields.length * samples.length * sessionIds.length);
  });

  it("status: the same verdict, the same KJP message and the same fields refused", () => {
    const dates = ["2026-11-23", "2026-02-30", "", "2026-13-01", "23-11-2026", "2026-11-23T00:00", "2026-1-5"];
    for (const no_kjp of samples)
      for (const date of dates) {
        const input = { no_kjp, date };
        const schema = validate(guestStatusBody, input);
        const plain = checkGuestStatus(input);
        expect(plain.ok, JSON.stringify(input)).toBe(schema.ok);
        expect(Object.keys(plain.ok ? {} : plain.fieldErrors).sort()).toEqual(
          Object.keys(schema.ok ? {} : schema.fieldErrors).sort(),
        );
        expect(plain.ok ? undefined : plain.fieldErrors.no_kjp).toBe(schema.ok ? undefined : schema.fieldErrors.no_kjp);
      }
  });
});

describe("login rules without the schema library (login-rules.ts)", () => {
  // every length around both bounds of both fields, plus characters that are more than one UTF-16 unit
  const lengths = [0, 1, 2, 3, 4, 7, 8, 9, 99, 100, 101, 250];
  const samples = [...lengths.map((n) => "a".repeat(n)), " ", "   ", "é", "😀", "😀😀", "\n\t ", "ab😀", "x".repeat(7) + "😀"];

  it("gives the same verdict, the same messages and the same value as the contract's loginBody", () => {
    let cases = 0;
    for (const username of samples)
      for (const password of samples) {
        const input = { username, password };
        const schema = validate(loginBody, input);
        const plain = checkLogin(input);
        expect(plain.ok, JSON.stringify(input)).toBe(schema.ok);
        expect(plain.ok ? {} : plain.fieldErrors, JSON.stringify(input)).toEqual(schema.ok ? {} : schema.fieldErrors);
        if (plain.ok && schema.ok) expect(plain.value).toEqual(schema.value);
        cases++;
      }
    expect(cases).toBe(samples.length ** 2);
  });

  it("says what the staff form shows (the schema library's wording, docs/product.md §5.1)", () => {
    expect(checkLogin({ username: "ab", password: "" })).toEqual({
      ok: false,
      fieldErrors: { username: "must be at least length 3 (was 2)", password: "must be at least length 8" },
    });
    expect(checkLogin({ username: "abc", password: "x".repeat(101) })).toEqual({
      ok: false,
      fieldErrors: { password: "must be at most length 100 (was 101)" },
    });
  });
});

describe("guest status check", () => {
  it("takes a KJP of 16–20 digits and a date YYYY-MM-DD, and no other field", () => {
    expect(validate(guestStatusBody, { no_kjp: digits(16), date: "2026-11-22" }).ok).toBe(true);
    expect(validate(guestStatusBody, { no_kjp: digits(20), date: "2026-11-22" }).ok).toBe(true);
    expect(errorsOf(guestStatusBody, { no_kjp: "12", date: "2026-11-22" }).no_kjp).toBe(guestMessages.kjpMin);
    expect(errorsOf(guestStatusBody, { no_kjp: digits(21), date: "2026-11-22" }).no_kjp).toBe(guestMessages.kjpMax);
    expect(errorsOf(guestStatusBody, { no_kjp: digits(16) }).date).toBeDefined();
    expect(errorsOf(guestStatusBody, { no_kjp: digits(16), date: "22/11/2026" }).date).toBeDefined();
    expect(errorsOf(guestStatusBody, { no_kjp: digits(16), date: "2026-11-22", name: "x" })).toEqual({ name: "must be removed" });
  });
});

describe("a date", () => {
  // the shape alone let 2026-02-30 through to the capacity board, which answered it with a 500
  it("is a day on the calendar: a 29 February only in a leap year, no 31st in a 30-day month", () => {
    const days = ["2024-02-29", "2000-02-29", "2026-04-30", "2026-12-31", "0000-01-01", "9999-12-31"];
    const notDays = ["2026-02-29", "1900-02-29", "2026-02-30", "2026-04-31", "2026-06-31", "2026-13-01", "2026-00-10"];
    for (const date of days) expect(validate(queueListQuery, { date }).ok, date).toBe(true);
    for (const date of notDays) expect(validate(queueListQuery, { date }).ok, date).toBe(false);
    expect(errorsOf(guestStatusBody, { no_kjp: digits(16), date: "2026-02-30" }).date).toBe("must be a date YYYY-MM-DD");
  });
});

// Each admin rule of docs/product.md §5: a valid body passes and each bound is enforced.
const boundCases: [string, Parameters<typeof validate>[0], Record<string, unknown>, [string, unknown][]][] = [
  [
    "login",
    loginBody,
    { username: "abc", password: "12345678" },
    [
      ["username", "ab"],
      ["username", "a".repeat(101)],
      ["password", "1234567"],
      ["password", "x".repeat(101)],
    ],
  ],
  [
    "user create",
    userCreateBody,
    { name: "Budi", username: "budi", password: "rahasia123", roles: [1], permissions: [2] },
    [
      ["name", "ab"],
      ["username", "ab"],
      ["password", "short"],
      ["roles", [0]],
      ["permissions", [10000]],
    ],
  ],
  [
    "user edit",
    userEditBody,
    {},
    [
      ["name", "ab"],
      ["roles", [10000]],
    ],
  ],
  [
    "role create",
    roleCreateBody,
    { name: "Operator", slug: "operator", description: "d", permissions: [1] },
    [
      ["name", "ab"],
      ["slug", "ab"],
      ["description", "x".repeat(101)],
      ["permissions", [0]],
    ],
  ],
  [
    "role edit",
    roleEditBody,
    { description: null },
    [
      ["slug", "ab"],
      ["description", "x".repeat(101)],
    ],
  ],
  [
    "permission create",
    permissionCreateBody,
    { name: "Access", slug: "access:x" },
    [
      ["name", "ab"],
      ["description", "x".repeat(101)],
    ],
  ],
  [
    "location create",
    locationCreateBody,
    { name: "Pasar Minggu", code: "PSM" },
    [
      ["name", "ab"],
      ["code", "ab"],
      ["description", "x".repeat(256)],
    ],
  ],
  [
    "location edit",
    locationEditBody,
    { description: null },
    [
      ["name", "ab"],
      ["description", "x".repeat(256)],
    ],
  ],
  [
    "session create",
    sessionCreateBody,
    { location_id: 1, day_of_the_week: 0, start_time: "07:00", end_time: "09:00:00", quota: 50 },
    [
      ["location_id", 0],
      ["location_id", 10000],
      ["day_of_the_week", 7],
      ["start_time", "7 am"],
      ["quota", 0],
      ["quota", 10000],
    ],
  ],
  [
    "session edit",
    sessionEditBody,
    {},
    [
      ["quota", 0],
      ["day_of_the_week", -1],
    ],
  ],
  [
    "day off create",
    dayOffCreateBody,
    { date: "2026-11-22", details: "Libur", location_id: 3 },
    [
      ["date", "22/11/2026"],
      ["details", "x".repeat(256)],
      ["location_id", 0],
    ],
  ],
  [
    "rejection reason",
    rejectionReasonCreateBody,
    { reason: "Dokumen tidak sesuai" },
    [
      ["reason", ""],
      ["reason", "x".repeat(101)],
    ],
  ],
  [
    "reject queue",
    rejectQueueBody,
    { rejection_reason_id: 1 },
    [
      ["rejection_reason_id", 0],
      ["rejection_reason_id", 100000],
    ],
  ],
];

describe.each(boundCases)("%s body", (_, schema, valid, violations) => {
  it("accepts a valid example", () => {
    expect(validate(schema, valid)).toEqual({ ok: true, value: valid });
  });
  it.each(violations)("rejects %s = %j", (field, value) => {
    expect(errorsOf(schema, { ...valid, [field]: value })[field]).toMatch(/must be/);
  });
});

describe("envelopes", () => {
  const sample = {
    uuid: "u1",
    no: "PSM-001",
    no_kjp: digits(16),
    no_ktp: digits(16),
    no_kk: digits(16),
    scheduled_date: "2026-11-22",
    scheduled_location: "Pasar Minggu",
    scheduled_start_time: "07:00:00",
    scheduled_end_time: "09:00:00",
    status: "registered",
    rejection_reason: null,
    queue_location_id: 1,
    queue_session_id: 1,
    created_at: "2026-11-21 06:00:00",
  };
  it("reads a list and a single answer", () => {
    const list = listEnvelope("queues", queue);
    expect(list({ data: { page: 1, size: 10, total: 1, queues: [sample] } })).toMatchObject({ data: { total: 1 } });
    expect(list({ data: { page: 1, size: 10, total: 1, tickets: [sample] } })).toBeInstanceOf(type.errors);
    expect(singleEnvelope("queue", queue)({ data: { queue: { ...sample, status: "lost" } } })).not.toHaveProperty("data");
  });
  it("reads the error body", () => {
    expect(errorBody({ error: "Kuota penuh", code: "QUOTA_FULL" })).toEqual({ error: "Kuota penuh", code: "QUOTA_FULL" });
    expect(errorBody({ message: "x" })).not.toHaveProperty("code");
  });
  it("parses list queries from text", () => {
    expect(queueListQuery({ page: "2", size: "20", location_id: "0", date: "2026-11-22" })).toEqual({
      page: 2,
      size: 20,
      location_id: 0,
      date: "2026-11-22",
    });
    expect(queueListQuery({ size: "500" })).not.toHaveProperty("size");
  });
});

describe("endpoint table", () => {
  it("covers every call of docs/product.md §7 and the guest routes", () => {
    const routes = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    for (const route of [
      "POST /users/auth/login",
      "POST /users/auth/refresh-token",
      "POST /users/auth/logout",
      "GET /users/",
      "GET /users/:username",
      "POST /users/",
      "PATCH /users/:username",
      "GET /users/roles/",
      "GET /users/roles/:id",
      "POST /users/roles/",
      "PATCH /users/roles/:id",
      "GET /users/permissions/",
      "GET /users/permissions/:id",
      "POST /users/permissions/",
      "PATCH /users/permissions/:id",
      "POST /queues/getScheduledDate",
      "POST /queues/get",
      "POST /queues/create",
      "GET /queues/",
      "GET /queues/download/",
      "GET /queues/:uuid",
      "PATCH /queues/:uuid/mark-done",
      "PATCH /queues/:uuid/reject",
      "GET /queues/locations/get",
      "GET /queues/locations/",
      "GET /queues/locations/:id",
      "POST /queues/locations/",
      "PATCH /queues/locations/:id",
      "PATCH /queues/locations/:id/archive",
      "PATCH /queues/locations/:id/unarchive",
      "GET /queues/sessions/get",
      "GET /queues/sessions/",
      "GET /queues/sessions/:id",
      "POST /queues/sessions/",
      "PATCH /queues/sessions/:id",
      "PATCH /queues/sessions/:id/archive",
      "PATCH /queues/sessions/:id/unarchive",
      "GET /queues/days-off/",
      "GET /queues/days-off/:id",
      "POST /queues/days-off/",
      "PATCH /queues/days-off/:id/archive",
      "PATCH /queues/days-off/:id/unarchive",
      "DELETE /queues/days-off/:id",
      "GET /queues/rejection-reasons/",
      "GET /queues/rejection-reasons/:id",
      "POST /queues/rejection-reasons/",
      "DELETE /queues/rejection-reasons/:id",
    ])
      expect(routes).toContain(route);
  });
  it("marks guest routes public and admin routes protected", () => {
    expect(endpoints.guestCreateQueue.auth).toBe(false);
    expect(endpoints.queueList).toMatchObject({ auth: true, permissions: ["access:queue"] });
    expect(endpoints.userList.permissions).toEqual(["access:user"]);
  });
  it("fills path parameters and refuses a missing one", () => {
    expect(buildPath("/queues/:uuid/reject", { uuid: "a b" })).toBe("/queues/a%20b/reject");
    expect(() => buildPath("/queues/:uuid")).toThrow(/uuid/);
  });
});
