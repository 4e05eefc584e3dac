import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { guestKeys } from "../../api/queries/guest";
import { LIST_REREAD_DELAYS_MS, listIsBehind, useListCatchingUp } from "./list-catch-up";

/** Tuesday 21:00 WIB: the form shows Thursday, the day after tomorrow; a list read a moment early names Wednesday. */
const TOMORROW = "2026-03-11";
const DAY_AFTER = "2026-03-12";

/**
 * A server whose lists are the next window's from its own 21:00 (server/rules/registration-window.ts): `early` reads
 * of the locations reach it before then (tomorrow's), the others after; each read of either list is counted, in order.
 */
function serverAtNine(early: number) {
  const reads = { locations: 0, sessions: 0 };
  // which list each read was, in the order they came
  const order: ("locations" | "sessions")[] = [];
  return {
    reads,
    order,
    locations: async () => {
      reads.locations += 1;
      order.push("locations");
      return { queue_locations: [], pickup_date: reads.locations <= early ? TOMORROW : DAY_AFTER, next_pickup_date: null };
    },
    sessions: async () => {
      reads.sessions += 1;
      order.push("sessions");
      return [];
    },
  };
}

// The tries' timers run on a faked clock: waited in real time, this file took 10 s (docs/testing.md).
beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => void vi.useRealTimers());

/** A real task's turn: React renders in one (its scheduler posts a message), after the updates already queued. */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** `ms` of the faked clock, in 50 ms steps, each followed by a real task, so an answer's render arms the next timer. */
async function letPass(ms: number) {
  for (let passed = 0; passed < ms; passed += 50) {
    await vi.advanceTimersByTimeAsync(50);
    await nextTask();
  }
}

/** The form's two lists as it reads them (a market chosen: its sessions), the form showing `shown`. */
function renderLists(server: ReturnType<typeof serverAtNine>, shown: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  function Lists() {
    const locations = useQuery({ queryKey: guestKeys.locations(), queryFn: server.locations });
    useQuery({ queryKey: guestKeys.sessions(1), queryFn: server.sessions });
    useListCatchingUp(locations.data?.pickup_date, locations.dataUpdatedAt, shown, locations.refetch);
    return <p>{locations.data?.pickup_date ?? "…"}</p>;
  }
  return render(
    <QueryClientProvider client={client}>
      <Lists />
    </QueryClientProvider>,
  );
}

it("a list read a moment before the server's 21:00 is read again within a second, and the sessions with it", async () => {
  const server = serverAtNine(1);
  const screen = await renderLists(server, DAY_AFTER);
  // the first read again comes within a second (the delays' first), and it caught up: no second one
  expect(LIST_REREAD_DELAYS_MS[0]).toBeLessThan(1000);
  await letPass(LIST_REREAD_DELAYS_MS[0] + 100);
  expect(screen.container.textContent).toBe(DAY_AFTER);
  expect(server.reads.locations).toBe(2);
  // their answer names no date: read beside the early locations, they are read again once the locations caught up
  expect(server.reads.sessions).toBe(2);
  // and nothing more once caught up, for as long as the other tries would have taken
  await letPass(2 * Math.max(...LIST_REREAD_DELAYS_MS));
  expect(server.order).toEqual(["locations", "sessions", "locations", "sessions"]);
  await screen.unmount();
});

it("a list that stays behind is read again three times in about 2.5 s, then no more", async () => {
  const server = serverAtNine(Number.POSITIVE_INFINITY);
  const screen = await renderLists(server, DAY_AFTER);
  const allTries = LIST_REREAD_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
  await letPass(allTries + 200);
  expect(server.reads.locations).toBe(1 + LIST_REREAD_DELAYS_MS.length);
  await letPass(2 * Math.max(...LIST_REREAD_DELAYS_MS));
  expect(server.reads.locations).toBe(1 + LIST_REREAD_DELAYS_MS.length);
  expect(server.reads.sessions).toBe(1);
  await screen.unmount();
});

it("a list for the form's date, or a later one (the page behind, mended at its own 21:00), is not read again", async () => {
  for (const shown of [DAY_AFTER, TOMORROW]) {
    const server = serverAtNine(0);
    const screen = await renderLists(server, shown);
    await letPass(2 * LIST_REREAD_DELAYS_MS[0]);
    expect(screen.container.textContent).toBe(DAY_AFTER);
    expect(server.reads).toEqual({ locations: 1, sessions: 1 });
    await screen.unmount();
  }
  // no date said (a backend without `pickup_date`), or none shown yet: nothing to compare
  expect([listIsBehind(undefined, DAY_AFTER), listIsBehind(TOMORROW, undefined)]).toEqual([false, false]);
});
