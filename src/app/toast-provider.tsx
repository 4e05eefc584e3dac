import { useActorRef, useSelector } from "@xstate/react";
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import type { currentToast, toastsMachine, ToastsEvent } from "../../machines/toasts";
import { useMachineInspection } from "../lib/machine-inspection";
import { ToastContext, type ToastApi } from "../lib/toast-context";
import type { ToastRegionProps } from "../ui/toast-region";

type ToastCommand = Extract<ToastsEvent, { type: "SHOW" | "DISMISS" }>;

/** Where the app's toasts wait until the machine runs; then each goes straight to it. */
type ToastOutbox = {
  send(command: ToastCommand): void;
  /** the machine takes what waited, in order, and everything after; returns the disconnect */
  connect(deliver: (command: ToastCommand) => void): () => void;
};

function createToastOutbox(): ToastOutbox {
  let waiting: ToastCommand[] = [];
  let deliver: ((command: ToastCommand) => void) | null = null;
  return {
    send: (command) => (deliver ? deliver(command) : void waiting.push(command)),
    connect(next) {
      deliver = next;
      const queued = waiting;
      waiting = [];
      for (const command of queued) next(command);
      return () => {
        if (deliver === next) deliver = null;
      };
    },
  };
}

type ToastParts = {
  machine: typeof toastsMachine;
  select: typeof currentToast;
  Region: ComponentType<ToastRegionProps>;
};

/** Runs the toast machine (one visible, 5000 ms, pause, removal) and renders its region. */
function ToastHost({ outbox, machine, select, Region }: ToastParts & { outbox: ToastOutbox }) {
  const toasts = useActorRef(machine, { input: {}, ...useMachineInspection() });
  const toast = useSelector(toasts, select);
  useEffect(() => outbox.connect((command) => toasts.send(command)), [outbox, toasts]);
  if (!toast) return null;
  return (
    <Region
      toasts={[toast]}
      onDismiss={(id) => toasts.send({ type: "DISMISS", id })}
      // the region already merges hover and focus into one pause
      onPause={() => toasts.send({ type: "POINTER_ENTER" })}
      onResume={() => toasts.send({ type: "POINTER_LEAVE" })}
    />
  );
}

// The toast machine and its region (react-aria's toast) load together with the first toast: most visits never see
// one, and no page's first load has room for them (docs/product.md §13, ADR 814).
const LoadedToastHost = lazy(async () => {
  const [{ toastsMachine: machine, currentToast: select }, { ToastRegion: Region }] = await Promise.all([
    import("../../machines/toasts"),
    import("../ui/toast-region"),
  ]);
  return {
    default: (props: { outbox: ToastOutbox }) => <ToastHost {...props} machine={machine} select={select} Region={Region} />,
  };
});

/** The app's toasts (docs/product.md §4): `show` answers the toast's id at once, so a page can dismiss its own. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { inspect } = useMachineInspection();
  const [outbox] = useState(createToastOutbox);
  // under an inspector (the demo console) the machine runs from the start, so the inspector shows it before any toast
  const [hostWanted, setHostWanted] = useState(inspect !== undefined);
  const api = useMemo<ToastApi>(() => {
    let shown = 0;
    return {
      show(toast) {
        // the id is handed out here, not by the machine, which may not have loaded yet
        const id = String(++shown);
        outbox.send({ type: "SHOW", toast, id });
        setHostWanted(true);
        return id;
      },
      dismiss: (id) => outbox.send({ type: "DISMISS", id }),
    };
  }, [outbox]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <LoadedToastHost outbox={outbox} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
