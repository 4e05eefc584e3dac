/**
 * Citations of the ADRs in docs/decisions (docs/decisions/README.md says how they are numbered and changed).
 *
 *   npx tsx scripts/adr-citations.ts --rewrite   rewrites every citation of a folded or moved ADR in the repository's
 *                                                tracked text files from docs/decisions/renumber.tsv
 *   npx tsx scripts/adr-citations.ts             checks that every cited ADR exists (exit 1, listing the broken ones)
 *
 * A citation is a path (`docs/decisions/` + a number, with its file name, `-…` or nothing after it), a file name
 * `NNN-slug.md` inside docs/decisions, a continued list (`docs/decisions/106-…, 107-…`), or a mention: `ADR` or `ADRs`
 * followed by numbers (`ADR 806`, `ADRs 304 and 305`, `ADR 808, ADR 810`). The check also finds two ADRs with one
 * number (helpers working in parallel), an ADR the README's index does not list, and a number renumber.tsv folds away
 * that an ADR holds again.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const DECISIONS = "docs/decisions";
const MAPPING = `${DECISIONS}/renumber.tsv`;
/** This script and its test name citations as examples; the mapping names numbers that are gone on purpose. */
const SKIPPED = new Set(["scripts/adr-citations.ts", "scripts/adr-citations.test.ts", MAPPING, "package-lock.json"]);

/** Old number → the number of the ADR that holds its decision now. */
export type Mapping = ReadonlyMap<string, string>;

/** `renumber.tsv`: one `old<TAB>new` per line; blank lines and `#` comments are skipped. */
export function parseMapping(text: string): Map<string, string> {
  const mapping = new Map<string, string>();
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const match = /^(\d{3})\t(\d{3})$/.exec(line);
    if (!match)
      throw new Error(`${MAPPING}:${index + 1}: expected "old<TAB>new" (three digits each), got ${JSON.stringify(raw)}`);
    mapping.set(match[1]!, match[2]!);
  }
  return mapping;
}

/** The ADR files by number (file names `NNN-slug.md`); a number held by two files keeps both, for the check. */
export function adrFiles(names: readonly string[]): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const name of names) {
    const number = /^(\d{3})-[^/]+\.md$/.exec(name)?.[1];
    if (number) files.set(number, [...(files.get(number) ?? []), name]);
  }
  return files;
}

// `docs/decisions/…`, or `decisions/…` in a relative Markdown link from docs/
const PATH = /(?<![\w-])((?:docs\/)?decisions\/)(\d{3})(-[A-Za-z0-9_-]+\.md|-…)?/g;
// one ADR linked twice in a row once two old ones point at it: `[ADR 8](…), [ADR 8](…)`
const LINKED_TWICE = /(\[ADRs? (\d{3})\]\([^)\s]*\))(?:,\s*|\s+and\s+)\[ADRs? \2\]\([^)\s]*\)/g;
const CONTINUED = /(?<![\w/.-])(\d{3})-…/g;
const FILE_NAME = /(?<![\w.-])(\d{3})-[a-z0-9-]+\.md/g;
const MENTION = /\b(ADRs?)(\s+)(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*|\s*\/\s*)(?:ADR\s+)?\d{3})*)\b/g;

const listed = (numbers: readonly string[]) =>
  numbers.length === 1 ? numbers[0]! : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;

/**
 * `text` with every citation of a number in `mapping` pointing at its new number. A full path or file name gets the
 * new ADR's file name (`fileOf`), a shortened one (`NNN-…`, bare `NNN`) keeps its form. A mention that names one ADR
 * twice after the mapping names it once. `inDecisions`: the text is a file of docs/decisions, where ADRs link each
 * other by file name.
 */
export function rewriteCitations(
  text: string,
  mapping: Mapping,
  fileOf: (number: string) => string | undefined,
  inDecisions = false,
) {
  const moved = (number: string) => mapping.get(number) ?? number;
  const fullName = (number: string, original: string) => fileOf(moved(number)) ?? original;
  let out = text.replace(PATH, (whole, prefix: string, number: string, tail: string | undefined) => {
    if (!mapping.has(number)) return whole;
    if (tail?.endsWith(".md")) return `${prefix}${fullName(number, `${number}${tail}`)}`;
    return `${prefix}${moved(number)}${tail ?? ""}`;
  });
  out = out.replace(CONTINUED, (whole, number: string) => (mapping.has(number) ? `${moved(number)}-…` : whole));
  if (inDecisions) {
    out = out.replace(FILE_NAME, (whole, number: string) => (mapping.has(number) ? fullName(number, whole) : whole));
  }
  out = out.replace(MENTION, (whole, word: string, space: string, list: string) => {
    const numbers = list.match(/\d{3}/g)!;
    if (!numbers.some((number) => mapping.has(number))) return whole;
    const unique = [...new Set(numbers.map(moved))];
    return `${unique.length === 1 ? "ADR" : word === "ADR" && numbers.length > 1 ? "ADRs" : word}${space}${listed(unique)}`;
  });
  return out === text ? text : out.replace(LINKED_TWICE, "$1");
}

export type Citation = { file: string; line: number; cited: string; problem: string };

/**
 * Every citation in `text` (of `file`) that names no ADR of `files`, or a file name that is not the ADR's;
 * `hasFile` answers for the other files of docs/decisions (README.md, template.md).
 */
export function brokenCitations(
  file: string,
  text: string,
  files: ReadonlyMap<string, readonly string[]>,
  hasFile: (name: string) => boolean,
): Citation[] {
  const broken: Citation[] = [];
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const exists = (number: string) => files.has(number);
  const report = (index: number, cited: string, problem: string) => broken.push({ file, line: lineOf(index), cited, problem });
  for (const match of text.matchAll(PATH)) {
    const [cited, , number, tail] = match as unknown as [string, string, string, string | undefined];
    if (!exists(number)) report(match.index, cited, `no ADR ${number}`);
    else if (tail?.endsWith(".md") && !files.get(number)!.includes(`${number}${tail}`)) {
      report(match.index, cited, `ADR ${number} is ${DECISIONS}/${files.get(number)!.join(", ")}`);
    }
  }
  for (const match of text.matchAll(/docs\/decisions\/([A-Za-z][A-Za-z0-9_.-]*\.(?:md|tsv))/g)) {
    // `NNN-title.md` is how the docs write "an ADR's file", not a file
    if (!/^N+-/.test(match[1]!) && !hasFile(match[1]!)) report(match.index, match[0], "no such file");
  }
  for (const match of text.matchAll(CONTINUED)) {
    if (!exists(match[1]!)) report(match.index, match[0], `no ADR ${match[1]}`);
  }
  if (file.startsWith(`${DECISIONS}/`)) {
    for (const match of text.matchAll(FILE_NAME)) {
      const number = match[1]!;
      if (text.slice(Math.max(0, match.index - "decisions/".length), match.index) === "decisions/") continue; // a path, above
      if (!exists(number)) report(match.index, match[0], `no ADR ${number}`);
      else if (!files.get(number)!.includes(match[0]))
        report(match.index, match[0], `ADR ${number} is ${files.get(number)!.join(", ")}`);
    }
  }
  for (const match of text.matchAll(MENTION)) {
    for (const number of match[3]!.match(/\d{3}/g)!) {
      if (!exists(number)) report(match.index, match[0], `no ADR ${number}`);
    }
  }
  return broken;
}

/** Two files with one number, and index rows of docs/decisions/README.md missing or pointing at no file. */
export function indexProblems(files: ReadonlyMap<string, readonly string[]>, readme: string): string[] {
  const problems: string[] = [];
  for (const [number, names] of files) {
    if (names.length > 1) problems.push(`ADR ${number} is held by ${names.length} files: ${names.join(", ")}`);
    for (const name of names) {
      if (!readme.includes(`](${name})`)) problems.push(`${DECISIONS}/README.md: the index has no row for ${name}`);
    }
  }
  return problems;
}

/** The repository's tracked text files (relative paths), without the ones that cite numbers on purpose. */
export function trackedTextFiles(root = "."): string[] {
  const names = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  return names.filter((name) => {
    if (SKIPPED.has(name) || !existsSync(join(root, name))) return false;
    const bytes = readFileSync(join(root, name));
    return bytes.length < 5_000_000 && !bytes.includes(0);
  });
}

function decisionFiles(root: string) {
  const names = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", DECISIONS], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((path) => path && existsSync(join(root, path)))
    .map((path) => path.slice(DECISIONS.length + 1));
  return adrFiles(names);
}

/** Every problem with the repository's ADR citations, one line each (empty: all good). */
export function checkRepository(root = "."): string[] {
  const files = decisionFiles(root);
  const problems = indexProblems(files, readFileSync(join(root, DECISIONS, "README.md"), "utf8"));
  // a number in the mapping is gone for good: an ADR that holds it again would have its citations redirected
  const mapping = existsSync(join(root, MAPPING)) ? parseMapping(readFileSync(join(root, MAPPING), "utf8")) : new Map();
  for (const [old, now] of mapping) {
    if (files.has(old))
      problems.push(`${MAPPING}: ${old} is folded into ${now}, but ${DECISIONS}/${files.get(old)!.join(", ")} exists`);
    if (!files.has(now)) problems.push(`${MAPPING}: ${old} is folded into ${now}, but there is no ADR ${now}`);
  }
  for (const file of trackedTextFiles(root)) {
    const text = readFileSync(join(root, file), "utf8");
    for (const { line, cited, problem } of brokenCitations(file, text, files, (name) =>
      existsSync(join(root, DECISIONS, name)),
    )) {
      problems.push(`${file}:${line}: ${cited} — ${problem}`);
    }
  }
  return problems;
}

/** Rewrites the repository's citations from renumber.tsv; returns the files it changed. */
export function rewriteRepository(root = "."): string[] {
  if (!existsSync(join(root, MAPPING))) return [];
  const mapping = parseMapping(readFileSync(join(root, MAPPING), "utf8"));
  const files = decisionFiles(root);
  for (const [old, now] of mapping) {
    if (!files.has(now)) throw new Error(`${MAPPING}: ${old} → ${now}, but there is no ADR ${now}`);
  }
  const fileOf = (number: string) => files.get(number)?.[0];
  const changed: string[] = [];
  for (const file of trackedTextFiles(root)) {
    const text = readFileSync(join(root, file), "utf8");
    const next = rewriteCitations(text, mapping, fileOf, file.startsWith(`${DECISIONS}/`));
    if (next !== text) {
      writeFileSync(join(root, file), next);
      changed.push(file);
    }
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (process.argv.includes("--rewrite")) {
    const changed = rewriteRepository();
    console.log(changed.length ? `rewrote ADR citations in:\n  ${changed.join("\n  ")}` : "no citation to rewrite");
  }
  const problems = checkRepository();
  if (problems.length) {
    console.error(`ADR citations: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("ADR citations: every cited ADR exists, and the index lists every ADR");
}
