import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./errors";

/** docs/product.md §4: no refetch on window focus, on reconnect or on an interval. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: 30_000,
        // a 4xx will not change by asking again; the 401 path already retried once in the client
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      // a write with no network fails at once and says so (each form shows its no-connection message), rather than
      // waiting unseen, its button spinning, for react-query to see the signal again and send it late
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
