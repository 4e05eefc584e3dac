import type { ReactNode } from "react";
import { RouterProvider } from "react-aria-components";
import { useLocation, useRouter } from "wouter";

declare module "react-aria-components" {
  interface RouterConfig {
    /** wouter's navigate options: a link may hand history state on (a detail page gives its list URL to the edit page) */
    routerOptions: { state?: unknown; replace?: boolean };
  }
}

/**
 * Design-system links and link buttons (react-aria) navigate in the app (wouter), no reload, and their `href` carries
 * the app's base path (a sub-path deployment); a link's `routerOptions` (e.g. `{ state: { from } }`) ride along.
 * The staff layout and the error pages wrap their content in it.
 */
export function LinkRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={(to) => (to.startsWith("/") ? base + to : to)}>
      {children}
    </RouterProvider>
  );
}
