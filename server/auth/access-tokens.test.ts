import { describe, expect, it } from "vitest";
import { createClock } from "../clock";
import { AccessTokens } from "./access-tokens";
import { textToBase64Url } from "./encoding";

const user = { id: 7, username: "petugas", name: "Petugas Satu" };
const secretA = "a".repeat(40);
const secretB = "b".repeat(40);

function frozenClock() {
  const clock = createClock();
  clock.freeze("2026-03-10T08:00:00+07:00");
  return clock;
}

describe("access tokens (jose, HS256 with a kid)", () => {
  it("verifies what it signed, with the session user, the permissions and the session id", async () => {
    const tokens = new AccessTokens(frozenClock(), 900, { current: secretA });
    const payload = await tokens.verify(await tokens.issue(user, ["queues.read"], "family-1"));
    expect(payload).toMatchObject({
      sub: "7",
      username: "petugas",
      name: "Petugas Satu",
      permissions: ["queues.read"],
      sid: "family-1",
    });
    expect(payload!.exp - payload!.iat!).toBe(900);
  });

  it("names its key in the header, the same for every process given the same secret", async () => {
    const clock = frozenClock();
    const header = (token: string) => JSON.parse(atob(token.split(".")[0]!.replace(/-/g, "+").replace(/_/g, "/")));
    const one = header(await new AccessTokens(clock, 900, { current: secretA }).issue(user, [], "s"));
    const two = header(await new AccessTokens(clock, 900, { current: secretA }).issue(user, [], "s"));
    expect(one).toMatchObject({ alg: "HS256", typ: "JWT" });
    expect(one.kid).toEqual(expect.any(String));
    expect(two.kid).toBe(one.kid);
  });

  it("after a rotation the previous key still verifies, and a key that was dropped does not", async () => {
    const clock = frozenClock();
    const before = await new AccessTokens(clock, 900, { current: secretA }).issue(user, [], "s");
    const rotated = new AccessTokens(clock, 900, { current: secretB, previous: [secretA] });
    expect(await rotated.verify(before)).not.toBeNull();
    const dropped = new AccessTokens(clock, 900, { current: secretB });
    expect(await dropped.verify(before)).toBeNull();
  });

  it("refuses an expired token, a changed payload and an unsigned token", async () => {
    const clock = frozenClock();
    const tokens = new AccessTokens(clock, 900, { current: secretA });
    const token = await tokens.issue(user, ["queues.read"], "s");
    const [head, , signature] = token.split(".");
    const forged = `${head}.${textToBase64Url(JSON.stringify({ sub: "1", username: "superadmin", name: "x", permissions: ["*"], exp: 9e9 }))}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();
    const unsigned = `${textToBase64Url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${token.split(".")[1]}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
    expect(await tokens.verify("not a token")).toBeNull();
    clock.advance(900 * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it("expireAll (the demo's fault) makes every token issued so far fail, then signs new ones", async () => {
    const tokens = new AccessTokens(frozenClock(), 900, { current: secretA });
    const token = await tokens.issue(user, [], "s");
    tokens.expireAll();
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(await tokens.issue(user, [], "s"))).not.toBeNull();
  });
});
