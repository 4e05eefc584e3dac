import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./app/app";
import { routes } from "./app/route-table";

/**
 * The build's server render of a citizen page (ADR 810; scripts/prerender.ts): the same `App` the browser runs,
 * at `path` (without the base), every lazy screen awaited. Queries do not run here: a page shows the state it has
 * before its data arrives, as the browser's first render does, so hydration finds the same tree.
 */
export async function renderPage(path: string): Promise<string> {
  const base = import.meta.env.BASE_URL.replace(/\/$/, "");
  const { prelude } = await prerender(
    // the outer router gives the location; App's own router adds the base
    <Router ssrPath={`${base}${path}`}>
      <StrictMode>
        <App />
      </StrictMode>
    </Router>,
  );
  return new Response(prelude).text();
}

/** The document title the browser's render sets for `path` (src/app/router.tsx), for the HTML's own <title>. */
export function pageTitle(path: string): string | undefined {
  const route = routes.find((entry) => entry.path === path);
  return route && `${route.title} · Antrean`;
}
