/**
 * The demo console (mocks/console, demo builds only) talks to the running app through window events and one
 * sessionStorage key: the console may not import the app, and the app may not import mocks (docs/product.md §15). Only
 * `src/app/demo-bridge.ts` and the console use these, both behind `import.meta.env.VITE_DEMO === "true"`.
 */

/** console → app: sign in as a seeded user (signing out whoever is signed in first), then open /dashboard. */
export const DEMO_SIGN_IN_EVENT = "antrean:demo-sign-in";
export type DemoSignInDetail = { username: string; password: string };

/** app → console: how a DEMO_SIGN_IN_EVENT ended. */
export const DEMO_SIGN_IN_RESULT_EVENT = "antrean:demo-sign-in-result";
export type DemoSignInResultDetail = { username: string; ok: boolean; message?: string };

/** console → app: open (or stop) the Stately inspector for the app's machines. */
export const DEMO_INSPECTOR_EVENT = "antrean:demo-inspector";
export type DemoInspectorDetail = { open: boolean };

/** app → console: whether the inspector window is open. */
export const DEMO_INSPECTOR_STATE_EVENT = "antrean:demo-inspector-state";
export type DemoInspectorStateDetail = { status: "off" | "open" | "blocked" };

/** sessionStorage: "1" while the inspector is on (the app reopens it after a reload in the same tab). */
export const DEMO_INSPECTOR_KEY = "antrean-demo-console:inspector";

/**
 * mock → app: the mock's clock, when the mock starts, when asked, and after every change (the demo console's set,
 * presets, Run, Freeze, +1 min): the app's one clock (src/lib/server-clock.ts) follows it at once, and on a change
 * the open screen asks again for what depends on the time (the window, the pickup date, "today").
 */
export const DEMO_CLOCK_EVENT = "antrean:demo-clock";
export type DemoClockDetail = { now: number; frozen: boolean; changed: boolean };

/** app → mock: say the clock now (the app's bridge may start after the mock did). */
export const DEMO_CLOCK_REQUEST_EVENT = "antrean:demo-clock-request";
