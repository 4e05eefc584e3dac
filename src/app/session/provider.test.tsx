import { StrictMode, useState, type ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import type { InspectionEvent } from "xstate";
import { createApiClient } from "../../api/client";
import { useSession } from "../../api/session-context";
import { staffErrorTextsEn } from "../../api/errors";
import { ToastContext } from "../../lib/toast-context";
import type { ToastInput } from "../../../contract/toast-message";
import { encodeUnsignedJwt } from "../../../machines/session";
import { SessionProvider } from "./provider";
import { SESSION_NOTE_KEY } from "./tabs";

const token = encodeUnsignedJwt({
  sub: "1",
  username: "superadmin",
  name: "Super Admin",
  permissions: ["access:user"],
  exp: 4_000_000_000,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function Probe() {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>user: {session.user?.username ?? "-"}</p>
      <button type="button" onClick={() => void session.logout().catch(() => undefined)}>
        Logout
      </button>
    </div>
  );
}

/** A citizen's page: it never asks for the session, until a staff page opens in the same app. */
function AsksLater() {
  const [staff, setStaff] = useState(false);
  return staff ? (
    <Probe />
  ) : (
    <button type="button" onClick={() => setStaff(true)}>
      Open a staff page
    </button>
  );
}

function setup(
  answers: { refresh: () => Response; logout?: () => Response },
  inspect?: (event: InspectionEvent) => void,
  page: ReactNode = <Probe />,
) {
  const calls: string[] = [];
  const bearers: Array<string | null> = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input), location.origin).pathname;
    calls.push(path);
    bearers.push(new Headers(init?.headers).get("authorization"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (path.endsWith("/refresh-token")) return answers.refresh();
    if (path.endsWith("/logout")) return (answers.logout ?? (() => json(200, { data: {} })))();
    if (path.endsWith("/queues/rejection-reasons/1"))
      return json(200, { data: { queue_rejection_reason: { id: 1, reason: "Dokumen tidak sesuai" } } });
    return json(404, { error: "Not found", code: "NOT_FOUND" });
  }) as typeof fetch;
  const client = createApiClient({ baseUrl: "", validateResponses: true, fetch: fetchImpl });
  const toasts: ToastInput[] = [];
  const ui = (
    <StrictMode>
      <ToastContext.Provider value={{ show: (t) => void toasts.push(t) }}>
        <SessionProvider client={client} {...(inspect ? { inspect } : {})}>
          {page}
        </SessionProvider>
      </ToastContext.Provider>
    </StrictMode>
  );
  return { calls, bearers, client, toasts, ui };
}

describe("SessionProvider in a real browser (StrictMode, Web Locks, BroadcastChannel)", () => {
  // this browser signed in before (the app's "signed in here" note), so booting tries the silent refresh
  beforeEach(() => localStorage.setItem(SESSION_NOTE_KEY, "1"));

  it("without the note (a citizen's browser) it is signed out at once and makes no refresh call", async () => {
    localStorage.removeItem(SESSION_NOTE_KEY);
    const { calls, ui } = setup({ refresh: () => json(200, { data: { accessToken: token } }) });
    const screen = await render(ui);
    await expect.element(screen.getByText("status: signedOut")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("a page that never asks for the session (a citizen's) creates no session machine; the first screen that asks starts it", async () => {
    const created: string[] = [];
    const inspect = (event: InspectionEvent) => {
      if (event.type === "@xstate.actor") created.push(event.actorRef.sessionId);
    };
    const { calls, ui } = setup({ refresh: () => json(200, { data: { accessToken: token } }) }, inspect, <AsksLater />);
    const screen = await render(ui);
    await expect.element(screen.getByRole("button", { name: "Open a staff page" })).toBeInTheDocument();
    expect(created).toEqual([]);
    await screen.getByRole("button", { name: "Open a staff page" }).click();
    await expect.element(screen.getByText("status: signedIn")).toBeInTheDocument();
    expect(created).not.toEqual([]);
    expect(calls.filter((p) => p.endsWith("/refresh-token"))).toHaveLength(1);
  });

  it("boots with ONE silent refresh despite StrictMode's double effects, and attaches the session to the client", async () => {
    const { calls, bearers, client, ui } = setup({ refresh: () => json(200, { data: { accessToken: token } }) });
    const screen = await render(ui);
    await expect.element(screen.getByText("status: booting")).toBeInTheDocument();
    await expect.element(screen.getByText("status: signedIn")).toBeInTheDocument();
    await expect.element(screen.getByText("user: superadmin")).toBeInTheDocument();
    expect(calls.filter((p) => p.endsWith("/refresh-token"))).toHaveLength(1);
    await client.call("rejectionReasonGet", { params: { id: 1 } });
    expect(bearers.at(-1)).toBe(`Bearer ${token}`);
  });

  it("logout failure: the 'Error' toast, still signed in; success: signed out", async () => {
    let logoutOk = false;
    const { toasts, ui } = setup({
      refresh: () => json(200, { data: { accessToken: token } }),
      logout: () => (logoutOk ? json(200, { data: {} }) : json(500, { error: "Server error", code: "INTERNAL" })),
    });
    const screen = await render(ui);
    await expect.element(screen.getByText("status: signedIn")).toBeInTheDocument();
    await screen.getByRole("button", { name: "Logout" }).click();
    // a server failure in plain words, as every staff screen's (src/api/errors.ts sessionErrorToast)
    await expect
      .poll(() => toasts)
      .toEqual([{ title: "Error", description: staffErrorTextsEn.serverError, variant: "destructive" }]);
    await expect.element(screen.getByText("status: signedIn")).toBeInTheDocument();
    logoutOk = true;
    await screen.getByRole("button", { name: "Logout" }).click();
    await expect.element(screen.getByText("status: signedOut")).toBeInTheDocument();
    await expect.element(screen.getByText("user: -")).toBeInTheDocument();
  });

  it("a failed silent refresh shows no toast and leaves the visitor signed out", async () => {
    const { toasts, ui } = setup({ refresh: () => json(401, { error: "No refresh token", code: "UNAUTHENTICATED" }) });
    const screen = await render(ui);
    await expect.element(screen.getByText("status: signedOut")).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });
});
