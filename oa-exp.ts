import { validate, compileErrors } from "@readme/openapi-parser";
import { readFileSync } from "node:fs";
const doc = JSON.parse(readFileSync("docs/openapi.json", "utf8"));
const r = await validate(doc, { validate: { rules: { openapi: { "path-parameters-not-in-path": "error" } } } } as never);
console.log(r.valid, r.warnings.length, r.valid ? "" : compileErrors(r));
console.log(JSON.stringify(r.warnings).slice(0, 500));
