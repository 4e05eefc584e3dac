import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect, it } from "vitest";
import { guestKeys } from "../../api/queries/guest";
import { usePickupOutlook, type PickupOutlook } from "./pickup-outlook";
import { openWindowAt } from "./testing";
import type { GuestLocation } from "../../../contract";

/** 10:00 WIB on a Tuesday, the window open: the form shows the server's pickup date. */
const OPEN = openWindowAt("2026-03-03", "10:00:00");
const PICKUP = "2026-03-04";
const market = (id: number, daysOff: GuestLocation["queue_days_off"] = []): GuestLocation => ({
  id,
  name: `Pasar ${id}`,
  code: `P${id}`,
  description: null,
  queue_days_off: daysOff,
  pickup_sessions: 2,
  pickup_seats_left: 10,
});
const dayOff = [{ id: 1, date: PICKUP, details: "Libur pasar" }];

/**
 * The locations' answer renders the outlook's reader (the page's screen) only when it moves the outlook: on an
 * ordinary day the whole screen rendered again for an outlook that stayed `null` (issue 38, docs/performance-log.md).
 */
it("an ordinary day's locations answer renders nothing; one where every market is off renders its outlook", async () => {
  const rendered: PickupOutlook[] = [];
  function Reader() {
    rendered.push(usePickupOutlook(OPEN, PICKUP));
    return null;
  }
  // no request: the answers are put in the cache as they would arrive
  const queries = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  // react-query tells its readers in a task of its own
  const answered = async (data: unknown) => {
    queries.setQueryData(guestKeys.locations(), data);
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const root = createRoot(document.createElement("div"));
  const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  try {
    await act(async () =>
      root.render(
        <QueryClientProvider client={queries}>
          <Reader />
        </QueryClientProvider>,
      ),
    );
    expect(rendered).toEqual([null]);
    rendered.length = 0;
    await act(() => answered({ queue_locations: [market(1), market(2)], pickup_date: PICKUP }));
    expect(rendered).toEqual([]);
    await act(() =>
      answered({ queue_locations: [market(1, dayOff), market(2, dayOff)], pickup_date: PICKUP, next_pickup_date: "2026-03-05" }),
    );
    expect(rendered).toEqual([{ kind: "none", pickupDate: PICKUP, nextPickupDate: "2026-03-05", marks: "dayOff" }]);
    rendered.length = 0;
    // the same outlook again (a refetch's equal answer): nothing
    await act(() =>
      answered({ queue_locations: [market(1, dayOff), market(2, dayOff)], pickup_date: PICKUP, next_pickup_date: "2026-03-05" }),
    );
    expect(rendered).toEqual([]);
  } finally {
    await act(async () => root.unmount());
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment });
  }
});
