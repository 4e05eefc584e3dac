import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import type { InspectionEvent } from "xstate";
import { MachineInspectionContext } from "../lib/machine-inspection";
import { loadToastParts, ToastProvider, type ToastParts } from "./toast-provider";

describe("the app's machines report to the inspection observer (demo console's inspector)", () => {
  it("the toast machine, started under the context, is seen by the observer", async () => {
    const events: InspectionEvent[] = [];
    // The machine loads lazily (toast-provider.tsx): the test waits for that load itself, however long the host takes,
    // and only then for the actor to start, which is one render away.
    let loadAsked = () => {};
    const asked = new Promise<void>((resolve) => (loadAsked = resolve));
    let partsLoaded: Promise<ToastParts> | undefined;
    const loadParts = () => {
      partsLoaded = loadToastParts();
      loadAsked();
      return partsLoaded;
    };
    await render(
      <MachineInspectionContext.Provider value={(event) => events.push(event)}>
        <ToastProvider loadParts={loadParts}>
          <p>page</p>
        </ToastProvider>
      </MachineInspectionContext.Provider>,
    );
    await asked;
    await partsLoaded;
    await expect
      .poll(() =>
        events.filter((e) => e.type === "@xstate.actor").map((e) => (e.actorRef as { logic?: { id?: string } }).logic?.id),
      )
      .toContain("toasts");
  });
});
