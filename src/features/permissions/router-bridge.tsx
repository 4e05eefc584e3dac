import type { ReactNode } from "react";
import { RouterProvider } from "react-aria-components";
import { useLocation } from "wouter";

/** Lets the design system's links (react-aria) navigate inside the app (wouter) instead of reloading the page. */
export function RouterBridge({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>;
}
