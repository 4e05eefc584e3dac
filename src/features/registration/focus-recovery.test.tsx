import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { useFocusRecovery } from "./focus-recovery";

/** A form whose 'moment' (a finished load) hands lost focus to 'Lokasi'. */
function Form({ moment }: { moment: number }) {
  const target = useRef<HTMLButtonElement>(null);
  useFocusRecovery(moment, target);
  return (
    <>
      <button ref={target}>Lokasi</button>
      <button>Sesi</button>
    </>
  );
}

const button = (name: string) =>
  [...document.querySelectorAll("button")].find((element) => element.textContent === name) as HTMLButtonElement;

describe("useFocusRecovery", () => {
  // the hook checks at once and again after 250 ms (a dialog's exit): its timers run on the fake clock
  beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => void vi.useRealTimers());

  it("gives focus lost to the page to its target, also when it is lost a moment later", async () => {
    const view = await render(<Form moment={0} />);
    await view.rerender(<Form moment={1} />);
    vi.advanceTimersByTime(100);
    (document.activeElement as HTMLElement | null)?.blur();
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe(button("Lokasi"));
  });

  it("leaves focus alone once the citizen has acted again, even if it is on the page for a moment", async () => {
    const view = await render(<Form moment={0} />);
    await view.rerender(<Form moment={1} />);
    // a keyboard user moves on (Tab, a list opened and closed): focus passes through the page on its way back
    button("Sesi").focus();
    button("Sesi").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    button("Sesi").blur();
    vi.advanceTimersByTime(300);
    expect(document.activeElement).not.toBe(button("Lokasi"));
  });
});
