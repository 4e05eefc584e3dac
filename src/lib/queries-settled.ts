import type { QueryClient } from "@tanstack/react-query";

/**
 * Calls `done` once, as soon as nothing the app asked is in flight: no query fetching, no write pending. Checked at
 * once and after each change of the query cache or the mutation cache.
 */
export function whenQueriesSettle(client: QueryClient, done: () => void): void {
  let waiting = true;
  const unsubscribes: (() => void)[] = [];
  const check = () => {
    if (!waiting || client.isFetching() > 0 || client.isMutating() > 0) return;
    waiting = false;
    for (const unsubscribe of unsubscribes) unsubscribe();
    done();
  };
  unsubscribes.push(client.getQueryCache().subscribe(check), client.getMutationCache().subscribe(check));
  check();
}
