/**
 * `tsx scripts/pglite-template.ts <folder>…`: makes each empty folder a PGlite data folder from the tests' template
 * (server/store/sql/testing.ts) instead of initdb, for a test that starts the server on a folder of its own (the
 * contract suite's `pglite` target). The server then migrates and seeds it as a new database.
 */
import { initdbFromTemplate } from "../server/store/sql/testing";

for (const folder of process.argv.slice(2)) await initdbFromTemplate(folder);
