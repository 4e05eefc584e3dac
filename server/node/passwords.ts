import { hash, verify } from "@node-rs/argon2";
import { verifyPassword, type PasswordHasher } from "../auth/passwords";

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 20–40 ms a hash on one core, the cost a guess pays.
 * The library's default variant is argon2id; its parameters are written out so a change of its defaults cannot lower them.
 */
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The Node server's hasher (docs/decisions/103-mock-auth.md): new and changed passwords get argon2id;
 * a PBKDF2 hash (the seeded demo logins, written by server/seed in the page's format) still verifies.
 */
export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2ID),
  async verify(password, stored) {
    if (!stored.startsWith("$argon2")) return verifyPassword(password, stored);
    try {
      return await verify(stored, password);
    } catch {
      return false; // a malformed stored hash: no password matches it
    }
  },
};
