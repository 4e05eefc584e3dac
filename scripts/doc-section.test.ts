import { describe, expect, it } from "vitest";
import { withDocSection } from "./doc-section";

const doc = [
  "# Performance",
  "",
  "Intro.",
  "",
  "<!-- size:start -->",
  "old table",
  "<!-- size:end -->",
  "",
  "Notes after.",
  "",
].join("\n");

describe("a script's section in a doc", () => {
  it("replaces what stands between its markers and keeps the rest byte for byte", () => {
    expect(withDocSection(doc, "size", "## Size\n\nnew table\n")).toBe(
      [
        "# Performance",
        "",
        "Intro.",
        "",
        "<!-- size:start -->",
        "## Size",
        "",
        "new table",
        "<!-- size:end -->",
        "",
        "Notes after.",
        "",
      ].join("\n"),
    );
  });

  it("writes a `$` in the figures as it is", () => {
    expect(withDocSection(doc, "size", "cost $' and $& and $1")).toContain(
      "<!-- size:start -->\ncost $' and $& and $1\n<!-- size:end -->",
    );
  });

  it("ends the section at its own end marker: another section after it is kept", () => {
    const two = `${doc}<!-- rush:start -->\nrush rows\n<!-- rush:end -->\n`;
    const written = withDocSection(two, "size", "new");
    expect(written).toContain("<!-- rush:start -->\nrush rows\n<!-- rush:end -->");
    expect(written).toContain("Notes after.");
  });

  it("appends the section to a doc without its markers", () => {
    expect(withDocSection("# Performance\n\n", "rush", "rows")).toBe(
      "# Performance\n\n<!-- rush:start -->\nrows\n<!-- rush:end -->\n",
    );
  });

  it("refuses a doc whose start marker has no end marker, or that holds the section twice", () => {
    expect(() => withDocSection("<!-- size:start -->\nhand-written\n", "size", "new")).toThrow(/exactly one/);
    expect(() => withDocSection(`${doc}${doc}`, "size", "new")).toThrow(/exactly one/);
  });
});
