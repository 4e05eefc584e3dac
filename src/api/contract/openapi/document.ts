import type { Type } from "arktype";
import { endpoints, type Endpoint } from "../endpoints";
import * as entities from "../entities";
import { buildOpenApiDocument, type OpenApiDocument } from "./generate";

/** The contract's own document: what `npm run openapi` writes to docs/openapi.json and the mock serves. */
export function contractDocument(): OpenApiDocument {
  return buildOpenApiDocument({ endpoints: endpoints as Record<string, Endpoint>, named: namedEntities() });
}

export const OPENAPI_FILE = "docs/openapi.json";

/** The contract's entities under their names in PascalCase (`guestLocation` → `GuestLocation`). */
function namedEntities(): Record<string, Type> {
  const isType = (value: unknown): value is Type => typeof value === "function" && "toJsonSchema" in value;
  return Object.fromEntries(
    Object.entries(entities)
      .filter((entry): entry is [string, Type] => isType(entry[1]))
      .map(([name, type]) => [name.replace(/^./, (letter) => letter.toUpperCase()), type]),
  );
}
