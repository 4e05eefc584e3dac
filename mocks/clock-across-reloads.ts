import type { ClockState, Clock } from "../server/clock";
import { CLOCK_SETTING_KEY } from "./clock-setting";

/** A demo that set the clock (say, to 05:59 to show the closed window) keeps it across reloads. */
export function keepClockAcrossReloads(clock: Clock, storage: Storage): void {
  try {
    const saved = storage.getItem(CLOCK_SETTING_KEY);
    if (saved) clock.restore(JSON.parse(saved) as ClockState);
  } catch {
    storage.removeItem(CLOCK_SETTING_KEY);
  }
  clock.onChange((state) => storage.setItem(CLOCK_SETTING_KEY, JSON.stringify(state)));
}
