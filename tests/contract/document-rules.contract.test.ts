import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { bodyVariants, documentJudge, operationsOf, pointerToken } from "../../server/openapi/request-rules";
import { apiClient, credentials } from "./http";

// The server does what docs/openapi.json says about requests (ADR 004), over HTTP: requests derived from the
// document's own rules, never from the contract's code, so a real backend is held to the same document. Every body
// sent here is refused (422) or a read, so nothing is written and the suite can run against a shared API.

const document = JSON.parse(readFileSync(new URL("../../docs/openapi.json", import.meta.url), "utf8")) as Record<string, unknown>;
const judge = documentJudge(document);
const operations = operationsOf(document);
const client = apiClient();
let token = "";

beforeAll(async () => {
  const login = await client.send("POST", "/users/auth/login", { body: credentials.admin });
  token = (login.body as { data: { accessToken: string } }).data.accessToken;
});

/** A path with each parameter in its documented form, naming no record (the body is checked before the record). */
const concretePath = (template: string) =>
  template
    .replace("{id}", "999999999")
    .replace("{uuid}", "00000000-0000-4000-8000-000000000000")
    .replace("{username}", "no-such-user-anywhere");

const bodyPointer = (method: string, path: string) =>
  `#/paths/${pointerToken(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;

type Refusal = { status: number; body: { code?: string; errors?: Record<string, string> } };

describe("a body the document refuses is a 422 naming the fields the document names", () => {
  const withBody = operations.filter(({ operation }) => operation.requestBody);
  it.each(withBody.map(({ method, path, operation }) => [operation.operationId, method, path] as const))(
    "%s (%s %s)",
    async (_, method, path) => {
      const pointer = bodyPointer(method, path);
      // one body per set of fields refused, so the rate-limited guest routes stay far below their limits
      const byVerdict = new Map<string, { about: string; body: unknown; fields: string[] }>();
      for (const { about, body } of bodyVariants(document, { $ref: pointer })) {
        const fields = judge(pointer, body);
        if (fields && !byVerdict.has(fields.join())) byVerdict.set(fields.join(), { about, body, fields });
      }
      expect(byVerdict.size).toBeGreaterThan(2);
      const wrong: string[] = [];
      for (const { about, body, fields } of byVerdict.values()) {
        const answer = (await client.send(method, concretePath(path), { token, body, cookies: false })) as Refusal;
        const named = Object.keys(answer.body.errors ?? {}).sort();
        if (answer.status !== 422 || answer.body.code !== "VALIDATION" || named.join() !== fields.join())
          wrong.push(`${about}: expected 422 naming ${fields.join(", ")}, got ${answer.status} naming ${named.join(", ")}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe("a status check the document accepts is answered (the KJP up to its documented maximum)", () => {
  it("answers 200 to every derived body the document accepts", async () => {
    const status = operations.find(({ operation }) => operation.operationId === "guestCheckQueues");
    if (!status) throw new Error("no guestCheckQueues in docs/openapi.json");
    const pointer = bodyPointer(status.method, status.path);
    const variants = bodyVariants(document, { $ref: pointer }).filter(({ body }) => judge(pointer, body) === null);
    expect(variants.map(({ about }) => about)).toContain('no_kjp = "11111111111111111111"');
    for (const { about, body } of variants) {
      const answer = await client.send(status.method, status.path, { body, cookies: false });
      expect([about, answer.status]).toEqual([about, 200]);
    }
  });
});

describe("credentials: a route answers without any exactly when its `security` allows none", () => {
  it.each(operations.map(({ method, path, operation }) => [operation.operationId, method, path, operation] as const))(
    "%s (%s %s)",
    async (_, method, path, operation) => {
      const anonymous = (operation.security as object[] | undefined)?.some((entry) => Object.keys(entry).length === 0);
      const answer = await apiClient().send(method, concretePath(path), {
        body: operation.requestBody ? {} : undefined,
        cookies: false,
      });
      expect(answer.status === 401).toBe(!anonymous);
    },
  );

  it("logs out with neither the refresh cookie nor a token: 200, and the cookie cleared", async () => {
    const answer = await apiClient().send("POST", "/users/auth/logout", { cookies: false });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie")).toMatch(/refresh_token=;.*Max-Age=0/);
  });
});
