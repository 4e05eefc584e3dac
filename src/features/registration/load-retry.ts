import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";

/** The failure a 'Coba lagi' retries: the query's error then, and which of its failures it was. */
type Retried = { error: Error; failure: number };

/**
 * 'Coba lagi' under the pickup date or a list that failed to load, with the focus kept as 'Periksa lagi' keeps it in
 * 'Tiket saya' (LoadFailure's `isRetrying`, `useFocusAfterRetry`; docs/product.md §2.3, §2.12). react-query takes a
 * failed query's error away as it asks again (a query with no data goes back to pending), so the failure, and the
 * button with the focus on it, went as the retry started: the focus fell to the page's body, the page scrolled, and a
 * second failure drew a new button without it (UX pass, session 50). Here the failure stays, said as it was, while
 * the retry runs (`isRetrying`: the button says so and ignores presses). `loaded` is the moment the retry loaded, for
 * the focus to go to what came. Everything but the press is read from the query's result as the caller renders it,
 * so the failure goes in the same render that enables the field the focus then goes to (a moment read from the
 * retry's promise came a render before the select was enabled, and its focus went nowhere). What the page's lists
 * are is react-query's, not the form's machine's: only the press is kept here.
 */
export function useLoadRetry(query: UseQueryResult<unknown>) {
  const [retried, setRetried] = useState<Retried | null>(null);
  // asked again since the press, no answer yet: no failure after the one retried, and no data
  const underWay = retried !== null && query.isPending && query.errorUpdateCount === retried.failure;
  return {
    /** the failure to show: the query's, or the one being retried */
    error: query.isError ? query.error : underWay ? retried.error : null,
    isRetrying: underWay,
    retry: () => {
      if (!query.isError) return;
      setRetried({ error: query.error, failure: query.errorUpdateCount });
      void query.refetch();
    },
    /** the press whose retry loaded (a new value for each press, the same while the list stays) */
    loaded: retried !== null && query.isSuccess ? retried.failure : null,
  };
}
