import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { errorToast } from "../api/errors";
import type { ScreenLanguage } from "../lib/screen-language";
import { useMachine } from "@xstate/react";
import { useMachineInspection } from "../lib/machine-inspection";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { confirmToggleMachine, openConfirmation, type PerformInput, type ToggleAction } from "../../machines/confirm-toggle";
import { useToast } from "../lib/toast-context";
import { focusWhereRowWas, rowPlaceOf } from "./page-focus";

export type { ToggleAction };

export type ConfirmText = {
  title: string;
  /** the question, given the record's name */
  text: (label: string) => string;
  confirm: string;
  tone: "primary" | "destructive";
};

export type ConfirmToggleOptions = {
  /** the success toasts per action (docs/product.md §8) */
  messages: Partial<Record<ToggleAction, string>>;
  perform: (action: ToggleAction, id: number) => Promise<unknown>;
  /** the screen's language, for the failure's words */
  language: ScreenLanguage;
  /** query keys refreshed after a change */
  invalidate: readonly QueryKey[];
  /**
   * writes the call's answer into the cached queries that show it, before `invalidate` refetches them, as an edit's
   * save does (use-admin-mutation.ts `showSaved`): an archived record's switch shows it off at once (saved-record.ts)
   */
  showSaved?: (queryClient: QueryClient, change: { action: ToggleAction; id: number; answer: unknown }) => void;
  dialogs: Partial<Record<ToggleAction, ConfirmText>>;
  /** the page's words for Cancel and the 'Id not selected' alert (docs/product.md §8.3): its title, text and close button */
  labels: { cancel: string; alertTitle: string; idNotSelected: string; alertClose: string };
  /**
   * Where the focus goes when the change took the asking control's row away and no row is left in the table (the
   * list's heading); with rows left, the same control in the row that took its place (page-focus.ts).
   */
  focusWhenNoRowLeft: () => void;
};

/**
 * Archive / activate / delete with confirmation, through the confirm-toggle machine (docs/product.md §4, §12):
 * `request` opens the dialog for a record; Confirm runs the call with a spinner, then the success toast (or the
 * 'Error' toast), and the list shows the call's answer (`showSaved`) and refreshes. A request without an id ends in
 * the 'Id not selected' alert. Render `<ConfirmToggleDialogs {...toggle.dialogProps} />` (src/ui) once on the page.
 * The machine's effects are provided inline here, where they are used (`useMachine(machine.provide(...))`); every
 * word comes from the page's options.
 */
export function useConfirmToggle(options: ConfirmToggleOptions) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [alertText, setAlertText] = useState<string | null>(null);
  const [label, setLabel] = useState("");
  const stopFocusRepair = useRef<() => void>(() => {});
  useEffect(() => () => stopFocusRepair.current(), []);
  // Implementations are given on every render; @xstate/react hands the latest ones to the running actor.
  const [snapshot, send] = useMachine(
    confirmToggleMachine.provide({
      actors: {
        perform: fromPromise<unknown, PerformInput>(({ input }) => options.perform(input.action, input.id)),
      },
      actions: {
        notify: (_, { action }) => {
          const title = options.messages[action];
          if (title) toast.show({ title });
        },
        failed: (_, { error }) => toast.show(errorToast(error, "", options.language)),
        alert: () => setAlertText(options.labels.idNotSelected),
        changed: (_, change) => {
          // read before the refreshed list takes the row away: where the control was, for the focus after it
          const control = opener.current;
          if (control) {
            stopFocusRepair.current();
            stopFocusRepair.current = focusWhereRowWas(control, rowPlaceOf(control), options.focusWhenNoRowLeft);
          }
          // written first, as useAdminMutation does: the invalidation after it marks the written queries stale again
          options.showSaved?.(queryClient, change);
          for (const queryKey of options.invalidate) void queryClient.invalidateQueries({ queryKey });
        },
      },
    }),
    useMachineInspection(),
  );
  const open = openConfirmation(snapshot);
  const isPending = snapshot.matches("pending");
  // Keep the last texts while the dialog animates out.
  const [shown, setShown] = useState<ToggleAction>("archive");
  const dialog = options.dialogs[open ?? shown];

  // After the dialog (and the call it started) the focus goes back to the control that opened it, never the page's
  // body (issue 36 point 1): the switch is disabled while its change runs, so the dialog cannot put it back itself.
  const opener = useRef<HTMLElement | null>(null);
  const settled = open === null && !isPending;
  useEffect(() => {
    if (!settled || !opener.current) return;
    const control = opener.current;
    opener.current = null;
    let frame = 0;
    let frames = 0;
    const restore = () => {
      const active = document.activeElement;
      // the closing dialog keeps the focus until it is gone (its exit animation): wait for it, a second at most
      const inDialog = active?.closest('[role="alertdialog"], [role="dialog"]');
      if (inDialog && frames++ < 60) {
        frame = requestAnimationFrame(restore);
        return;
      }
      if (control.isConnected && (inDialog || active === null || active === document.body || active === control)) control.focus();
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [settled]);

  /**
   * `control` is the switch or button that asks; left out, the focused element. A switch pressed with a pointer
   * changes before it takes the focus (react-aria's useToggle), so it names itself.
   */
  function request(action: ToggleAction, id: number | null | undefined, recordLabel: string, control?: HTMLElement | null) {
    const focused = document.activeElement;
    opener.current = control ?? (focused instanceof HTMLElement && focused !== document.body ? focused : null);
    setLabel(recordLabel);
    setShown(action);
    send({ type: "REQUEST", action, id });
  }

  return {
    request,
    /** plain props for src/ui's ConfirmToggleDialogs */
    dialogProps: {
      confirm: dialog
        ? { title: dialog.title, text: dialog.text(label), confirmLabel: dialog.confirm, tone: dialog.tone }
        : undefined,
      isOpen: open !== null,
      isPending,
      cancelLabel: options.labels.cancel,
      onCancel: () => send({ type: "CANCEL" }),
      onConfirm: () => send({ type: "CONFIRM" }),
      alertText,
      alertTitle: options.labels.alertTitle,
      alertCloseLabel: options.labels.alertClose,
      onAlertClose: () => setAlertText(null),
    },
    /** the record whose change is running, to disable its switch meanwhile */
    busyId: isPending || open !== null ? snapshot.context.id : null,
  };
}
