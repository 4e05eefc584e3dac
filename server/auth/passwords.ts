import { base64UrlToBytes, bytesToBase64Url, randomToken } from "./encoding";

/**
 * How the API hashes and checks passwords: an injected dependency of the shared handler (server/context.ts), because
 * the Node server hashes with argon2id (server/node/passwords.ts) and the demo in the page cannot (a native module),
 * so it keeps PBKDF2 below (docs/decisions/103-mock-auth.md). `verify` never throws: an unknown format
 * is a wrong password.
 */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
};

/** The page's and the tests' hasher; the seeded demo logins carry these hashes everywhere (server/seed). */
export const pbkdf2Hasher: PasswordHasher = {
  hash: (password) => hashPassword(password),
  verify: verifyPassword,
};

// PBKDF2-SHA256 via WebCrypto. The iteration count is modest because the demo seeds users on every start
// and tests seed on every file; it is a mock, but passwords are still never stored or compared in clear.
const ITERATIONS = 10_000;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, 256));
}

/** `pbkdf2$<iterations>$<salt>$<hash>`; pass `salt` (base64url) for reproducible seeds. */
export async function hashPassword(password: string, salt: string = randomToken(16)): Promise<string> {
  const saltBytes = base64UrlToBytes(salt);
  if (!saltBytes) throw new Error("The salt must be base64url");
  return `pbkdf2$${ITERATIONS}$${salt}$${bytesToBase64Url(await derive(password, saltBytes, ITERATIONS))}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split("$");
  const saltBytes = base64UrlToBytes(salt ?? "");
  if (scheme !== "pbkdf2" || !saltBytes || !hash) return false;
  const candidate = bytesToBase64Url(await derive(password, saltBytes, Number(iterations)));
  // compare every character so the time taken does not tell how much matched
  let difference = candidate.length ^ hash.length;
  for (let i = 0; i < Math.min(candidate.length, hash.length); i++) difference |= candidate.charCodeAt(i) ^ hash.charCodeAt(i);
  return difference === 0;
}
