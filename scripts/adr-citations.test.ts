import { describe, expect, it } from "vitest";
import { adrFiles, brokenCitations, checkRepository, indexProblems, parseMapping, rewriteCitations } from "./adr-citations";

// Numbers of a made-up folder: 420 and 421 were folded into 400, 430 into 410.
const files = adrFiles(["400-kept-decision.md", "410-other-decision.md", "README.md", "template.md"]);
const mapping = parseMapping("# old\tnew\n420\t400\n421\t400\n\n430\t410\n");
const fileOf = (number: string) => files.get(number)?.[0];
const rewrite = (text: string, inDecisions = false) => rewriteCitations(text, mapping, fileOf, inDecisions);
const adr = (numbers: string) => `ADR ${numbers}`;

describe("rewriteCitations", () => {
  it("points a full path at the new ADR's file, and keeps shortened paths short", () => {
    expect(rewrite("see docs/decisions/420-folded-one.md.")).toBe("see docs/decisions/400-kept-decision.md.");
    expect(rewrite("(docs/decisions/430-…, 421-…)")).toBe("(docs/decisions/410-…, 400-…)");
    expect(rewrite("docs/decisions/430; docs/decisions/410")).toBe("docs/decisions/410; docs/decisions/410");

    expect(rewrite("[x](decisions/430-gone.md)")).toBe("[x](decisions/410-other-decision.md)");
  });

  it("links an ADR once where two links now point at it", () => {
    const links = `[${adr("420")}](decisions/420-a.md) and [${adr("421")}](decisions/421-b.md); [${adr("400")}](decisions/400-kept-decision.md)`;
    expect(rewrite(links)).toBe(
      `[${adr("400")}](decisions/400-kept-decision.md); [${adr("400")}](decisions/400-kept-decision.md)`,
    );
  });

  it("rewrites mentions, naming an ADR once when two old ones became one", () => {
    expect(rewrite(`(${adr("420")})`)).toBe(`(${adr("400")})`);
    expect(rewrite(`ADRs 420 and 421 say`)).toBe(`${adr("400")} say`);
    expect(rewrite(`${adr("400")}, ${adr("430")}`)).toBe("ADRs 400 and 410");
    expect(rewrite(`ADRs 420, 430 and 421`)).toBe("ADRs 400 and 410");
    expect(rewrite(`${adr("430")}'s rule`)).toBe(`${adr("410")}'s rule`);
  });

  it("leaves what the mapping does not name, dates and other numbers alone", () => {
    const text = `${adr("400")} (${adr("410")}, 2026-11-24), KRJ-420, 420 ms, docs/decisions/README.md`;
    expect(rewrite(text)).toBe(text);
  });

  it("rewrites bare file names only inside docs/decisions", () => {
    expect(rewrite("[it](./420-folded-one.md)", true)).toBe("[it](./400-kept-decision.md)");
    expect(rewrite("[it](./420-folded-one.md)")).toBe("[it](./420-folded-one.md)");
  });
});

describe("brokenCitations", () => {
  const broken = (file: string, text: string) =>
    brokenCitations(file, text, files, (name) => ["README.md", "template.md"].includes(name)).map((c) => `${c.line} ${c.cited}`);

  it("accepts citations of ADRs that exist, in every form", () => {
    const text = `${adr("400")}, ADRs 400 and 410, docs/decisions/410-other-decision.md, docs/decisions/400-…, docs/decisions/README.md, docs/decisions/NNN-title.md, [a](decisions/400-kept-decision.md)`;
    expect(broken("src/x.ts", text)).toEqual([]);
  });

  it("names each citation of a missing ADR, a wrong file name or a missing file, with its line", () => {
    const text = `${adr("420")}\ndocs/decisions/410-old-name.md and docs/decisions/400-…, 430-…\nADRs 400 and 421\ndocs/decisions/nothing.md [a](decisions/421-x.md)`;
    expect(broken("src/x.ts", text)).toEqual([
      "2 docs/decisions/410-old-name.md",
      "4 decisions/421-x.md",
      "4 docs/decisions/nothing.md",
      "2 430-…",
      `1 ${adr("420")}`,
      "3 ADRs 400 and 421",
    ]);
  });

  it("checks links between ADRs by file name inside docs/decisions", () => {
    expect(broken("docs/decisions/400-kept-decision.md", "[b](./410-other-decision.md) [c](./420-gone.md)")).toEqual([
      "1 420-gone.md",
    ]);
  });
});

describe("indexProblems", () => {
  it("finds two ADRs with one number and an ADR the index does not list", () => {
    const both = adrFiles(["400-kept-decision.md", "400-another.md", "410-other-decision.md"]);
    expect(indexProblems(both, "| 400 | [a](400-kept-decision.md) |\n| 410 | [b](410-other-decision.md) |")).toEqual([
      "ADR 400 is held by 2 files: 400-kept-decision.md, 400-another.md",
      "docs/decisions/README.md: the index has no row for 400-another.md",
    ]);
  });
});

describe("the repository", () => {
  it("cites only ADRs that exist, and its index lists every ADR", () => {
    expect(checkRepository()).toEqual([]);
  });
});
