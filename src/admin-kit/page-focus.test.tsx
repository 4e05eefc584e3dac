import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { userEvent } from "vitest/browser";
import { Link, Route, Router, Switch } from "wouter";
import { StaffMain } from "./testing";

/** A page whose heading shows only once its record has come (a slow first answer). */
function SlowPage({ ready }: { ready: Promise<void> }) {
  const [shown, setShown] = useState(false);
  void ready.then(() => setShown(true));
  return shown ? <h1>Create shelf</h1> : <p role="status">Loading…</p>;
}

function renderAt(path: string, ready: Promise<void> = Promise.resolve()) {
  window.history.replaceState(null, "", path);
  return render(
    <Router>
      <StaffMain before={<a href="#main">Skip to main content</a>}>
        <Switch>
          <Route path="/shelves">
            <h1>Shelves</h1>
            <Link href="/shelves/create">Add</Link>
            <input aria-label="Search" />
          </Route>
          <Route path="/shelves/create">
            <SlowPage ready={ready} />
          </Route>
        </Switch>
      </StaffMain>
    </Router>,
  );
}

describe("the focus on a page arrived at inside the app (docs/product.md §2.12)", () => {
  const start = window.location.href;
  afterEach(() => window.history.replaceState(null, "", start));

  it("goes to the new page's heading once it shows, not to the page's body, when the link that had it is gone", async () => {
    let answer = () => {};
    const screen = await renderAt("/shelves", new Promise<void>((resolve) => (answer = resolve)));
    await screen.getByRole("link", { name: "Add" }).click();
    await expect.element(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(document.activeElement).toBe(document.body);
    answer();
    await expect.element(screen.getByRole("heading", { name: "Create shelf" })).toHaveFocus();
  });

  it("leaves the focus where the person put it while the page was loading", async () => {
    let answer = () => {};
    const screen = await renderAt("/shelves", new Promise<void>((resolve) => (answer = resolve)));
    await screen.getByRole("link", { name: "Add" }).click();
    await userEvent.keyboard("{Tab}");
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    await expect.element(skip).toHaveFocus();
    answer();
    await expect.element(screen.getByRole("heading", { name: "Create shelf" })).toBeVisible();
    await expect.element(skip).toHaveFocus();
  });
});
