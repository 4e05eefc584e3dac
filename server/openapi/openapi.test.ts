import { readFileSync } from "node:fs";
import { validate } from "@readme/openapi-parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { endpoints, type Endpoint } from "../../contract/endpoints";
import { kjpNumber, kkNumber, ktpNumber } from "../../contract/primitives";
import { loginBody } from "../../contract/requests";
import { contractDocument, OPENAPI_FILE } from "./document";
import { buildOpenApiDocument, openApiPath, serialiseDocument, type OpenApiDocument } from "./generate";
import { jsonSchemaOf } from "./json-schema";

const committedText = readFileSync(OPENAPI_FILE, "utf8");
const table = endpoints as Record<string, Endpoint>;

/** The first line where a fresh generation and the committed file differ, or null. */
function drift(document: OpenApiDocument): string | null {
  const fresh = serialiseDocument(document).split("\n");
  const committed = committedText.split("\n");
  const line = fresh.findIndex((text, i) => text !== committed[i]);
  if (line === -1 && fresh.length === committed.length) return null;
  return `${OPENAPI_FILE}:${line + 1} is "${committed[line]?.trim()}", a fresh generation has "${fresh[line]?.trim()}"`;
}

describe("docs/openapi.json", () => {
  it("is what the contract generates now (else run `npm run openapi`)", () => {
    expect(drift(contractDocument())).toBeNull();
  });

  it("drifts when a schema of the contract changes and the file is not regenerated", () => {
    const changed = { ...table, login: { ...(table.login as Endpoint), body: loginBody.merge({ otp: "string == 6" }) } };
    expect(drift(buildOpenApiDocument({ endpoints: changed }))).toMatch(
      /docs\/openapi\.json:\d+ is ".*", a fresh generation has ".*"/,
    );
  });

  it("is a valid OpenAPI 3.1 document with no error and no warning (@readme/openapi-parser)", async () => {
    const result = await validate(JSON.parse(committedText));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.specification).toBe("OpenAPI");
  });

  it("would fail validation if it were broken (a path parameter without its declaration)", async () => {
    const broken = JSON.parse(committedText) as OpenApiDocument;
    delete broken.paths["/queues/{uuid}"]?.get?.parameters;
    const result = await validate(broken as never);
    expect(result.valid).toBe(false);
  });
});

describe("every route of the endpoint table is in the document", () => {
  const document = JSON.parse(committedText) as OpenApiDocument;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  const operationOf = (name: string) =>
    operations.find(
      ({ operation }) =>
        operation.operationId === name || (operation["x-contract-endpoints"] as string[] | undefined)?.includes(name),
    );

  it("counts one operation per method and path of the table", () => {
    const routes = new Set(Object.values(table).map(({ method, path }) => `${method} ${path}`));
    expect(operations).toHaveLength(routes.size);
    const covered = Object.keys(table).filter((name) => operationOf(name));
    expect(covered).toEqual(Object.keys(table));
  });

  it.each(Object.keys(table))("%s: its method, path, success and the refusals of its gate", (name) => {
    const endpoint = table[name] as Endpoint;
    const found = operationOf(name);
    expect(found).toMatchObject({ method: endpoint.method.toLowerCase(), path: openApiPath(endpoint.path) });
    const statuses = Object.keys(found?.operation.responses as object);
    // endpoints sharing a method and path are one operation, answered as the first of them (the guest scheduled date)
    const shared = found?.operation["x-contract-endpoints"] as string[] | undefined;
    const answered = shared ? (table[shared[0] as string] as Endpoint) : endpoint;
    expect(statuses.some((status) => /^20[01]$/.test(status))).toBe(true);
    const expected = ["429", "500", "503", "default"];
    if (answered.auth) expected.push("401");
    if (answered.auth && answered.permissions.length > 0) expected.push("403");
    if (answered.body) expected.push("400", "422");
    if (answered.query) expected.push("422");
    if (answered.path.includes(":")) expected.push("404");
    expect(statuses).toEqual(expect.arrayContaining(expected));
  });

  it("gives every refusal the error body and its code values", () => {
    const refusal = document.components as {
      responses: Record<string, { content: { "application/json": { schema: unknown } } }>;
    };
    expect(refusal.responses.Unauthenticated?.content["application/json"].schema).toEqual({
      allOf: [{ $ref: "#/components/schemas/ErrorBody" }, { properties: { code: { enum: ["UNAUTHENTICATED"] } } }],
    });
    expect(document.paths["/queues/create"]?.post?.responses).toMatchObject({
      "201": {},
      "403": { $ref: "#/components/responses/RegistrationClosed" },
      "409": { $ref: "#/components/responses/KtpDailyLimitOrKtpMonthlyLimitOrLocationDayOffOrQuotaFullOrSessionUnavailable" },
    });
  });
});

describe("the one place that fills ArkType's gaps (ADR 004)", () => {
  const ajv = new Ajv2020();
  const samples = ["", "1", "1".repeat(15), "1".repeat(16), "0".repeat(17), "1".repeat(18), "1".repeat(15) + "a", "١".repeat(16)];

  it.each([
    ["no_kjp", kjpNumber],
    ["no_ktp", ktpNumber],
    ["no_kk", kkNumber],
  ] as const)("%s: the JSON Schema accepts exactly what the contract accepts", (_, schema) => {
    const check = ajv.compile(jsonSchemaOf(schema));
    for (const sample of samples) expect([sample, check(sample)]).toEqual([sample, !(schema(sample) instanceof type.errors)]);
  });

  it("writes a query's parsed integer as an integer parameter with its bounds", () => {
    expect(jsonSchemaOf(type({ "size?": "string.integer.parse |> 1 <= number <= 100" }))).toEqual({
      type: "object",
      properties: { size: { type: "integer", minimum: 1, maximum: 100 } },
    });
  });

  it("refuses a rule it cannot describe instead of leaving it out", () => {
    expect(() => jsonSchemaOf(type("string").narrow((value) => value !== "x"))).toThrow(/cannot describe/);
    expect(() => jsonSchemaOf(type("string").pipe((value) => value.length))).toThrow(/cannot describe/);
  });
});
