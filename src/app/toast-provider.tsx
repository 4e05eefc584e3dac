import { useActorRef, useSelector } from "@xstate/react";
import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { currentToast, toastsMachine } from "../../machines/toasts";
import { useMachineInspection } from "../lib/machine-inspection";
import { ToastContext, type ToastApi } from "../lib/toast-context";

// The region (react-aria's toast) loads with the first toast: most visits never see one, and the landing page's
// budget has no room for it (docs/product.md §13).
const ToastRegion = lazy(() => import("../ui/toast-region").then((m) => ({ default: m.ToastRegion })));

/** Runs the toast machine (one visible, 5000 ms, pause, removal) and renders its region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toasts = useActorRef(toastsMachine, { input: {}, ...useMachineInspection() });
  const toast = useSelector(toasts, currentToast);
  const api = useMemo<ToastApi>(
    () => ({
      show(input) {
        // the id the machine hands out next (its documented counter)
        const id = String(toasts.getSnapshot().context.nextId);
        toasts.send({ type: "SHOW", toast: input });
        return id;
      },
      dismiss: (id) => toasts.send({ type: "DISMISS", id }),
    }),
    [toasts],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastRegion
            toasts={[toast]}
            onDismiss={(id) => toasts.send({ type: "DISMISS", id })}
            // the region already merges hover and focus into one pause
            onPause={() => toasts.send({ type: "POINTER_ENTER" })}
            onResume={() => toasts.send({ type: "POINTER_LEAVE" })}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
