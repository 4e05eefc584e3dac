import { useState } from "react";
import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Redirect, Route, Router, Switch, useLocation } from "wouter";
import { useDocumentMoves } from "../lib/document-start";
import { StaffMain } from "./testing";

// Its own file: a file's tests share one document, and what is tested here is that document's first address.

/** The app's router as src/app/router.tsx wires it: every address it shows is noted; signed out, a staff page asks for the login. */
function App() {
  useDocumentMoves();
  const [signedIn, setSignedIn] = useState(false);
  const [, navigate] = useLocation();
  return (
    <Switch>
      <Route path="/login">
        <button type="button" onClick={() => (setSignedIn(true), navigate(start(), { replace: true }))}>
          Login
        </button>
      </Route>
      <Route>
        {signedIn ? (
          <StaffMain>
            <h1>Detail Antrean</h1>
          </StaffMain>
        ) : (
          <Redirect to="/login" replace />
        )}
      </Route>
    </Switch>
  );
}

const start = () => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname;

// A ticket's QR opened by a phone's camera while signed out: the login, then that ticket's page, at the address the
// document opened at. Arrived at by the login, its heading takes the focus (docs/product.md §2.12); taken for the
// document's start, it was left on the body.
it("a page reached through the login, at the address the document opened at, gives its heading the focus", async () => {
  window.history.replaceState(null, "", start());
  const screen = await render(
    <Router>
      <App />
    </Router>,
  );
  const login = screen.getByRole("button", { name: "Login" });
  await expect.element(login).toBeVisible();
  (login.element() as HTMLElement).focus();
  await login.click();
  await expect.element(screen.getByRole("heading", { name: "Detail Antrean" })).toHaveFocus();
  expect(window.location.pathname).toBe(start());
});
