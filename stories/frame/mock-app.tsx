/**
 * The story frame for screens (docs/decisions/304-story-frame.md): the real app (providers, route table, guards,
 * layout) at a URL, over the in-process mock backend seeded small — its clock, its faults and a persona's session.
 */
import type { Decorator, Loader } from "@storybook/react-vite";
import { setupWorker, type SetupWorker } from "msw/browser";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { API_PREFIX, type EndpointName } from "../../contract";
import { endpoints } from "../../contract/endpoints";
import type { ApiHandler } from "../../server/api";
import { resetSidebarForTests } from "../../src/app/admin-layout";
import { resetServerClock, setServerClock } from "../../src/lib/server-clock";
import { MY_TICKETS_KEY } from "../../src/tickets/my-tickets-key";
import { App } from "../../src/app/app";
import { createQueryClient } from "../../src/api/query-client";
import { Backend } from "../../mocks/backend";
import { createClock } from "../../server/clock";
import { controlOf, type MockControl } from "../../mocks/control";
import type { Database, IdTable, Row } from "../../server/store/memory/database";
import type { Fault, FaultRoute } from "../../mocks/faults";
import { REFRESH_COOKIE } from "../../server/handlers/auth";
import { DEMO_PASSWORD, PERSONAS } from "../../mocks/console/personas";
import { apiTransport } from "../../mocks/transport";

export type PersonaName = "superadmin" | "operator" | "konfigurator" | "useradmin" | "tamu";

/**
 * What a screen story sets under `parameters.app`: the URL the app starts at, who is signed in (a seeded demo user;
 * default nobody), the mock clock frozen at an instant (default STORY_NOW), the demo console's faults set after sign-in
 * (`{ queueList: { status: 500 } }`), seeded tickets (default 40), changes to the seeded data (and the device's saved
 * tickets, none otherwise) before the story renders, and whether the sidebar starts open (default).
 */
export type AppStory = {
  route: string;
  persona?: PersonaName | null;
  clock?: string;
  faults?: Partial<Record<FaultRoute, Fault>>;
  tickets?: number;
  data?: (db: Database) => void | Promise<void>;
  /**
   * A list endpoint whose first answer comes back as the mock made it, with its rows taken out (an empty list state).
   * The data stays: every request is judged by the persona's rights as they stand (ADR 126), so emptying the users,
   * roles or permissions tables would sign the persona out.
   */
  emptyFirstAnswer?: EndpointName;
  sidebarOpen?: boolean;
};

/** A Tuesday 10:00 WIB: the registration window is open, pickup is Wednesday. */
export const STORY_NOW = "2026-03-10T10:00:00.000+07:00";

/** An answer that never comes (the loading state): a fault the story leaves pending. */
export const PENDING: Fault = { latencyMs: 86_400_000 };

let worker: Promise<SetupWorker> | null = null;
async function startWorker(started = setupWorker()) {
  await started.start({ serviceWorker: { url: "/mockServiceWorker.js" }, onUnhandledRequest: "bypass", quiet: true });
  return started;
}

/** Per story: a fresh backend, the worker answering from it, the persona's refresh cookie, then the faults. */
export const mockAppLoader: Loader = async ({ parameters }) => {
  const story = parameters.app as AppStory | undefined;
  if (!story) return {};
  const clock = createClock();
  clock.freeze(story.clock ?? STORY_NOW);
  const backend = new Backend({ clock, seed: { tickets: story.tickets ?? 40 }, rateLimits: false, cookieStyle: "script" });
  await backend.reset();
  // the device starts with no saved ticket ('Tiket saya', localStorage: story files share a page, ADR 005); a story
  // that needs one saves it in `data`
  window.localStorage.removeItem(MY_TICKETS_KEY);
  await story.data?.(backend.db);
  const api = story.emptyFirstAnswer ? emptyFirstAnswer(backend, story.emptyFirstAnswer) : backend.api;
  (await (worker ??= startWorker())).resetHandlers(apiTransport(api));
  document.cookie = `${REFRESH_COOKIE}=; Max-Age=0; Path=/`;
  const persona = story.persona ? PERSONAS.find((p) => p.username === story.persona) : undefined;
  if (persona) {
    const body = JSON.stringify({ username: persona.username, password: DEMO_PASSWORD });
    const json = { method: "POST", headers: { "content-type": "application/json" }, body };
    const response = await fetch(`${API_PREFIX}${endpoints.login.path}`, json);
    if (!response.ok) throw new Error(`story sign-in as ${persona.username}: ${response.status}`);
  }
  for (const [route, fault] of Object.entries(story.faults ?? {})) backend.faults.set(route as FaultRoute, fault);
  resetSidebarForTests(story.sidebarOpen ?? true);
  // the app's one clock hears this story's server afresh (story files share a page: ADR 005)
  resetServerClock();
  // the app's URL in memory, recorded: a play reads where the app went (`url()`)
  return { mock: controlOf(backend) satisfies MockControl, location: memoryLocation({ path: story.route, record: true }) };
};

/** The backend's API, whose first answer to `endpoint` has its rows taken out: every list in it empty, total 0. */
function emptyFirstAnswer(backend: Backend, endpoint: EndpointName): ApiHandler {
  const { method, path } = endpoints[endpoint];
  let done = false;
  return async (request, transport) => {
    const response = await backend.api(request, transport);
    if (done || !response.ok || request.method !== method || new URL(request.url).pathname !== `${API_PREFIX}${path}`)
      return response;
    done = true;
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    const emptied = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, Array.isArray(value) ? [] : key === "total" ? 0 : value]),
    );
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify({ data: emptied }), { status: response.status, headers });
  };
}

/** The app's query client, retrying a 5xx as often but without the 1 s and 2 s pauses between tries (ADR 304). */
function storyQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

/** One tab: no channel, no lock, and always try the refresh cookie at boot. */
const oneTab = { openChannel: () => null, locks: null, marker: null };

/** Renders the app instead of the story's component when the story has `parameters.app`, at its URL in memory. */
export const withMockApp: Decorator = (Story, { parameters, loaded, id }) => {
  if (!parameters.app) return <Story />;
  const { hook, searchHook } = loaded.location as StoryLocation;
  return (
    // the app's router inherits the location
    <Router key={id} hook={hook} searchHook={searchHook}>
      <App createClient={storyQueryClient} tabs={oneTab} />
    </Router>
  );
};

type StoryLocation = ReturnType<typeof memoryLocation>;
/** The story's mock (what the loader returned), for plays that look at or change its data. */
export const mockOf = (loaded: Record<string, unknown>) => loaded.mock as MockControl;
/** Where the story's app is now (path and query), for plays. */
export const urlOf = (loaded: Record<string, unknown>) => (loaded.location as StoryLocation).history?.at(-1) ?? null;

/**
 * Moves the story's clock to `instant`, standing still, as the demo console does (src/app/demo-bridge.ts): the mock
 * answers by it and the open page hears it at once, so a play crosses a boundary (06:00, 21:00) at a moment it chose.
 */
export function moveClock(mock: MockControl, instant: string) {
  mock.clock.freeze(instant);
  setServerClock(Date.parse(instant), true, true);
}

/** Changes seeded rows before the story renders (`data: patchRows("sessions", [2], { is_active: false })`). */
export function patchRows<T extends IdTable>(table: T, ids: number[], changes: Partial<Row<T>>) {
  return async (db: Database) => {
    for (const id of ids) {
      const row = db.byId(table, id);
      if (row) await db.update(table, row, changes);
    }
  };
}
