import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import type { InspectionEvent } from "xstate";
import { MachineInspectionContext } from "../lib/machine-inspection";
import { ToastProvider } from "./toast-provider";

describe("the app's machines report to the inspection observer (demo console's inspector)", () => {
  it("the toast machine, started under the context, is seen by the observer", async () => {
    const events: InspectionEvent[] = [];
    await render(
      <MachineInspectionContext.Provider value={(event) => events.push(event)}>
        <ToastProvider>
          <p>page</p>
        </ToastProvider>
      </MachineInspectionContext.Provider>,
    );
    await expect
      .poll(() =>
        events.filter((e) => e.type === "@xstate.actor").map((e) => (e.actorRef as { logic?: { id?: string } }).logic?.id),
      )
      .toContain("toasts");
  });
});
