import { describe, expect, it } from "vitest";
import { isViolation } from "../../rules/violation";
import { change, codeOf, CONFORMANCE_NOW, type ConformanceContext } from "../conformance-kit";

/** The users, roles and permissions repositories' part of the conformance suite (../store-conformance.ts). */
export function usersConformance(context: ConformanceContext): void {
  describe("users, roles and permissions", () => {
    it("keeps usernames unique without case or surrounding spaces", async () => {
      const user = await context.store.users.create({ name: "Operator Dua", username: "OPERATOR", password_hash: "x" }, change);
      expect(codeOf(user)).toBe("DUPLICATE");
    });

    it("answers null for a role that is not there", async () => {
      expect(await context.store.roles.edit(999_999, { name: "Apa Saja" })).toBeNull();
    });

    it("ends a user's other sessions when their password changes or they are left with no permission", async () => {
      const { store } = context;
      const made = await store.users.create(
        { name: "Petugas Sandi", username: "petugas-sandi", password_hash: "x", permissions: [1] },
        change,
      );
      if (isViolation(made)) throw new Error(made.message);
      const id = (await store.signIn.findLoginUser("petugas-sandi"))?.id ?? 0;
      const open = (family: string) =>
        store.signIn.openSession({ tokenHash: `hash-${family}`, family, userId: id, expiresAt: CONFORMANCE_NOW + 60_000 });
      await Promise.all([open("sandi-a"), open("sandi-b"), open("sandi-c")]);
      // a new name changes no session; a new password ends every session but the one acting, also as a step of a
      // caller's transaction (the one edit the store offers, ADR 126)
      await store.users.edit("petugas-sandi", { name: "Petugas Sandi Dua" }, { ...change, session: "sandi-a" });
      expect(await store.signIn.sessionUser("sandi-b")).not.toBeNull();
      await store.transaction(({ users }) =>
        users.edit("petugas-sandi", { password_hash: "y" }, { ...change, session: "sandi-a" }),
      );
      expect((await store.signIn.sessionUser("sandi-a"))?.id).toBe(id);
      expect(await store.signIn.sessionUser("sandi-b")).toBeNull();
      expect(
        await store.signIn.rotateRefreshToken("hash-sandi-c", { tokenHash: "n", expiresAt: CONFORMANCE_NOW }, CONFORMANCE_NOW),
      ).toBeNull();
      // left with no permission (the product's deactivated user), by another session: every session ends
      await store.users.edit("petugas-sandi", { permissions: [] }, { ...change, session: "someone-else" });
      expect(await store.signIn.sessionUser("sandi-a")).toBeNull();
    });
  });
}
