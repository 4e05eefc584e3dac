import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

/** The features a citizen sees (docs/product.md §2.1–§2.4): their words are plain Indonesian sentences, not staff labels. */
const citizenFeatures = ["landing", "registration", "status"];

/**
 * The staff screens' code: every other feature (a new one is read without being listed), the admin kit, the frame and
 * the shared field names. src/ui and src/tickets are left out: they hold citizen words too.
 */
const staffFiles = readdirSync("src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !citizenFeatures.includes(entry.name))
  .map((entry) => `src/features/${entry.name}`)
  .concat(["src/admin-kit", "src/app"])
  .flatMap(sources)
  .concat(["src/lib/staff-labels.ts"]);

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|css)\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/**
 * One casing for a label on every staff screen (docs/product.md §9): the same words never appear in two casings
 * ('Jam Mulai' on the ticket list, 'Jam mulai' on 'Konfigurasi Sesi'). Reads every double-quoted text that starts
 * with a capital and has a small letter (all-capital machine events such as "CANCEL" are not words on a screen). It
 * does not read single-quoted texts (prettier writes a text in double quotes unless it holds one), template literals or
 * bare JSX text: a label there is not compared.
 */
it("no label is written in two casings across the staff screens", () => {
  const spellings = new Map<string, Map<string, string>>();
  for (const file of staffFiles) {
    for (const [, text] of readFileSync(file, "utf8").matchAll(/"([A-Z][^"\n]*[a-z][^"\n]*)"/g)) {
      const key = text!.toLowerCase();
      const seen = spellings.get(key) ?? new Map<string, string>();
      if (!seen.has(text!)) seen.set(text!, file);
      spellings.set(key, seen);
    }
  }
  const twoWays = [...spellings.values()].filter((seen) => seen.size > 1).map((seen) => Object.fromEntries(seen));
  expect(twoWays).toEqual([]);
});
