import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Link, Route, Router, Switch } from "wouter";
import { StaffMain } from "./testing";

// Its own file: a file's tests share one document, and what is tested here is that document's first page.

it("leaves the browser's start on the page the document opened at, and focuses its heading when it is come back to", async () => {
  const [entry] = performance.getEntriesByType("navigation");
  const start = new URL(entry!.name).pathname;
  window.history.replaceState(null, "", start);
  const screen = await render(
    <Router>
      <Switch>
        <Route path="/other">
          <StaffMain key="other">
            <h1>Dashboard</h1>
            <Link href={start}>Antrean</Link>
          </StaffMain>
        </Route>
        <Route>
          <StaffMain key="start">
            <h1>Antrean</h1>
            <Link href="/other">Dashboard</Link>
          </StaffMain>
        </Route>
      </Switch>
    </Router>,
  );
  await expect.element(screen.getByRole("heading", { name: "Antrean" })).toBeVisible();
  // the first Tab reaches the skip link: nothing took the focus
  expect(document.activeElement).toBe(document.body);

  await screen.getByRole("link", { name: "Dashboard" }).click();
  await expect.element(screen.getByRole("heading", { name: "Dashboard" })).toHaveFocus();
  // back at the document's first address, by a link: arrived at inside the app, the frame mounted afresh
  await screen.getByRole("link", { name: "Antrean" }).click();
  await expect.element(screen.getByRole("heading", { name: "Antrean" })).toHaveFocus();
});
