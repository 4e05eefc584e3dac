// `npm run openapi`: writes the contract as OpenAPI 3.1 to docs/openapi.json (ADR 004). A unit test fails when the
// committed file differs from a fresh generation, so run this after changing src/api/contract.
import { writeFileSync } from "node:fs";
import { contractDocument, OPENAPI_FILE } from "../src/api/contract/openapi/document";
import { serialiseDocument } from "../src/api/contract/openapi/generate";

const document = contractDocument();
writeFileSync(OPENAPI_FILE, serialiseDocument(document));
console.log(`${OPENAPI_FILE}: ${Object.keys(document.paths).length} paths`);
