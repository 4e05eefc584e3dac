import { describe, expect, it } from "vitest";
import { LOGIN_THROTTLE } from "../../rules/login-throttle";
import { isViolation } from "../../rules/violation";
import { change, CONFORMANCE_NOW, type ConformanceContext } from "../conformance-kit";
import type { LoginAttempt } from "./repository";

/** The sign-in repository's part of the conformance suite (../store-conformance.ts): login sessions and the throttle. */
export function signInConformance(context: ConformanceContext): void {
  describe("sign-in", () => {
    it("rotates a refresh token once; presenting the rotated one again revokes the whole login session", async () => {
      const { signIn } = context.store;
      const user = await signIn.findLoginUser(" Operator ");
      expect(user?.username).toBe("operator");
      expect(user?.permissions).toContain("access:queue");
      await signIn.openSession({
        tokenHash: "hash-1",
        family: "family-1",
        userId: user?.id ?? 0,
        expiresAt: CONFORMANCE_NOW + 60_000,
      });
      expect(
        await signIn.rotateRefreshToken("hash-1", { tokenHash: "hash-2", expiresAt: CONFORMANCE_NOW + 60_000 }, CONFORMANCE_NOW),
      ).toEqual({
        userId: user?.id,
        family: "family-1",
      });
      expect(await signIn.sessionUser("family-1")).toEqual({
        id: user?.id,
        username: "operator",
        name: user?.name,
        permissions: user?.permissions,
      });
      expect(
        await signIn.rotateRefreshToken("hash-1", { tokenHash: "hash-3", expiresAt: CONFORMANCE_NOW }, CONFORMANCE_NOW),
      ).toBeNull();
      expect(await signIn.sessionUser("family-1")).toBeNull();
      expect(
        await signIn.rotateRefreshToken("hash-2", { tokenHash: "hash-4", expiresAt: CONFORMANCE_NOW }, CONFORMANCE_NOW),
      ).toBeNull();
    });

    it("reads a session's user as they stand now: a removed role counts at once (ADR 126)", async () => {
      const { store } = context;
      const role = await store.roles.create({ name: "Pemeriksa Uji", slug: "uji-pemeriksa", permissions: [] });
      if (isViolation(role)) throw new Error(role.message);
      const queueAccess = (await store.permissions.list({ page: 1, size: 100 })).rows.find((p) => p.slug === "access:queue");
      await store.roles.edit(role.id, { permissions: [queueAccess?.id ?? 0] });
      const made = await store.users.create(
        { name: "Petugas Uji", username: "petugas-uji", password_hash: "x", roles: [role.id] },
        change,
      );
      if (isViolation(made)) throw new Error(made.message);
      const id = (await store.signIn.findLoginUser("petugas-uji"))?.id ?? 0;
      await store.signIn.openSession({ tokenHash: "uji-a", family: "uji-a", userId: id, expiresAt: CONFORMANCE_NOW + 60_000 });
      expect((await store.signIn.sessionUser("uji-a"))?.permissions).toEqual(["access:queue"]);
      await store.roles.edit(role.id, { permissions: [] });
      expect(await store.signIn.sessionUser("uji-a")).toMatchObject({ id, username: "petugas-uji", permissions: [] });
      await store.users.edit("petugas-uji", { name: "Petugas Uji Baru" }, change);
      expect((await store.signIn.sessionUser("uji-a"))?.name).toBe("Petugas Uji Baru");
    });

    it("checks at most 5 of 50 parallel attempts on one username; failures lock it, a success clears it (ADR 103)", async () => {
      const { signIn } = context.store;
      const attempt = (n: number, username = "tebak", client = `198.51.100.${n % 7}`): LoginAttempt => ({
        id: `attempt-${username}-${n}`,
        username: { key: `user:${username}`, threshold: LOGIN_THROTTLE.perUsername },
        client: { key: `client:${client}`, threshold: LOGIN_THROTTLE.perClient },
      });
      const waits = await Promise.all(
        Array.from({ length: 50 }, (_, n) => signIn.reserveLoginAttempt(attempt(n), CONFORMANCE_NOW)),
      );
      const reserved = waits.flatMap((wait, n) => (wait === 0 ? [n] : []));
      expect(reserved).toHaveLength(LOGIN_THROTTLE.perUsername);
      expect(waits.filter((wait) => wait > 0).every((wait) => wait === LOGIN_THROTTLE.firstLockSeconds)).toBe(true);
      // they fail: the lock is recorded, and with nothing in flight any process sees it
      await Promise.all(reserved.map((n) => signIn.endLoginAttempt(attempt(n), "failed", CONFORMANCE_NOW)));
      expect(await signIn.reserveLoginAttempt(attempt(99), CONFORMANCE_NOW + 1_000)).toBe(LOGIN_THROTTLE.firstLockSeconds - 1);
      const later = CONFORMANCE_NOW + LOGIN_THROTTLE.firstLockSeconds * 1000;
      expect(await signIn.reserveLoginAttempt(attempt(100), later)).toBe(0);
      await signIn.endLoginAttempt(attempt(100), "succeeded", later);
      // a success cleared the username's failures: five more may be checked, not one
      const again = await Promise.all(Array.from({ length: 6 }, (_, n) => signIn.reserveLoginAttempt(attempt(200 + n), later)));
      expect(again.filter((wait) => wait === 0)).toHaveLength(LOGIN_THROTTLE.perUsername);
      // an attempt the database could not check records nothing
      const other = (n: number) => attempt(n, "lain", "203.0.113.9");
      for (let n = 0; n < 10; n++) {
        expect(await signIn.reserveLoginAttempt(other(n), later)).toBe(0);
        await signIn.endLoginAttempt(other(n), "unchecked", later);
      }
    });

    it("does not rotate an expired refresh token", async () => {
      const { signIn } = context.store;
      await signIn.openSession({ tokenHash: "hash-old", family: "family-old", userId: 1, expiresAt: CONFORMANCE_NOW });
      expect(
        await signIn.rotateRefreshToken("hash-old", { tokenHash: "hash-new", expiresAt: CONFORMANCE_NOW }, CONFORMANCE_NOW),
      ).toBeNull();
    });
  });
}
