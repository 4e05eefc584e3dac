import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { createQueryClient } from "../../api/query-client";
import { Switch } from "../../ui";
import { t } from "./texts";
import { AUTO_REFRESH_KEY, AUTO_REFRESH_MS, autoRefreshOptions, useAutoRefresh } from "./use-auto-refresh";

/** Each call of the board's query, with whether the tab was visible at that moment. */
type Calls = { visibility: DocumentVisibilityState[] };

/** The board's refresh wiring (the switch and the query's refresh options) over a counting source, in the app's query client. */
function Board({ calls }: { calls: Calls }) {
  const [auto, setAuto] = useAutoRefresh();
  const query = useQuery({
    queryKey: ["queues", "capacity", "probe"],
    queryFn: () => {
      calls.visibility.push(document.visibilityState);
      return calls.visibility.length;
    },
    ...autoRefreshOptions(auto),
  });
  return (
    <>
      <p>calls {query.data ?? 0}</p>
      <Switch isSelected={auto} onChange={setAuto}>
        {t.auto}
      </Switch>
    </>
  );
}

let hidden = false;
function setTabHidden(isHidden: boolean) {
  hidden = isHidden;
  document.dispatchEvent(new Event("visibilitychange"));
  window.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  sessionStorage.removeItem(AUTO_REFRESH_KEY);
  hidden = false;
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
  // only the interval is faked: the query's own scheduling and the assertions' polling keep real time
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, "visibilityState");
});

describe("'Otomatis (15 detik)'", () => {
  it("is off by default, refreshes every 15 s once on, never while the tab is hidden, and is remembered for the session", async () => {
    const calls: Calls = { visibility: [] };
    const client = createQueryClient();
    const app = () => (
      <QueryClientProvider client={client}>
        <Board calls={calls} />
      </QueryClientProvider>
    );
    const screen = await render(app());
    await expect.element(screen.getByText("calls 1")).toBeInTheDocument();
    const toggle = screen.getByRole("switch", { name: t.auto });
    await expect.element(toggle).not.toBeChecked();

    // off: a minute passes without a call
    vi.advanceTimersByTime(4 * AUTO_REFRESH_MS);
    await screen.getByText(t.auto).click();
    await expect.element(toggle).toBeChecked();
    expect(sessionStorage.getItem(AUTO_REFRESH_KEY)).toBe("1");
    vi.advanceTimersByTime(AUTO_REFRESH_MS);
    await expect.element(screen.getByText("calls 2")).toBeInTheDocument();

    // hidden for 45 s: no call; visible again: the next turn calls
    setTabHidden(true);
    vi.advanceTimersByTime(3 * AUTO_REFRESH_MS);
    setTabHidden(false);
    vi.advanceTimersByTime(AUTO_REFRESH_MS);
    await expect.element(screen.getByText("calls 3")).toBeInTheDocument();
    expect(calls.visibility).toEqual(["visible", "visible", "visible"]);

    // the choice outlives the page (a reload in the same tab); turned off, it is forgotten
    await screen.unmount();
    const again = await render(app());
    await expect.element(again.getByRole("switch", { name: t.auto })).toBeChecked();
    await again.getByText(t.auto).click();
    await expect.element(again.getByRole("switch", { name: t.auto })).not.toBeChecked();
    expect(sessionStorage.getItem(AUTO_REFRESH_KEY)).toBeNull();
  });
});
