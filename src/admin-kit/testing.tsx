import { useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useHeadingFocusOnArrival } from "./page-focus";

/**
 * The staff frame's `main` for the kit's tests: it gives a page arrived at its heading's focus, as src/app/admin-layout.tsx
 * does. `before` goes ahead of it (e.g. a skip link). Keyed per route, it remounts as the app's frame does.
 */
export function StaffMain({ children, before }: { children: ReactNode; before?: ReactNode }) {
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  useHeadingFocusOnArrival(main, location);
  return (
    <>
      {before}
      <main ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
