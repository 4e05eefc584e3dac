import { expect, it } from "vitest";
import { createApi } from "../api";
import { createClock } from "../clock";
import { ServerContext } from "../context";
import { DEMO_PASSWORD } from "../seed/fixtures";
import { MemoryStore } from "../store/memory/memory-store";
import type { PasswordHasher } from "../auth/passwords";
import { argon2idHasher } from "./passwords";

// docs/decisions/103-mock-auth.md: the API given the Node server's hasher signs in the seeded logins
// (PBKDF2, written by server/seed) and stores every new or changed password as argon2id.

async function serverWithArgon2(passwords: PasswordHasher = argon2idHasher) {
  const clock = createClock();
  clock.freeze("2026-03-10T08:00:00+07:00");
  const store = new MemoryStore();
  const server = new ServerContext({ store, clock, passwords, rateLimits: false });
  await server.reset({ tickets: 0 });
  const api = createApi(server);
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await api(
      new Request(`http://server.test/api/v1${path}`, {
        method,
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };
  return { store, call };
}

it("signs in a seeded PBKDF2 login, and hashes a new and a changed password with argon2id", async () => {
  const { store, call } = await serverWithArgon2();
  expect((await store.signIn.findLoginUser("superadmin"))?.password_hash).toMatch(/^pbkdf2\$/);
  const admin = await call("POST", "/users/auth/login", { username: "superadmin", password: DEMO_PASSWORD });
  expect(admin.status).toBe(200);
  const token = admin.body.data.accessToken as string;

  const created = await call(
    "POST",
    "/users/",
    { name: "Petugas Baru", username: "petugas.baru", password: "kata-sandi-1" },
    token,
  );
  expect(created.status).toBe(201);
  expect((await store.signIn.findLoginUser("petugas.baru"))?.password_hash).toMatch(/^\$argon2id\$/);
  expect((await call("POST", "/users/auth/login", { username: "petugas.baru", password: "kata-sandi-1" })).status).toBe(200);

  expect((await call("PATCH", "/users/tamu", { password: "kata-sandi-2" }, token)).status).toBe(200);
  expect((await store.signIn.findLoginUser("tamu"))?.password_hash).toMatch(/^\$argon2id\$/);
  expect((await call("POST", "/users/auth/login", { username: "tamu", password: DEMO_PASSWORD })).status).toBe(401);
  expect((await call("POST", "/users/auth/login", { username: "tamu", password: "kata-sandi-2" })).status).toBe(200);
});

it("checks a login for an unknown username against a hash too, so its answer takes as long as a wrong password's", async () => {
  const checked: string[] = [];
  const { call } = await serverWithArgon2({
    hash: argon2idHasher.hash,
    verify: (password, stored) => {
      checked.push(stored);
      return argon2idHasher.verify(password, stored);
    },
  });
  expect((await call("POST", "/users/auth/login", { username: "nobody.here", password: DEMO_PASSWORD })).status).toBe(401);
  expect((await call("POST", "/users/auth/login", { username: "superadmin", password: "wrong-password" })).status).toBe(401);
  expect(checked).toHaveLength(2);
  expect(checked[0]).toMatch(/^\$argon2id\$/);
});
