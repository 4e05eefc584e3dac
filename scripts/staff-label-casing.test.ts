import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

/** The staff screens' code: their features, the admin kit, the frame, the ticket widgets and the design system. */
const staffFolders = [
  ...["queues", "capacity", "sessions", "days-off", "locations", "rejection-reasons", "dashboard"],
  ...["users", "roles", "permissions", "auth", "errors"],
]
  .map((feature) => `src/features/${feature}`)
  .concat(["src/admin-kit", "src/app", "src/tickets", "src/ui"]);

function sources(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|css)\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

/**
 * One casing for a label on every staff screen (docs/product.md §9): the same words never appear in two casings
 * ('Jam Mulai' on the ticket list, 'Jam mulai' on 'Konfigurasi Sesi'). Reads every double-quoted text that starts
 * with a capital and has a small letter (all-capital machine events such as "CANCEL" are not words on a screen).
 */
it("no label is written in two casings across the staff screens", () => {
  const spellings = new Map<string, Map<string, string>>();
  for (const file of staffFolders.flatMap(sources)) {
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
