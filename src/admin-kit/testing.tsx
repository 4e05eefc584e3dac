import { QueryClient, QueryClientProvider, queryOptions, type QueryKey } from "@tanstack/react-query";
import { useRef, type ReactNode } from "react";
import { expect } from "vitest";
import { render } from "vitest-browser-react";
import { Router, useLocation } from "wouter";
import { signedInSession } from "../api/testing";
import { SessionContext } from "../api/session-context";
import { LinkRouter } from "../lib/link-router";
import { ToastContext } from "../lib/toast-context";
import { useHeadingFocusOnArrival } from "./page-focus";
import type { AdminResource } from "./resource";
import { resourcePages } from "./resource-pages";

/**
 * The staff frame's `main` for the kit's tests: it gives a page arrived at its heading's focus, as src/app/admin-layout.tsx
 * does. `before` goes ahead of it (e.g. a skip link). Keyed per route, it remounts as the app's frame does.
 */
export function StaffMain({ children, before }: { children: ReactNode; before?: ReactNode }) {
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  useHeadingFocusOnArrival(main, location);
  return (
    <>
      {before}
      <main ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

/**
 * The queries a save of `resource` leaves stale, of those `kept` (each cached, fresh): what its `invalidate` reaches, as
 * useAdminMutation invalidates them after a save (use-admin-mutation.ts). Nothing observes them, so nothing refetches.
 */
export async function staleAfterSave(resource: { invalidate: readonly QueryKey[] }, kept: QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  for (const queryKey of kept) client.setQueryData(queryKey, { kept: true });
  await Promise.all(resource.invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
  return kept.filter((queryKey) => client.getQueryState(queryKey)?.isInvalidated);
}

/**
 * The kit's list page of `resource`, with its own columns, on the list answer given instead of the API's, in a box
 * `boxWidth` wide (a desk's list: the window less the open sidebar, 18rem, and the page's padding, 2 × 1rem), for a
 * user who holds its permission (so its switches and row actions show). Resolves once its first row header shows.
 */
export async function renderListOf(
  resource: Pick<AdminResource<never>, "path" | "permission"> & { list: object },
  answer: unknown,
  boxWidth: number,
) {
  const listed = {
    ...resource,
    list: {
      ...resource.list,
      query: (params: object) => queryOptions({ queryKey: ["list-under-test", params], queryFn: async () => answer }),
    },
  } as unknown as AdminResource<never>;
  const { ListPage } = resourcePages(listed);
  window.history.replaceState(null, "", resource.path);
  const session = signedInSession({ username: "konfigurator", permissions: [resource.permission] });
  const screen = await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionContext.Provider value={session}>
        <ToastContext.Provider value={{ show: () => "" }}>
          <Router>
            <LinkRouter>
              <div style={{ width: `${boxWidth}px` }}>
                <ListPage />
              </div>
            </LinkRouter>
          </Router>
        </ToastContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  await expect.element(screen.getByRole("rowheader").first()).toBeVisible();
  return screen;
}
