import type { ReactNode } from "react";
import { RouterProvider } from "react-aria-components";
import { useLocation } from "wouter";

/**
 * Lets the design system's links (react-aria) navigate inside the app (wouter) instead of reloading the page.
 * `state` rides along on those navigations (a detail page hands its list URL on to the edit page).
 */
export function RouterBridge({ children, state }: { children: ReactNode; state?: { from: string } }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(to) => navigate(to, state ? { state } : undefined)}>{children}</RouterProvider>;
}
