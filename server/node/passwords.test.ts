import { describe, expect, it } from "vitest";
import { hashPassword } from "../auth/passwords";
import { argon2idHasher } from "./passwords";

describe("the Node server's password hasher", () => {
  it("hashes with argon2id at OWASP's minimum cost and verifies only the right password", async () => {
    const stored = await argon2idHasher.hash("rahasia-baru-123");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await argon2idHasher.verify("rahasia-baru-123", stored)).toBe(true);
    expect(await argon2idHasher.verify("rahasia-baru-124", stored)).toBe(false);
  });

  it("still verifies a PBKDF2 hash (the seeded demo logins)", async () => {
    const seeded = await hashPassword("password123");
    expect(await argon2idHasher.verify("password123", seeded)).toBe(true);
    expect(await argon2idHasher.verify("password124", seeded)).toBe(false);
  });

  it("treats a malformed hash as a wrong password instead of failing", async () => {
    expect(await argon2idHasher.verify("x", "$argon2id$garbage")).toBe(false);
    expect(await argon2idHasher.verify("x", "")).toBe(false);
  });
});
