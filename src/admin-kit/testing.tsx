import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useHeadingFocusOnArrival } from "./page-focus";

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
