import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// What the server loads only when it is needed, held on the module graph.
//
// The API's staff console part (its resolvers and the contract's staff schemas) is a dynamic import: the demo's API
// worker loads it on the first staff call, so a citizen's page never evaluates it (issue 38, docs/performance-log.md);
// the Node server loads the same import before it listens (server/node/server.ts). Held here on the module graph: what
// a module imports at its top, followed from the API's entries; a dynamic `import()` is not followed (nor would a
// top-level `await import()` be caught), an `import type` is erased.

const root = process.cwd();

function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((path) => existsSync(path) && statSync(path).isFile());
}

const specifiersOf = new Map<string, string[]>();
/** What a module's top-level imports and re-exports name (erased type-only ones aside): paths and packages. */
function staticSpecifiers(file: string): string[] {
  const known = specifiersOf.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  specifiersOf.set(file, specifiers);
  return specifiers;
}

/** The project's modules a module's top-level imports and re-exports load. */
function staticImports(file: string): string[] {
  return staticSpecifiers(file).flatMap((specifier) => resolved(file, specifier) ?? []);
}

/** Every module an entry's evaluation evaluates, as paths from the repository's root. */
function evaluatedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [resolve(root, entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return new Set([...seen].map((path) => relative(root, path)));
}

/**
 * The staff routes' schemas and resolvers: in neither the worker's nor the Node server's static graph (both reach them
 * only through the import above). The resolvers are every module server/handlers/staff-resolvers.ts imports itself
 * (its tables), but the join.
 */
const staffPart = [
  "contract/staff-schemas.ts",
  "contract/staff-answers.ts",
  "server/handlers/staff-resolvers.ts",
  ...staticImports(resolve(root, "server/handlers/staff-resolvers.ts"))
    .map((path) => relative(root, path))
    .filter((path) => path !== "contract/tables.ts"),
];
/**
 * The staff console's request bodies and queries and the capacity board's schemas: the worker's citizen path imports
 * the contract's files, not its index (which re-exports them); the Node server's start reads the index elsewhere
 * (server/http-server.ts), once per process, not per page.
 */
const staffRequests = ["contract/requests.ts", "contract/queries.ts", "contract/capacity.ts"];

describe("the API's staff part, a dynamic import", () => {
  it.each([
    ["mocks/api-worker.ts", [...staffPart, ...staffRequests]],
    ["server/node/server.ts", staffPart],
  ])("is not evaluated with %s", (entry, staff) => {
    const modules = evaluatedWith(entry);
    // the graph is followed: the API itself and the citizen's schemas are in it
    expect(modules).toContain("server/api.ts");
    expect(modules).toContain("contract/citizen-schemas.ts");
    expect(staff.filter((path) => modules.has(path))).toEqual([]);
  });

  it("names modules that are there", () => {
    expect([...staffPart, ...staffRequests].filter((path) => !existsSync(resolve(root, path)))).toEqual([]);
    expect(staffPart).toContain("server/handlers/users.ts");
    expect(staffPart).toContain("server/handlers/queues.ts");
  });
});

describe("PGlite, loaded by the store that uses it", () => {
  it("is not among the packages server/node/server.ts's modules import at their top: a process on PostgreSQL never loads it", () => {
    // PGlite's code and sources were 3.6 MB of a PostgreSQL process's heap and 25–30 MB of its memory (session 29,
    // docs/performance-log.md); server/store/sql/connect.ts imports it when it opens PGlite
    const modules = [...evaluatedWith("server/node/server.ts")];
    expect(modules).toContain("server/store/sql/connect.ts");
    const packages = new Set(
      modules.flatMap((path) => staticSpecifiers(resolve(root, path))).filter((name) => !name.startsWith(".")),
    );
    expect(packages).toContain("pg");
    expect([...packages].filter((name) => name.startsWith("@electric-sql/"))).toEqual([]);
  });
});
