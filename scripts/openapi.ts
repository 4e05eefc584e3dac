// `npm run openapi`: writes the contract as OpenAPI 3.1 to docs/openapi.json (ADR 004), and the mock's test control
// API as its own document to docs/openapi-mock-control.json (ADR 108). Unit tests fail when a committed file differs
// from a fresh generation, so run this after changing contract or mocks/control-routes.ts.
import { writeFileSync } from "node:fs";
import { CONTROL_OPENAPI_FILE, controlDocument } from "../mocks/control-routes";
import { contractDocument, OPENAPI_FILE } from "../server/openapi/document";
import { serialiseDocument } from "../server/openapi/generate";

for (const [file, document] of [
  [OPENAPI_FILE, contractDocument()],
  [CONTROL_OPENAPI_FILE, controlDocument()],
] as const) {
  writeFileSync(file, serialiseDocument(document));
  console.log(`${file}: ${Object.keys(document.paths).length} paths`);
}
