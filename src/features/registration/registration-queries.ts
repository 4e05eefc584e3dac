import { guestQueries } from "../../api/queries/guest";
import { nextTask } from "../../lib/next-task";

/**
 * The guest queries as the registration page asks them: the same keys, answers and cache as everyone's, only each
 * request is sent from a task of its own. The page's queries start from its effects, which React runs in one task
 * right after the page's hydration (every component's effects, the query observers' subscriptions); starting three
 * requests there (the API client, `fetch`, ≈ 30–40 ms at 4× CPU) made that one task longer still (issue 38,
 * docs/performance-log.md). A request then leaves a few milliseconds later, after that task.
 */
function sentAfterThisTask<Options extends { queryFn?: unknown }>(options: Options): Options {
  const { queryFn } = options;
  if (typeof queryFn !== "function") return options;
  const later = (...args: unknown[]) => nextTask().then(() => (queryFn as (...a: unknown[]) => unknown)(...args));
  return { ...options, queryFn: later };
}

export const registrationQueries = {
  scheduledDate: () => sentAfterThisTask(guestQueries.scheduledDate()),
  locationsForPickup: () => sentAfterThisTask(guestQueries.locationsForPickup()),
  sessions: (locationId: number | null) => sentAfterThisTask(guestQueries.sessions(locationId)),
};
