import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import { isCalendarDate } from "../../contract/wib";

// Requests derived from an OpenAPI document's own request rules: for every body, values at and just past each
// documented bound (lengths, minimum/maximum, patterns, types, required fields, undeclared fields), and for every path
// parameter, forms around its schema. The document's verdict on each (Ajv, JSON Schema 2020-12) is what the server
// must answer: the unit tests compare it with the server's own checks, the contract suite with its answers over HTTP
// (ADR 004). Nothing here names an endpoint or a field.

type JsonObject = { [key: string]: unknown };
type Operation = JsonObject & {
  operationId: string;
  parameters?: JsonObject[];
  requestBody?: { content?: Record<string, { schema: JsonObject }> };
};

export type DocumentedOperation = { method: string; path: string; operation: Operation };

/** The document's operations, each with its method (upper case) and path template. */
export function operationsOf(document: JsonObject): DocumentedOperation[] {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** The document's verdict on a value: null when it fits, else the top-level fields it names (`_` for the whole body). */
export type Verdict = string[] | null;

/** Checks values against schemas of the document (its `$ref`s resolve within it). */
export function documentJudge(document: JsonObject) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // JSON Schema's `date` format (RFC 3339 full-date): the shape and a day on the calendar
  ajv.addFormat("date", isCalendarDate);
  ajv.addSchema(document, "openapi.json");
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  /** `pointer`: a JSON pointer into the document, e.g. `#/paths/~1users~1/post/requestBody/content/application~1json/schema` */
  return (pointer: string, value: unknown): Verdict => {
    let check = compiled.get(pointer);
    if (!check) compiled.set(pointer, (check = ajv.compile({ $ref: `openapi.json${pointer}` })));
    if (check(value)) return null;
    return [...new Set((check.errors ?? []).map(fieldOf))].sort();
  };
}

function fieldOf(error: ErrorObject): string {
  const [, first] = error.instancePath.split("/");
  if (first) return first.replaceAll("~1", "/").replaceAll("~0", "~");
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? "_";
}

/** A pointer token for a path (`/users/{username}` → `~1users~1{username}`). */
export const pointerToken = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/** Follows `$ref`s within the document. */
export function resolveRef(document: JsonObject, schema: JsonObject): JsonObject {
  let node = schema;
  while (typeof node.$ref === "string") {
    node = node.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>(
        (at, token) => (at as JsonObject)[token.replaceAll("~1", "/").replaceAll("~0", "~")],
        document,
      ) as JsonObject;
  }
  return node;
}

/** Texts some patterns are written for (dates, times), tried when a run of one character fits no pattern. */
const patternSamples = ["2026-03-10", "2026-02-30", "2026-13-01", "07:00", "07:00:00", "24:00", "7:00", "12"];
const fillers = ["1", "a", "A", "x"];

/** A run of one character of `length` that fits the pattern (any, without one), or null. */
function filledText(schema: JsonObject, length: number): string | null {
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern, "u") : null;
  for (const filler of fillers) {
    const text = filler.repeat(length);
    if (!pattern || pattern.test(text)) return text;
  }
  return null;
}

/** A value the schema accepts (the base every variant of one field starts from). */
export function sampleOf(document: JsonObject, raw: JsonObject): unknown {
  const schema = resolveRef(document, raw);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.anyOf)) return sampleOf(document, schema.anyOf[0] as JsonObject);
  switch (schema.type) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return [];
    case "null":
      return null;
    case "object":
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, JsonObject>).map(([key, property]) => [
          key,
          sampleOf(document, property),
        ]),
      );
    case "string": {
      const length = Math.max(Number(schema.minLength ?? 1), 1);
      const text = filledText(schema, length);
      if (text !== null) return text;
      const pattern = new RegExp(String(schema.pattern), "u");
      const sample = patternSamples.find((candidate) => pattern.test(candidate));
      if (sample === undefined)
        throw new Error(`No sample fits the pattern ${String(schema.pattern)}: add one to request-rules.ts`);
      return sample;
    }
    default:
      throw new Error(`No sample for the schema ${JSON.stringify(schema)}: add its kind to request-rules.ts`);
  }
}

/** Values at and just past each rule of a schema: the document decides which it accepts. */
export function boundaryValues(document: JsonObject, raw: JsonObject): unknown[] {
  const schema = resolveRef(document, raw);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonObject[]).flatMap((branch) => boundaryValues(document, branch));
  const values: unknown[] = [];
  if (Array.isArray(schema.enum)) values.push(...schema.enum, "not-one-of-these");
  switch (schema.type) {
    case "integer":
    case "number":
      for (const bound of [schema.minimum, schema.maximum])
        if (typeof bound === "number") values.push(bound - 1, bound, bound + 1);
      // far past any bound either way: a minimum or maximum the document leaves out shows there
      values.push(-1e9, 1e9, 1.5, "1", null);
      break;
    case "boolean":
      values.push(false, "true", 1);
      break;
    case "array": {
      const items = (schema.items ?? {}) as JsonObject;
      values.push([], "not a list", ...boundaryValues(document, items).map((item) => [item]));
      break;
    }
    case "string": {
      // beside each bound, texts far longer than any bound: a maximum the document leaves out shows there
      const bounds = [schema.minLength, schema.maxLength].filter((bound): bound is number => typeof bound === "number");
      const lengths = new Set<number>([0, 1, 2 * Math.max(0, ...bounds) + 1, 300]);
      for (const bound of bounds) [bound - 1, bound, bound + 1].filter((n) => n >= 0).forEach((n) => lengths.add(n));
      for (const length of lengths) {
        const text = filledText(schema, length);
        if (text !== null) values.push(text);
        // the same length with one character the pattern may refuse
        if (length > 0) values.push(`${"1".repeat(length - 1)}!`, `${"1".repeat(length - 1)}a`);
      }
      if (typeof schema.pattern === "string") values.push(...patternSamples);
      values.push(12, null);
      break;
    }
    case "null":
      values.push(null, "null");
      break;
  }
  return values;
}

export type BodyVariant = { about: string; body: unknown };

/**
 * Bodies around an object schema's rules: the sample itself, each field at its boundary values and left out, an
 * undeclared field, and bodies that are not objects.
 */
export function bodyVariants(document: JsonObject, raw: JsonObject): BodyVariant[] {
  const schema = resolveRef(document, raw);
  const base = sampleOf(document, schema) as JsonObject;
  const variants: BodyVariant[] = [{ about: "the sample", body: base }];
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    for (const value of boundaryValues(document, property))
      variants.push({ about: `${key} = ${JSON.stringify(value)?.slice(0, 40)}`, body: { ...base, [key]: value } });
    const { [key]: _left, ...without } = base;
    variants.push({ about: `without ${key}`, body: without });
  }
  variants.push(
    { about: "an undeclared field", body: { ...base, undeclared_field: 1 } },
    { about: "an empty object", body: {} },
    { about: "an array", body: [] },
    { about: "an array of the sample", body: [base] },
    { about: "null", body: null },
    { about: "a number", body: 3 },
  );
  return variants;
}

/** Forms of a path parameter: canonical ones, their near misses, and values at and past its documented bounds. */
export function pathParameterValues(document: JsonObject, raw: JsonObject): string[] {
  const schema = resolveRef(document, raw);
  const forms = [
    ...["1", "12", "999999999", "1000000000", "0", "012", "+12", "-1", "12.0", "1e3", "0xc", " 12", "12 "],
    ...["00000000-0000-4000-8000-000000000000", "00000000-0000-4000-8000-00000000000A", "00000000-0000-4000-8000-0000000000"],
    ...["superadmin", "andi.pratama", "a b", "%"],
  ];
  for (const bound of [schema.minLength, schema.maxLength])
    if (typeof bound === "number") [bound - 1, bound, bound + 1].filter((n) => n >= 0).forEach((n) => forms.push("a".repeat(n)));
  return forms;
}
