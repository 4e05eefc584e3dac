import type { Fault, FaultRoute } from "../faults";
import type { FailureKind } from "./fault-options";

/**
 * What the demo console remembers in sessionStorage, so a reload in the same tab keeps it (and a new tab starts
 * clean). The mock clock keeps itself (localStorage, mocks/persistence.ts); the inspector flag lives under
 * DEMO_INSPECTOR_KEY (src/lib/demo-events.ts) because the app reads it too.
 */
export const CONSOLE_TABS = ["clock", "personas", "faults", "data", "log"] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

export type ConsoleState = {
  open: boolean;
  tab: ConsoleTab;
  logFilter: string;
  logErrorsOnly: boolean;
  /** the faults set when the page was left; put back on the next start */
  faults: Partial<Record<FaultRoute, Fault>>;
  /** the Faults tab's choices (route, latency, 'Then', how many calls), kept across Set fault, tabs and reloads */
  faultForm: FaultForm;
};

export type FaultForm = { route: FaultRoute; latencyMs: number; failure: FailureKind; times: number | null };

const KEY = "antrean-demo-console:state";
const defaults: ConsoleState = {
  open: false,
  tab: "clock",
  logFilter: "",
  logErrorsOnly: false,
  faults: {},
  faultForm: { route: "*", latencyMs: 0, failure: "503", times: null },
};

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // full or disabled: the console still works, it just forgets on reload
  }
}

export function loadConsoleState(): ConsoleState {
  const saved = readJson<Partial<ConsoleState>>(KEY) ?? {};
  return {
    ...defaults,
    ...saved,
    tab: CONSOLE_TABS.includes(saved.tab as ConsoleTab) ? (saved.tab as ConsoleTab) : defaults.tab,
  };
}

export function saveConsoleState(changes: Partial<ConsoleState>): ConsoleState {
  const next = { ...loadConsoleState(), ...changes };
  writeJson(KEY, next);
  return next;
}
