import type { ServerWindow } from "./registration-window";

/**
 * The registration window of `day` (YYYY-MM-DD), open 06:00–21:00 WIB, its server clock standing at `time` WIB: the
 * fixed instant a test reads the page at (never today's date).
 */
export const openWindowAt = (day: string, time: string): ServerWindow => ({
  phase: "open",
  opensAt: Date.parse(`${day}T06:00:00+07:00`),
  closesAt: Date.parse(`${day}T21:00:00+07:00`),
  serverNow: () => Date.parse(`${day}T${time}+07:00`),
  clockVersion: 0,
});
