import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";

// Checks an HTTP answer against an OpenAPI 3.1 document with Ajv (JSON Schema 2020-12, the document's dialect):
// the contract suite runs every answer it receives through this, so a real backend is checked against the same
// document a backend team builds from (ADR 004). A mismatch names the document's JSON pointer to the failing rule.

type JsonObject = { [key: string]: unknown };
type Operation = { responses?: Record<string, JsonObject> };

export type Answer = {
  method: string;
  /** the path under the document's server URL, with or without its query string */
  path: string;
  status: number;
  contentType: string;
  body: unknown;
};

/** `/queues/{uuid}/reject` → a pointer token (`~1queues~1{uuid}~1reject`) */
const pointerToken = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/**
 * Templates with fewer parameters first, so `/queues/locations/get` wins over `/queues/locations/{id}`; among the
 * templates a path fits, the first that has the answer's method (`PATCH /queues/locations/get` is the `{id}` route's).
 */
function pathMatcher(paths: Record<string, Record<string, Operation>>) {
  const templates = Object.keys(paths)
    .map((template) => {
      const pattern = template
        .replace(/\/$/, "")
        .split("/")
        .map((segment) => (/^\{.+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("/");
      // a collection is served with and without its trailing slash (docs/product.md §10)
      return { template, regex: new RegExp(`^${pattern}/?$`), parameters: (template.match(/\{/g) ?? []).length };
    })
    .sort((a, b) => a.parameters - b.parameters);
  return (path: string, method: string) => {
    const fitting = templates.filter(({ regex }) => regex.test(path));
    return (fitting.find(({ template }) => paths[template]?.[method]) ?? fitting[0])?.template;
  };
}

export function createAnswerChecker(document: JsonObject) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
  ajv.addSchema(document, "openapi.json");
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const findTemplate = pathMatcher(paths);

  /** Follows a `$ref` to a response (`#/components/responses/NotFound`): the response and its pointer. */
  function resolve(response: JsonObject, pointer: string): [JsonObject, string] {
    const ref = response.$ref;
    if (typeof ref !== "string") return [response, pointer];
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, token) => (node as JsonObject)?.[token.replaceAll("~1", "/").replaceAll("~0", "~")], document);
    return [target as JsonObject, ref.slice(1)];
  }

  // Ajv's own schemaPath is relative to whichever schema it compiled (a `$ref`'d component or the response), so
  // the rule's place is looked up by identity instead: Ajv hands back the document's own schema objects.
  const pointerOf = new Map<unknown, string>();
  const index = (node: unknown, pointer: string) => {
    if (!node || typeof node !== "object") return;
    pointerOf.set(node, pointer);
    for (const [key, value] of Object.entries(node)) index(value, `${pointer}/${pointerToken(key)}`);
  };
  index(document, "");

  const describe = (schemaPointer: string, errors: ErrorObject[]) =>
    errors
      .slice(0, 3)
      .map((error) => {
        const rule = pointerOf.has(error.parentSchema)
          ? `${pointerOf.get(error.parentSchema)}/${error.keyword}`
          : `${schemaPointer}${error.schemaPath.slice(1)}`;
        return `#${rule}: ${error.instancePath || "the body"} ${error.message ?? ""}`.trim();
      })
      .join("; ") + (errors.length > 3 ? ` (and ${errors.length - 3} more)` : "");

  /** Null when the answer fits the document, else what does not, with the document's pointer to the rule. */
  return function check(answer: Answer): string | null {
    const path = answer.path.split("?")[0] as string;
    const method = answer.method.toLowerCase();
    const template = findTemplate(path, method);
    if (!template) return `${answer.method} ${path}: no path of the document matches (#/paths)`;
    const operationPointer = `/paths/${pointerToken(template)}/${method}`;
    const operation = paths[template]?.[method];
    if (!operation) return `${answer.method} ${path}: #/paths/${pointerToken(template)} has no ${method} operation`;
    const responses = operation.responses ?? {};
    const key = String(answer.status) in responses ? String(answer.status) : "default" in responses ? "default" : null;
    if (!key) return `${answer.method} ${path}: status ${answer.status} is not in #${operationPointer}/responses`;
    const [response, responsePointer] = resolve(responses[key] as JsonObject, `${operationPointer}/responses/${key}`);
    const content = (response.content ?? {}) as Record<string, JsonObject>;
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) return null;
    const mediaType = mediaTypes.find((type) => answer.contentType.toLowerCase().startsWith(type));
    if (!mediaType) {
      return `${answer.method} ${path} ${answer.status}: content type "${answer.contentType}" is not in #${responsePointer}/content (${mediaTypes.join(", ")})`;
    }
    if (mediaType !== "application/json") return null;
    const schemaPointer = `${responsePointer}/content/${pointerToken(mediaType)}/schema`;
    const validate = ajv.getSchema(`openapi.json#${schemaPointer}`);
    if (!validate) throw new Error(`#${schemaPointer} is not a schema`);
    if (validate(answer.body)) return null;
    return `${answer.method} ${path} ${answer.status} (#${operationPointer}/responses/${key}): ${describe(schemaPointer, validate.errors ?? [])}`;
  };
}
