import { useEffect, useState } from "react";
import type { Clock } from "../../server/clock";

/** The mock clock's now, redrawn every second and on every clock change. */
export function useMockNow(clock: Clock): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const update = () => setNow(clock.now());
    const timer = setInterval(update, 1000);
    const stop = clock.onChange(update);
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [clock]);
  return now;
}
