import { useEffect, useState } from "react";

/** A lock's whole seconds left, counted down each second until it ends (null: nothing is locked). */
export function useLock(): [secondsLeft: number | null, lockFor: (seconds: number) => void] {
  const [lock, setLock] = useState<{ until: number; left: number } | null>(null);
  const until = lock?.until;
  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => {
      const left = Math.ceil((until - Date.now()) / 1000);
      setLock(left > 0 ? { until, left } : null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return [lock?.left ?? null, (seconds) => setLock({ until: Date.now() + seconds * 1000, left: seconds })];
}
