import { readFileSync } from "node:fs";
import { validate } from "@readme/openapi-parser";
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, serialiseDocument, type OpenApiDocument } from "../server/openapi/generate";
import { OPENAPI_FILE } from "../server/openapi/document";
import { CONTROL_OPENAPI_FILE, controlDocument, controlOutcomes, controlRoutes, faultRouteName } from "./control-routes";

// The test control API as its own OpenAPI document (ADR 108): generated from its table, kept in sync, valid, complete,
// and never part of the API's docs/openapi.json.

const committedText = readFileSync(CONTROL_OPENAPI_FILE, "utf8");
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, id: operation.operationId as string, operation })),
  );

describe("docs/openapi-mock-control.json", () => {
  it("is what the control table generates now (else run `npm run openapi`)", () => {
    expect(serialiseDocument(controlDocument())).toBe(committedText);
  });

  it("drifts when a control route's schema changes and the file is not regenerated", () => {
    const changed = {
      ...controlRoutes,
      clockAdvance: { ...controlRoutes.clockAdvance, body: type({ "weeks?": "number" }) },
    };
    const fresh = buildOpenApiDocument({
      endpoints: changed,
      outcomes: controlOutcomes,
      kind: "control",
      pathParameters: { route: faultRouteName },
    });
    expect(serialiseDocument(fresh)).not.toBe(committedText);
    expect(serialiseDocument(fresh)).toContain('"weeks"');
  });

  it("is a valid OpenAPI 3.1 document with no error and no warning (@readme/openapi-parser)", async () => {
    const result = await validate(JSON.parse(committedText));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("has one operation per route of the control table, with its method, path and answers", () => {
    const operations = operationsOf(JSON.parse(committedText) as OpenApiDocument);
    expect(operations.map(({ id }) => id).sort()).toEqual(Object.keys(controlRoutes).sort());
    for (const { id, method, path, operation } of operations) {
      const route = controlRoutes[id as keyof typeof controlRoutes];
      expect([method, path]).toEqual([route.method.toLowerCase(), route.path.replace(/:([a-z]+)/g, "{$1}")]);
      const statuses = Object.keys(operation.responses as object);
      expect(statuses).toEqual(expect.arrayContaining(["200", "400", "414", "431", ...(route.body ? ["413", "422"] : [])]));
      // no rate limit and no injected fault on the control routes
      expect(statuses).not.toContain("429");
      expect(statuses).not.toContain("default");
    }
  });

  it("is served under /__mock, and none of its routes is in the API's docs/openapi.json", () => {
    const control = JSON.parse(committedText) as OpenApiDocument;
    expect(control.servers).toEqual([expect.objectContaining({ url: "/__mock" })]);
    const api = JSON.parse(readFileSync(OPENAPI_FILE, "utf8")) as OpenApiDocument;
    const apiIds = new Set(operationsOf(api).map(({ id }) => id));
    expect(Object.keys(controlRoutes).filter((name) => apiIds.has(name))).toEqual([]);
    expect(Object.keys(api.paths).filter((path) => path.includes("__mock"))).toEqual([]);
    expect((api.servers as { url: string }[]).map(({ url }) => url)).toEqual(["/api/v1"]);
  });
});
