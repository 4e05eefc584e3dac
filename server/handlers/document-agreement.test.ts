import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Endpoint } from "../../contract";
import { endpoints } from "../../contract/endpoints";
import { OPENAPI_FILE } from "../openapi/document";
import { bodyVariants, documentJudge, operationsOf, pathParameterValues, pointerToken } from "../openapi/request-rules";
import { checkBody, nonCanonicalParam } from "./route";

// docs/openapi.json and the server's gate say the same about every request (ADR 004): bodies at and past each
// documented bound, undeclared fields and bodies that are not objects, and the forms of each path parameter. The
// document's verdict (Ajv) must be the gate's own (checkBody, nonCanonicalParam): accepted or refused, and the same
// fields named. A rule changed on one side only fails here.

const document = JSON.parse(readFileSync(OPENAPI_FILE, "utf8")) as Record<string, unknown>;
const judge = documentJudge(document);
const operations = operationsOf(document);
const table = endpoints as Record<string, Endpoint>;

const withBody = operations.filter(({ operation }) => operation.requestBody);

describe("request bodies: docs/openapi.json and the gate agree", () => {
  it("covers every endpoint of the contract with a body", () => {
    const documented = withBody.map(({ operation }) => operation.operationId).sort();
    const bodies = Object.entries(table)
      .filter(([, endpoint]) => endpoint.body)
      .map(([name]) => name)
      .sort();
    expect(documented).toEqual(bodies);
  });

  it.each(withBody.map(({ method, path, operation }) => [operation.operationId, method, path] as const))(
    "%s (%s %s)",
    (name, method, path) => {
      const pointer = `#/paths/${pointerToken(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
      const schema = { $ref: pointer };
      const endpoint = table[name] as Endpoint;
      const disagreements: string[] = [];
      const variants = bodyVariants(document, schema);
      for (const { about, body } of variants) {
        const documented = judge(pointer, body);
        const checked = checkBody(endpoint, body);
        const served = checked.ok ? null : Object.keys(checked.fieldErrors).sort();
        if (JSON.stringify(documented) !== JSON.stringify(served))
          disagreements.push(`${about}: the document ${verdictText(documented)}, the server ${verdictText(served)}`);
      }
      expect(disagreements).toEqual([]);
      // the variants reach both sides of the rules: some accepted, some refused
      const accepted = variants.filter(({ body }) => judge(pointer, body) === null).length;
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThan(variants.length);
    },
  );
});

const verdictText = (verdict: string[] | null) => (verdict === null ? "accepts" : `refuses ${verdict.join(", ")}`);

describe("path parameters: docs/openapi.json and the canonical check agree", () => {
  // every operation's own declaration: a parameter documented differently on one route is caught there
  const parameters = operations.flatMap(({ method, path, operation }) =>
    (operation.parameters ?? []).flatMap((parameter, index) =>
      parameter.in === "path"
        ? [
            {
              name: String(parameter.name),
              pointer: `#/paths/${pointerToken(path)}/${method.toLowerCase()}/parameters/${index}/schema`,
            },
          ]
        : [],
    ),
  );
  const names = [...new Set(parameters.map(({ name }) => name))].sort();

  it("documents a pattern or lengths for every path parameter", () => {
    expect(names).toEqual(["id", "username", "uuid"]);
    for (const { pointer } of parameters) expect(judge(pointer, "x".repeat(1000))).not.toBeNull();
  });

  it.each(names)("%s, on every route that has it", (name) => {
    const disagreements = parameters
      .filter((parameter) => parameter.name === name)
      .flatMap(({ pointer }) =>
        pathParameterValues(document, { $ref: pointer })
          .filter((value) => (judge(pointer, value) === null) !== (nonCanonicalParam({ [name]: value }) === null))
          .map((value) => `${pointer}: ${JSON.stringify(value)}`),
      );
    expect(disagreements).toEqual([]);
  });
});
