import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminProblems } from "../../contract";
import { answered, refused, TEST_NOW, useTestApi } from "../testing/harness";

// Users, roles and permissions (the 'Users' menu group).
const api = useTestApi({ seed: { tickets: 0 } });
let token = "";

beforeAll(async () => {
  token = await api.login("useradmin");
});

beforeEach(() => api.clock.freeze(TEST_NOW));

const AUDIT_NOW = "2026-03-10 10:00:00";

describe("users", () => {
  it("lists users by page with audit names; never a password hash", async () => {
    const result = await api.call("userList", { token, query: { page: 1, size: 10 } });
    const page = answered(result, 200).data;
    expect(page).toMatchObject({ page: 1, size: 10, total: 12 });
    expect(page.users[0]).toMatchObject({
      username: "superadmin",
      name: "Budi Santoso",
      roles: [{ slug: "super-admin" }],
      permissions: [],
    });
    expect(JSON.stringify(result.body)).not.toMatch(/password|pbkdf2/);
    expect(answered(await api.call("userList", { token, query: { page: 2, size: 10 } }), 200).data.users).toHaveLength(2);
  });

  it("creates a user with roles and permissions, audited as the token's user, who can then log in", async () => {
    const body = { name: "Putri Ayu", username: "putri.ayu", password: "rahasia123", roles: [2], permissions: [4] };
    const created = await api.call("userCreate", { token, body });
    expect(answered(created, 201).data.user).toMatchObject({
      username: "putri.ayu",
      roles: [{ id: 2, slug: "queue-operator" }],
      permissions: [{ id: 4, slug: "access:queue.day_off" }],
      created_at: AUDIT_NOW,
      creator: { name: "Dewi Lestari" },
      updater: { name: "Dewi Lestari" },
    });
    const login = await api.call("login", { body: { username: "putri.ayu", password: "rahasia123" } });
    expect(login.status).toBe(200);
    expect(answered(await api.call("userGet", { token, params: { username: "putri.ayu" } }), 200).data.user.name).toBe(
      "Putri Ayu",
    );
  });

  it("refuses a taken username (409 DUPLICATE, any case), unknown roles (422) and bad fields (422)", async () => {
    const duplicate = await api.call("userCreate", {
      token,
      body: { name: "Operator Dua", username: "OPERATOR", password: "rahasia123" },
    });
    expect(refused(duplicate, 409).code).toBe("DUPLICATE");
    const unknownRole = await api.call("userCreate", {
      token,
      body: { name: "Orang Baru", username: "orang.baru", password: "rahasia123", roles: [77] },
    });
    expect(Object.keys(refused(unknownRole, 422).errors ?? {})).toEqual(["roles"]);
    const invalid = await api.call("userCreate", {
      token,
      body: { name: "ab", username: "x", password: "short", permissions: [0] },
    });
    expect(Object.keys(refused(invalid, 422).errors ?? {}).sort()).toEqual(["name", "password", "permissions", "username"]);
  });

  it("edits by username, keeping what is not sent, and records the updater", async () => {
    api.clock.freeze("2026-03-10T10:10:00+07:00");
    const edited = await api.call("userEdit", {
      token,
      params: { username: "tamu" },
      body: { name: "Rina W.", permissions: [1] },
    });
    expect(answered(edited, 200).data.user).toMatchObject({
      name: "Rina W.",
      username: "tamu",
      permissions: [{ slug: "access:queue" }],
      updated_at: "2026-03-10 10:10:00",
      updater: { name: "Dewi Lestari" },
    });
    const renamed = await api.call("userEdit", { token, params: { username: "tamu" }, body: { username: "tamu2" } });
    expect(answered(renamed, 200).data.user.username).toBe("tamu2");
    expect((await api.call("userGet", { token, params: { username: "tamu" } })).status).toBe(404);
    const taken = await api.call("userEdit", { token, params: { username: "tamu2" }, body: { username: "operator" } });
    expect(taken.status).toBe(409);
  });

  it("changes a password (the old one stops working)", async () => {
    await api.call("userEdit", { token, params: { username: "andi.pratama" }, body: { password: "kata-sandi-baru" } });
    expect((await api.call("login", { body: { username: "andi.pratama", password: "antrean123" } })).status).toBe(401);
    expect((await api.call("login", { body: { username: "andi.pratama", password: "kata-sandi-baru" } })).status).toBe(200);
  });

  it("answers 404 for an unknown username", async () => {
    expect((await api.call("userEdit", { token, params: { username: "ghost" }, body: { name: "Ghost" } })).status).toBe(404);
  });
});

describe("roles", () => {
  it("lists, reads and creates roles with their permissions", async () => {
    const list = await api.call("roleList", { token });
    expect(answered(list, 200).data.roles.map((r) => r.slug)).toEqual([
      "super-admin",
      "queue-operator",
      "queue-configurator",
      "user-admin",
    ]);
    const created = await api.call("roleCreate", { token, body: { name: "Auditor", slug: "auditor", permissions: [1, 6] } });
    const role = answered(created, 201).data.role;
    expect(role).toMatchObject({
      name: "Auditor",
      description: null,
      permissions: [{ slug: "access:queue" }, { slug: "access:user" }],
    });
    const read = await api.call("roleGet", { token, params: { id: role.id } });
    expect(answered(read, 200).data.role).toEqual(role);
  });

  it("edits a role (description may become null) and refuses a taken slug", async () => {
    const edited = await api.call("roleEdit", { token, params: { id: 2 }, body: { description: null, permissions: [1, 4] } });
    expect(answered(edited, 200).data.role).toMatchObject({
      slug: "queue-operator",
      description: null,
      permissions: [{ id: 1 }, { id: 4 }],
    });
    const taken = await api.call("roleEdit", { token, params: { id: 2 }, body: { slug: " super-admin " } });
    expect(refused(taken, 409).code).toBe("DUPLICATE");
    expect((await api.call("roleGet", { token, params: { id: 99 } })).status).toBe(404);
    expect((await api.call("roleCreate", { token, body: { name: "x", slug: "y" } })).status).toBe(422);
    const badSlug = await api.call("roleCreate", { token, body: { name: "Petugas Lokasi", slug: "Petugas Lokasi!!" } });
    expect(refused(badSlug, 422).errors).toEqual({ slug: adminProblems.slug });
  });

  it("changes the permissions of tokens issued after the change", async () => {
    await api.call("roleEdit", { token, params: { id: 2 }, body: { permissions: [1, 5] } });
    const operator = await api.login("operator");
    expect((await api.call("rejectionReasonCreate", { token: operator, body: { reason: "Alasan baru" } })).status).toBe(201);
  });
});

describe("permissions", () => {
  it("lists, creates, reads and edits permissions; slugs are unique", async () => {
    expect(answered(await api.call("permissionList", { token }), 200).data.total).toBe(8);
    const created = await api.call("permissionCreate", {
      token,
      body: { name: "Access Reports", slug: "access:report", description: "Read reports" },
    });
    const id = answered(created, 201).data.permission.id;
    expect(answered(await api.call("permissionGet", { token, params: { id } }), 200).data.permission.slug).toBe("access:report");
    const edited = await api.call("permissionEdit", { token, params: { id }, body: { description: null } });
    expect(answered(edited, 200).data.permission).toEqual({
      id,
      name: "Access Reports",
      slug: "access:report",
      description: null,
    });
    const duplicate = await api.call("permissionCreate", { token, body: { name: "Again", slug: "access:queue" } });
    expect(duplicate.status).toBe(409);
  });

  it("needs the finer permission: a queue configurator cannot read them", async () => {
    const konfigurator = await api.login("konfigurator");
    expect((await api.call("permissionList", { token: konfigurator })).status).toBe(403);
    expect((await api.call("roleList", { token: konfigurator })).status).toBe(403);
  });
});
