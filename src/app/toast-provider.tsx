import { useActorRef, useSelector } from "@xstate/react";
import { useMemo, type ReactNode } from "react";
import { currentToast, toastsMachine } from "../../machines/toasts";
import { ToastContext, type ToastApi } from "../lib/toast-context";
import { ToastRegion } from "../ui";

/** Runs the toast machine (one visible, 5000 ms, pause, removal) and renders its region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toasts = useActorRef(toastsMachine, { input: {} });
  const toast = useSelector(toasts, currentToast);
  const api = useMemo<ToastApi>(() => ({ show: (input) => toasts.send({ type: "SHOW", toast: input }) }), [toasts]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion
        toasts={toast ? [toast] : []}
        onDismiss={(id) => toasts.send({ type: "DISMISS", id })}
        // the region already merges hover and focus into one pause
        onPause={() => toasts.send({ type: "POINTER_ENTER" })}
        onResume={() => toasts.send({ type: "POINTER_LEAVE" })}
      />
    </ToastContext.Provider>
  );
}
