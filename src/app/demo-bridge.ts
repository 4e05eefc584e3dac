/**
 * Demo builds only (`import.meta.env.VITE_DEMO === "true"`; a real-API build drops all of it): lets the demo console
 * (mocks/console) drive the running app without importing it.
 *
 * - `<DemoBridge />` (inside the session provider and the router) signs in as a seeded persona when the console asks
 *   (window event DEMO_SIGN_IN_EVENT), signing out whoever is signed in first, then opens /dashboard.
 * - the app's one clock (src/lib/server-clock.ts) follows the mock's (DEMO_CLOCK_EVENT): a change in the console
 *   reaches the open screen at once, and its queries are asked again (the window, the pickup date, "today").
 * - `demoInspection` is the `inspect` observer given to the app's machines: it keeps the latest inspection events and
 *   replays them into the Stately inspector (`@statelyai/inspect`, loaded on first use) when the console turns it on.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import type { InspectionEvent } from "xstate";
import {
  DEMO_CLOCK_EVENT,
  DEMO_CLOCK_REQUEST_EVENT,
  type DemoClockDetail,
  DEMO_INSPECTOR_EVENT,
  DEMO_INSPECTOR_KEY,
  DEMO_INSPECTOR_STATE_EVENT,
  DEMO_SIGN_IN_EVENT,
  DEMO_SIGN_IN_RESULT_EVENT,
  type DemoInspectorDetail,
  type DemoInspectorStateDetail,
  type DemoSignInDetail,
  type DemoSignInResultDetail,
} from "../lib/demo-events";
import { useSessionUnstarted, type SessionView } from "./session";

type LoadedInspector = {
  inspect: { next?: (event: InspectionEvent) => void };
  stop(): void;
  adapter: unknown;
};

export type DemoInspection = {
  /** pass as the machines' `inspect` option */
  observe(event: InspectionEvent): void;
  /** opens the inspector window (loads @statelyai/inspect) and replays what the machines did so far */
  open(): Promise<DemoInspectorStateDetail["status"]>;
  close(): void;
};

const MAX_ACTORS = 50;
const MAX_EVENTS = 300;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/;

/** Tokens and passwords never leave the page, not even a demo's. */
function redact<T>(value: T): T {
  if (typeof value === "string") return (JWT.test(value) ? "«token»" : value) as T;
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === "password" ? "«hidden»" : typeof v === "string" ? redact(v) : v]),
  ) as T;
}

const targetOf = (inspector: LoadedInspector) => (inspector.adapter as { targetWindow?: Window | null }).targetWindow ?? null;

function createDemoInspection(): DemoInspection {
  // Registrations (one per actor) are needed to show anything; the rest is a ring of the latest events.
  const actors = new Map<string, InspectionEvent>();
  let events: InspectionEvent[] = [];
  let inspector: LoadedInspector | null = null;
  let opening: Promise<LoadedInspector> | null = null;

  return {
    observe(event) {
      if (event.type === "@xstate.actor") {
        actors.set(event.actorRef.sessionId, event);
        if (actors.size > MAX_ACTORS) actors.delete(actors.keys().next().value as string);
      } else {
        events.push(event);
        if (events.length > MAX_EVENTS) events = events.slice(-MAX_EVENTS);
      }
      inspector?.inspect.next?.(event);
    },
    async open() {
      // one inspector, also when asked twice at once (StrictMode runs the bridge's effect twice)
      opening ??= import("@statelyai/inspect").then(({ createBrowserInspector }) => {
        const created = createBrowserInspector({ sanitizeContext: redact, sanitizeEvent: redact, maxDeferredEvents: 1000 });
        for (const event of [...actors.values(), ...events]) created.inspect.next?.(event);
        inspector = created as LoadedInspector;
        return inspector;
      });
      const opened = await opening;
      return targetOf(opened) ? "open" : "blocked";
    },
    close() {
      const target = inspector ? targetOf(inspector) : null;
      inspector?.stop();
      target?.close();
      inspector = null;
      opening = null;
    },
  };
}

/** The machines' inspection observer in a demo build; `undefined` (and no code) in a real-API build. */
export const demoInspection: DemoInspection | undefined =
  import.meta.env.VITE_DEMO === "true" ? createDemoInspection() : undefined;

const answer = <T>(type: string, detail: T) => window.dispatchEvent(new CustomEvent<T>(type, { detail }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Latest = { current: { session: SessionView; startSession: () => void; navigate: (to: string) => void } };

/** Signs in as the persona (after signing out someone else), then opens the dashboard. */
async function signInAs(detail: DemoSignInDetail, latest: Latest) {
  // the bridge sits on every page and asks for the session only now: a citizen's page never starts it (issue 38)
  latest.current.startSession();
  for (let waited = 0; latest.current.session.status === "booting" && waited < 10_000; waited += 50) await pause(50);
  const { session } = latest.current;
  if (session.status === "signedIn" && session.user?.username !== detail.username) await session.logout();
  await session.login({ username: detail.username, password: detail.password });
  latest.current.navigate("/dashboard");
}

/** Mount once inside `<SessionProvider>` (and the router) in demo builds. Renders nothing. */
export function DemoBridge(): null {
  const [session, startSession] = useSessionUnstarted();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const latest = useRef({ session, startSession, navigate: (to: string) => navigate(to) });
  useEffect(() => {
    latest.current = { session, startSession, navigate: (to: string) => navigate(to) };
  });

  useEffect(() => {
    const onSignIn = (event: Event) => {
      const detail = (event as CustomEvent<DemoSignInDetail>).detail;
      signInAs(detail, latest).then(
        () => answer<DemoSignInResultDetail>(DEMO_SIGN_IN_RESULT_EVENT, { username: detail.username, ok: true }),
        (error: unknown) =>
          answer<DemoSignInResultDetail>(DEMO_SIGN_IN_RESULT_EVENT, {
            username: detail.username,
            ok: false,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    };
    const setInspector = (open: boolean) => {
      if (!demoInspection) return;
      if (!open) {
        demoInspection.close();
        answer<DemoInspectorStateDetail>(DEMO_INSPECTOR_STATE_EVENT, { status: "off" });
        return;
      }
      demoInspection.open().then(
        (status) => answer<DemoInspectorStateDetail>(DEMO_INSPECTOR_STATE_EVENT, { status }),
        () => answer<DemoInspectorStateDetail>(DEMO_INSPECTOR_STATE_EVENT, { status: "blocked" }),
      );
    };
    const onInspector = (event: Event) => setInspector((event as CustomEvent<DemoInspectorDetail>).detail.open);

    // the mock's clock is the server's: every open screen follows a change at once, without a reload (issue 36)
    const onClock = (event: Event) => {
      const { now, frozen, changed } = (event as CustomEvent<DemoClockDetail>).detail;
      // loaded, not imported: the clock lives in the citizen pages' form chunk (vite.config.ts), and a static import
      // from the entry made the two chunks import each other (a module then ran before what it needs)
      const heardAt = Date.now();
      void import("../lib/server-clock").then(({ setServerClock }) => {
        // a change, or a clock the page had heard otherwise (it moved before this bridge listened): ask again
        const movedUnderThePage = setServerClock(frozen ? now : now + (Date.now() - heardAt), frozen, changed);
        if (changed || movedUnderThePage) void queryClient.invalidateQueries();
      });
    };

    window.addEventListener(DEMO_SIGN_IN_EVENT, onSignIn);
    window.addEventListener(DEMO_INSPECTOR_EVENT, onInspector);
    window.addEventListener(DEMO_CLOCK_EVENT, onClock);
    window.dispatchEvent(new Event(DEMO_CLOCK_REQUEST_EVENT));
    // the console keeps the inspector on across a reload in the same tab
    if (sessionStorage.getItem(DEMO_INSPECTOR_KEY) === "1") setInspector(true);
    return () => {
      window.removeEventListener(DEMO_SIGN_IN_EVENT, onSignIn);
      window.removeEventListener(DEMO_INSPECTOR_EVENT, onInspector);
      window.removeEventListener(DEMO_CLOCK_EVENT, onClock);
    };
  }, [queryClient]);
  return null;
}
