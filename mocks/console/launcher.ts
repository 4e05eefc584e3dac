import type { MockApi } from "../browser";
import type { FaultRoute } from "../faults";
import { CallLog, recordApiCalls } from "./call-log";
import * as styles from "./launcher.css";
import { loadConsoleState, saveConsoleState } from "./storage";

/**
 * The demo console's always-there part (demo builds only, started by src/main.tsx after the mock API): a small
 * button in its own strip at the end of the page (ADR 301) and the Alt+Shift+D shortcut, the API call recorder, and
 * what the console keeps across a reload. The console itself (React, ./panel) loads only when opened.
 */

/** The host element's id. `npm run size` looks for this text to prove a real-API build has no console code. */
export const DEMO_CONSOLE_ID = "antrean-demo-console";
export const SHORTCUT_LABEL = "Alt+Shift+D";

export type DemoConsoleHandle = { open(focus?: boolean): Promise<void>; close(): void; toggle(): Promise<void>; log: CallLog };

/** Alt+Shift+D, the console's shortcut. */
const isConsoleShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === "KeyD";

/** Set by ./early-shortcut.ts when Alt+Shift+D was pressed before the console was there. */
const ASKED_BEFORE_MOUNT = "data-demo-console-asked";

export function mountDemoConsole(api: MockApi): DemoConsoleHandle {
  const state = loadConsoleState();
  for (const [route, fault] of Object.entries(state.faults)) if (fault) api.faults.set(route as FaultRoute, fault);

  const log = new CallLog();
  recordApiCalls(log, () => api.clock.now());
  // What the page leaves behind when it goes: faults set in the console (their `times` may have run down) and the log.
  addEventListener("pagehide", () => {
    saveConsoleState({ faults: api.faults.list() });
    log.save();
  });

  const host = document.createElement("div");
  host.id = DEMO_CONSOLE_ID;
  host.className = styles.bar;
  // react-aria keeps top-layer elements usable while an app dialog is open (it hides and traps everything else)
  host.setAttribute("data-react-aria-top-layer", "true");
  const button = document.createElement("button");
  button.type = "button";
  button.className = styles.launcher;
  button.textContent = "Demo";
  button.setAttribute("aria-label", "Demo console");
  button.setAttribute("aria-keyshortcuts", SHORTCUT_LABEL);
  button.setAttribute("aria-expanded", "false");
  button.setAttribute("aria-controls", `${DEMO_CONSOLE_ID}-panel`);
  button.title = `Demo console (${SHORTCUT_LABEL})`;
  const panelHost = document.createElement("div");
  host.append(button, panelHost);
  document.body.append(host);

  let unmount: (() => void) | null = null;
  let opening: Promise<void> | null = null;

  // where focus was when a tester opened the console (its button, or a field when Alt+Shift+D opened it)
  let focusedBefore: HTMLElement | null = null;
  const close = () => {
    unmount?.();
    unmount = null;
    document.documentElement.removeAttribute(styles.DOCKED_ATTRIBUTE);
    button.setAttribute("aria-expanded", "false");
    saveConsoleState({ open: false });
    // back where the tester was, without scrolling the page to the button's strip at its end (ADR 301)
    const back = focusedBefore?.isConnected && focusedBefore !== document.body ? focusedBefore : button;
    back.focus({ preventScroll: true });
  };
  /** `focus`: the tester opened it (move focus in); false when it reopens itself after a reload */
  const open = async (focus = true) => {
    if (unmount) return;
    if (focus) focusedBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    opening ??= import("./panel").then(({ renderDemoConsole }) => {
      unmount = renderDemoConsole(panelHost, {
        api,
        log,
        onClose: close,
        panelId: `${DEMO_CONSOLE_ID}-panel`,
        focusOnOpen: focus,
      });
      button.setAttribute("aria-expanded", "true");
      // from 1280 px the page narrows and the panel docks beside it (launcher.css.ts)
      document.documentElement.setAttribute(styles.DOCKED_ATTRIBUTE, "");
      saveConsoleState({ open: true });
    });
    try {
      await opening;
    } finally {
      opening = null;
    }
  };
  const toggle = () => (unmount ? Promise.resolve(close()) : open());

  button.addEventListener("click", () => void toggle());
  addEventListener("keydown", (event) => {
    if (isConsoleShortcut(event)) {
      event.preventDefault();
      void toggle();
    }
  });
  const askedBeforeMount = document.documentElement.hasAttribute(ASKED_BEFORE_MOUNT);
  document.documentElement.removeAttribute(ASKED_BEFORE_MOUNT);
  if (askedBeforeMount) void open();
  else if (state.open) void open(false);
  return { open, close, toggle, log };
}
