import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
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

export type ToastParts = {
  machine: typeof toastsMachine;
  select: typeof currentToast;
  Region: ComponentType<ToastRegionProps>;
};

/**
 * The region's and the close button's names, in the document's language (`lang="id"`, docs/product.md §1.3): a screen
 * reader on a citizen's page says 'Notifikasi', not 'Notifications'. F8 is the hotkey (§4.8).
 */
export const TOAST_REGION_LABEL = "Notifikasi (F8)";
export const TOAST_CLOSE_LABEL = "Tutup";

/** Runs the toast machine (one visible, 5000 ms, pause, removal) and renders its region. */
function ToastHost({ outbox, machine, select, Region }: ToastParts & { outbox: ToastOutbox }) {
  const toasts = useActorRef(machine, { input: {}, ...useMachineInspection() });
  const toast = useSelector(toasts, select);
  useEffect(() => outbox.connect((command) => toasts.send(command)), [outbox, toasts]);
  if (!toast) return null;
  return (
    <Region
      toasts={[toast]}
      label={TOAST_REGION_LABEL}
      closeLabel={TOAST_CLOSE_LABEL}
      onDismiss={(id) => toasts.send({ type: "DISMISS", id })}
      // the region already merges hover and focus into one pause
      onPause={() => toasts.send({ type: "POINTER_ENTER" })}
      onResume={() => toasts.send({ type: "POINTER_LEAVE" })}
    />
  );
}

/** The machine and its region, loaded together (about a fifth of a page's first load, ADR 802). */
export async function loadToastParts(): Promise<ToastParts> {
  const [{ toastsMachine: machine, currentToast: select }, { ToastRegion: Region }] = await Promise.all([
    import("../../machines/toasts"),
    import("../ui/toast-region"),
  ]);
  return { machine, select, Region };
}

/**
 * The app's toasts (docs/product.md §4): `show` answers the toast's id at once, so a page can dismiss its own.
 * The machine and its region are not part of any page's first load: they load on the person's first touch or key
 * (while the connection is likely still up) or with the first toast. A load that fails (the connection dropped, which
 * is when failure toasts come) never takes the page down: the toasts wait, and the next one tries the load again.
 */
export function ToastProvider({
  children,
  loadParts = loadToastParts,
}: {
  children: ReactNode;
  loadParts?: () => Promise<ToastParts>;
}) {
  const { inspect } = useMachineInspection();
  const [outbox] = useState(createToastOutbox);
  const [parts, setParts] = useState<ToastParts | null>(null);
  // a counter, not a flag: each toast asked for while the parts are missing starts one more try
  const [wanted, setWanted] = useState(inspect !== undefined ? 1 : 0);
  const api = useMemo<ToastApi>(() => {
    let shown = 0;
    return {
      show(toast) {
        // the id is handed out here, not by the machine, which may not have loaded yet
        const id = String(++shown);
        outbox.send({ type: "SHOW", toast, id });
        setWanted((n) => n + 1);
        return id;
      },
      dismiss: (id) => outbox.send({ type: "DISMISS", id }),
    };
  }, [outbox]);

  useEffect(() => {
    if (parts) return;
    let live = true;
    const load = () =>
      loadParts().then(
        (loaded) => live && setParts(loaded),
        () => undefined,
      );
    // under an inspector (the demo console) the machine runs from the start, so the inspector shows it before any toast
    if (wanted > 0) void load();
    else {
      const early = () => void load();
      addEventListener("pointerdown", early, { once: true, capture: true });
      addEventListener("keydown", early, { once: true, capture: true });
      return () => {
        live = false;
        removeEventListener("pointerdown", early, { capture: true });
        removeEventListener("keydown", early, { capture: true });
      };
    }
    return () => {
      live = false;
    };
  }, [parts, wanted, loadParts]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {parts && (wanted > 0 || inspect !== undefined) ? <ToastHost outbox={outbox} {...parts} /> : null}
    </ToastContext.Provider>
  );
}
