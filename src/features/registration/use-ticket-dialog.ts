import { useCallback, useRef, useState } from "react";
import type { TicketDialog as TicketDialogType } from "./ticket-dialog";

type TicketDialogComponent = typeof TicketDialogType;

/**
 * The ticket dialog is needed only after a success, so it is not part of the page's first load: it loads as soon as
 * the citizen starts filling in the form. (Loaded into state rather than with `React.lazy`, so showing it never
 * waits on Suspense timers.)
 */
export function useTicketDialog() {
  const [component, setComponent] = useState<{ TicketDialog: TicketDialogComponent } | null>(null);
  const started = useRef(false);
  // stable: the form's memoized fields take it (registration-form.tsx)
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    import("./ticket-dialog").then(
      (module) => setComponent({ TicketDialog: module.TicketDialog }),
      () => {
        started.current = false;
      },
    );
  }, []);
  return { TicketDialog: component?.TicketDialog ?? null, load };
}
