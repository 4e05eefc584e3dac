import { json } from "./respond";
import type { Resolvers } from "./route";

let document: Promise<Record<string, unknown>> | null = null;

/**
 * `GET /api/v1/openapi.json`: the contract as OpenAPI 3.1, the same generation `npm run openapi` writes to
 * docs/openapi.json (ADR 004). Loaded on the first call, so the demo's start-up does not carry the generator.
 */
export const openApiResolvers: Resolvers = {
  async openApiDocument() {
    // a load that fails is tried again at the next call, not kept
    document ??= import("../openapi/document").then(
      ({ contractDocument }) => contractDocument(),
      (error: unknown) => {
        document = null;
        throw error;
      },
    );
    return json(await document);
  },
};
