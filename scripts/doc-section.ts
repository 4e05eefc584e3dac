import { readFileSync, writeFileSync } from "node:fs";

/**
 * A script's figures in a doc, between `<!-- name:start -->` and `<!-- name:end -->` (docs/performance.md's tables,
 * docs/testing.md's stage times): what stands between the two markers is the script's and is replaced whole on each
 * run; everything outside them is kept byte for byte (docs/performance.md: write nothing by hand between markers).
 * A text without the markers gets the section at its end. The one way every script writes its section: by position,
 * not a regular expression, so a `$` in the figures is written as it is (String.replace reads `$'` and `$&` in a
 * replacement) and the section ends at its own end marker, never at a later one.
 */
export function withDocSection(text: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.endsWith("\n") ? body : `${body}\n`}${end}`;
  const from = text.indexOf(start);
  if (from === -1) return `${text.trimEnd()}\n\n${section}\n`;
  const to = text.indexOf(end, from + start.length);
  // a start without its end (or a second start before it) is a doc edited by hand: replacing would take what follows
  if (to === -1 || text.slice(from + start.length, to).includes(start) || text.indexOf(start, to) !== -1)
    throw new Error(`${name}: the doc needs exactly one ${start} followed by one ${end}`);
  return text.slice(0, from) + section + text.slice(to + end.length);
}

/** Writes `body` as the `name` section of `file` (withDocSection); a missing file starts as `# <title>`. */
export function writeDocSection(file: URL | string, name: string, body: string, title = "Performance"): void {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    text = `# ${title}\n`;
  }
  writeFileSync(file, withDocSection(text, name, body));
}
