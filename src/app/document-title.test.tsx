import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { DocumentTitle } from "./document-title";

describe("the page's document title", () => {
  it("sets the route's title, and leaves a title that already reads it as it is (a page rendered at build time)", async () => {
    document.title = "Beranda · Antrean";
    const screen = await render(<DocumentTitle title="Cek Status Antrean" />);
    expect(document.title).toBe("Cek Status Antrean · Antrean");

    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    await screen.rerender(<DocumentTitle key="same" title="Cek Status Antrean" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(document.title).toBe("Cek Status Antrean · Antrean");
  });
});
