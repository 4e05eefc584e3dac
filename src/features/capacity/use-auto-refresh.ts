import { useCallback, useState } from "react";

/** sessionStorage: "1" while the board refreshes itself; the staff member's choice for this tab's session. */
export const AUTO_REFRESH_KEY = "antrean.capacity.auto-refresh";
export const AUTO_REFRESH_MS = 15_000;

/**
 * The board query's refresh: every 15 s while the switch is on, and never while the tab is hidden (TanStack Query
 * skips an interval's turn while `document.visibilityState` is 'hidden' unless told otherwise).
 */
export function autoRefreshOptions(isOn: boolean) {
  return { refetchInterval: isOn ? AUTO_REFRESH_MS : false, refetchIntervalInBackground: false } as const;
}

function read(): boolean {
  try {
    return sessionStorage.getItem(AUTO_REFRESH_KEY) === "1";
  } catch {
    return false; // storage blocked: off, as by default
  }
}

/**
 * The 'Otomatis (15 detik)' switch. Off by default: product.md §4 has no refetch on an interval, and this is the
 * staff member's explicit exception for this board, remembered for the browser session only.
 */
export function useAutoRefresh(): [boolean, (on: boolean) => void] {
  const [isOn, setIsOn] = useState(read);
  const set = useCallback((on: boolean) => {
    setIsOn(on);
    try {
      if (on) sessionStorage.setItem(AUTO_REFRESH_KEY, "1");
      else sessionStorage.removeItem(AUTO_REFRESH_KEY);
    } catch {
      /* storage blocked: the choice lasts for this page only */
    }
  }, []);
  return [isOn, set];
}
