import type { Type } from "arktype";
import { endpoints, type Endpoint } from "../../contract/endpoints";
import * as entities from "../../contract/entities";
import { buildOpenApiDocument, type OpenApiDocument } from "./generate";

/** The contract's own document: what `npm run openapi` writes to docs/openapi.json and the mock serves. */
export function contractDocument(): OpenApiDocument {
  return buildOpenApiDocument({ endpoints: endpoints as Record<string, Endpoint>, named: namedEntities() });
}

export const OPENAPI_FILE = "docs/openapi.json";

/** The contract's entities under their names in PascalCase (`guestLocation` → `GuestLocation`). */
function namedEntities(): Record<string, Type> {
  const types = Object.entries(entities as Record<string, unknown>).filter(
    (entry): entry is [string, Type] => typeof entry[1] === "function" && "toJsonSchema" in entry[1],
  );
  return Object.fromEntries(types.map(([name, type]) => [name.replace(/^./, (letter) => letter.toUpperCase()), type]));
}
