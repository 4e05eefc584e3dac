import { type } from "arktype";
import { sessionUser, type SessionUser } from "../../src/api/contract";
import { base64UrlToBytes, bytesToBase64Url, textToBase64Url } from "./encoding";

// HS256 JWTs with WebCrypto (crypto.subtle): the same code signs in Node 20 and in the browser worker's page.

const header = textToBase64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

export async function createSigningKey(): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", crypto.getRandomValues(new Uint8Array(32)), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** The access token's payload: the session user of the contract plus `sid`, the login session it belongs to. */
export type TokenPayload = SessionUser & { sid?: string };

export async function signJwt(payload: TokenPayload, key: CryptoKey): Promise<string> {
  const body = `${header}.${textToBase64Url(JSON.stringify(payload))}`;
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return `${body}.${bytesToBase64Url(signature)}`;
}

/** The payload of a well-formed token with a valid signature that has not expired at `nowSeconds`; else null. */
export async function verifyJwt(token: string, key: CryptoKey, nowSeconds: number): Promise<TokenPayload | null> {
  const [head, body, signature, ...rest] = token.split(".");
  if (head !== header || body === undefined || signature === undefined || rest.length > 0) return null;
  const signatureBytes = base64UrlToBytes(signature);
  const bodyBytes = base64UrlToBytes(body);
  if (!signatureBytes || !bodyBytes) return null;
  const valid = await crypto.subtle.verify("HMAC", key, signatureBytes, new TextEncoder().encode(`${head}.${body}`));
  if (!valid) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bodyBytes));
  } catch {
    return null;
  }
  const payload = sessionUser(json);
  if (payload instanceof type.errors || payload.exp <= nowSeconds) return null;
  const sid = (json as { sid?: unknown }).sid;
  return typeof sid === "string" ? { ...payload, sid } : payload;
}
