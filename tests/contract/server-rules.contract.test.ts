import { beforeAll, describe, expect, it } from "vitest";
import { adminProblems } from "../../contract/index";
import { apiClient, credentials } from "./http";

// The staff records' server rules (docs/product.md §11.9): every check here is a refusal, so nothing is written and
// the suite can run against a shared real API — but for the throttling check, which creates a user of its own and
// locks it. It needs an active and an archived day off from today on (the mock seeds both for tomorrow).

const client = apiClient();
let token = "";
let serverToday = "";

type Refusal = { status: number; body: { code?: string; error?: string; errors?: Record<string, string> } };
const refusal = (answer: { status: number; body: unknown }) => answer as Refusal;

beforeAll(async () => {
  const login = await client.send("POST", "/users/auth/login", { body: credentials.admin });
  token = (login.body as { data: { accessToken: string } }).data.accessToken;
  const scheduled = await client.send("POST", "/queues/getScheduledDate");
  serverToday = (
    scheduled.body as { data: { registration_window: { server_time: string } } }
  ).data.registration_window.server_time.slice(0, 10);
});

const post = (path: string, body: unknown) => client.send("POST", path, { token, body }).then(refusal);
const patch = (path: string, body: unknown) => client.send("PATCH", path, { token, body }).then(refusal);

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

describe("slugs and codes (422 VALIDATION on the field)", () => {
  it("refuses a role slug with capitals, spaces or other signs, on create and edit", async () => {
    const created = await post("/users/roles/", { name: "Petugas Lokasi", slug: "Petugas Lokasi!!" });
    expect(created).toMatchObject({ status: 422, body: { code: "VALIDATION", errors: { slug: adminProblems.slug } } });
    const edited = await patch("/users/roles/1", { slug: "Super Admin" });
    expect(edited).toMatchObject({ status: 422, body: { code: "VALIDATION", errors: { slug: adminProblems.slug } } });
  });

  it("refuses a permission slug that is not lowercase letters, digits and . : _ -", async () => {
    const created = await post("/users/permissions/", { name: "Access Export", slug: "Access:Export" });
    expect(created).toMatchObject({ status: 422, body: { code: "VALIDATION", errors: { slug: adminProblems.slug } } });
    const edited = await patch("/users/permissions/1", { slug: "access queue" });
    expect(edited).toMatchObject({ status: 422, body: { code: "VALIDATION", errors: { slug: adminProblems.slug } } });
  });

  it("refuses a location code that is not capital letters, digits and . : _ -", async () => {
    const created = await post("/queues/locations/", { name: "Pasar Baru", code: "psb" });
    expect(created).toMatchObject({ status: 422, body: { code: "VALIDATION", errors: { code: adminProblems.code } } });
    const edited = await patch("/queues/locations/1", { code: "K R J" });
    expect(edited).toMatchObject({ status: 422, body: { code: "VALIDATION", errors: { code: adminProblems.code } } });
  });
});

describe("uniqueness after trimming (409 DUPLICATE on the field)", () => {
  it("compares a username, slug and code without their surrounding spaces", async () => {
    const user = await post("/users/", {
      name: "Someone Else",
      username: `  ${credentials.admin.username} `,
      password: "antrean123",
    });
    expect(user).toMatchObject({ status: 409, body: { code: "DUPLICATE", errors: { username: adminProblems.taken } } });
    const roles = await client.send("GET", "/users/roles?page=1&size=2", { token });
    const [first, second] = (roles.body as { data: { roles: { id: number; slug: string }[] } }).data.roles;
    const role = await patch(`/users/roles/${second!.id}`, { slug: ` ${first!.slug}\t` });
    expect(role).toMatchObject({ status: 409, body: { code: "DUPLICATE", errors: { slug: adminProblems.taken } } });
  });

  it("refuses a rejection reason that exists already, whatever its case or surrounding spaces", async () => {
    const list = await client.send("GET", "/queues/rejection-reasons/?page=1&size=1", { token });
    const [existing] = (list.body as { data: { queue_rejection_reasons: { reason: string }[] } }).data.queue_rejection_reasons;
    const again = await post("/queues/rejection-reasons/", { reason: `  ${existing!.reason.toUpperCase()}  ` });
    expect(again).toMatchObject({ status: 409, body: { code: "DUPLICATE", errors: { reason: adminProblems.taken } } });
    expect(again.body.error).toEqual(expect.any(String));
  });
});

type ListedDayOff = { date: string; details: string; is_active: boolean; queue_location: { id: number } };
const daysOff = async () => {
  const list = await client.send("GET", "/queues/days-off/?page=1&size=100", { token });
  return (list.body as { data: { queue_days_off: ListedDayOff[] } }).data.queue_days_off;
};

describe("days off", () => {
  it("refuses a second day off for the same location and date", async () => {
    const upcoming = (await daysOff()).find((day) => day.is_active && day.date >= serverToday);
    expect(upcoming, "an active day off from today on").toBeDefined();
    const again = await post("/queues/days-off/", {
      location_id: upcoming!.queue_location.id,
      date: upcoming!.date,
      details: "Sekali lagi",
    });
    expect(again).toMatchObject({ status: 409, body: { code: "DUPLICATE", errors: { date: adminProblems.dayOffTaken } } });
  });

  it("refuses a day off where an archived one is, saying so: it is activated in the list, not added again", async () => {
    const archived = (await daysOff()).find((day) => !day.is_active && day.date >= serverToday);
    expect(archived, "an archived day off from today on").toBeDefined();
    const again = await post("/queues/days-off/", {
      location_id: archived!.queue_location.id,
      date: archived!.date,
      details: "Tutup lagi",
    });
    expect(again).toMatchObject({ status: 409, body: { code: "DUPLICATE", errors: { date: adminProblems.dayOffArchived } } });
  });

  it("refuses a day off before today in WIB by the server's clock", async () => {
    const past = await post("/queues/days-off/", { location_id: 1, date: dayBefore(serverToday), details: "" });
    expect(past).toMatchObject({ status: 422, body: { code: "VALIDATION", errors: { date: adminProblems.past } } });
    const longAgo = await post("/queues/days-off/", { location_id: 1, date: "2020-01-01", details: "" });
    expect(longAgo).toMatchObject({ status: 422, body: { errors: { date: adminProblems.past } } });
  });
});

describe("login throttling under parallel guesses (docs/product.md §11.14)", () => {
  it("checks at most five of 50 wrong passwords sent at once for one user; the others answer 429 with Retry-After", async () => {
    // a user of its own (an unknown username has no password to check, so it would not show the race), whose lock
    // no other check meets
    const username = `throttle.${Math.random().toString(36).slice(2, 10)}`;
    const created = await post("/users/", { name: "Throttle Check", username, password: "a-long-password" });
    expect(created.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        apiClient().send("POST", "/users/auth/login", { body: { username, password: "wrong-password" }, cookies: false }),
      ),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    for (const locked of answers.filter(({ status }) => status === 429)) {
      expect((locked.body as { code: string }).code).toBe("RATE_LIMITED");
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("a right ends at once (ADR 126)", () => {
  it("judges every request by the user's rights now: a removed role is 403 next time; a new password or no rights at all ends the sessions", async () => {
    const suffix = Math.random().toString(36).slice(2, 10);
    const permissions = await client.send("GET", "/users/permissions/?size=100", { token });
    const idOf = (slug: string) =>
      (permissions.body as { data: { permissions: { id: number; slug: string }[] } }).data.permissions.find(
        (permission) => permission.slug === slug,
      )?.id;
    const role = await client.send("POST", "/users/roles/", {
      token,
      body: { name: "Loket Uji", slug: `loket-${suffix}`, permissions: [idOf("access:queue")] },
    });
    expect(role.status).toBe(201);
    const roleId = (role.body as { data: { role: { id: number } } }).data.role.id;
    const username = `rights.${suffix}`;
    const created = await post("/users/", {
      name: "Rights Check",
      username,
      password: "a-long-password",
      roles: [roleId],
      permissions: [idOf("access:queue.location")],
    });
    expect(created.status).toBe(201);

    const staff = apiClient();
    const signIn = async (password: string) => {
      const answer = await staff.send("POST", "/users/auth/login", { body: { username, password } });
      expect(answer.status).toBe(200);
      return (answer.body as { data: { accessToken: string } }).data.accessToken;
    };
    const statusOf = async (path: string, bearer: string) => (await staff.send("GET", path, { token: bearer })).status;

    const first = await signIn("a-long-password");
    expect(await statusOf("/queues/", first)).toBe(200);
    expect((await patch(`/users/${username}`, { roles: [] })).status).toBe(200);
    expect(await statusOf("/queues/", first)).toBe(403);
    expect(await statusOf("/queues/locations/", first)).toBe(200);

    // another sign-in of the same user, its refresh cookie in the staff client's jar: a new password ends both
    const second = await signIn("a-long-password");
    expect((await patch(`/users/${username}`, { password: "another-long-password" })).status).toBe(200);
    expect(await statusOf("/queues/locations/", first)).toBe(401);
    expect(await statusOf("/queues/locations/", second)).toBe(401);
    expect((await staff.send("POST", "/users/auth/refresh-token")).status).toBe(401);

    // left with no permission at all (how this product disables an account): every session ends too
    const third = await signIn("another-long-password");
    expect(await statusOf("/queues/locations/", third)).toBe(200);
    expect((await patch(`/users/${username}`, { permissions: [] })).status).toBe(200);
    expect(await statusOf("/queues/locations/", third)).toBe(401);
    expect((await staff.send("POST", "/users/auth/refresh-token")).status).toBe(401);
  });
});
