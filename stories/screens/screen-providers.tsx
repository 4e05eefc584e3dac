import type { Decorator } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { Router, useLocation, useSearch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { LoginBody, SessionUser } from "../../src/api/contract";
import { SessionContext, type SessionView } from "../../src/lib/session-context";
import { ToastContext, type ToastInput } from "../../src/lib/toast-context";

/** What a screen story can set under `parameters.screen`. */
export type ScreenParameters = {
  /** the URL the screen starts at (default '/') */
  route?: string;
  session?: {
    status?: SessionView["status"];
    user?: SessionUser | null;
    /** what login() does; default: resolves after 300 ms */
    login?: (credentials: LoginBody) => Promise<void>;
  };
};

export const demoUser: SessionUser = {
  sub: "1",
  username: "superadmin",
  name: "Budi Santoso",
  permissions: ["access:queue"],
  exp: 4102444800,
};

/** A visible stand-in for the app's toast region: the latest toast, announced politely. */
function StoryToasts({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastInput[]>([]);
  const api = useMemo(() => ({ show: (toast: ToastInput) => setToasts([toast]) }), []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label="Notifications" style={{ position: "fixed", insetBlockEnd: 16, insetInline: 16, zIndex: 300 }}>
        {toasts.map((toast, i) => (
          <div
            key={i}
            role="status"
            data-variant={toast.variant ?? "default"}
            style={{
              padding: 12,
              borderRadius: 8,
              background: toast.variant === "destructive" ? "#fee2e2" : "#ffffff",
              color: toast.variant === "destructive" ? "#991b1b" : "#0f172a",
              boxShadow: "0 2px 8px rgba(15,23,42,.2)",
            }}
          >
            <strong>{toast.title}</strong>
            {toast.description ? <div>{toast.description}</div> : null}
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function StorySession({ params, children }: { params: ScreenParameters["session"]; children: ReactNode }) {
  const [status, setStatus] = useState<SessionView["status"]>(params?.status ?? "signedOut");
  const [isLoggingIn, setLoggingIn] = useState(false);
  const view: SessionView = {
    status,
    user: status === "signedIn" ? (params?.user ?? demoUser) : null,
    isLoggingIn,
    isLoggingOut: false,
    async login(credentials) {
      setLoggingIn(true);
      try {
        await (params?.login ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 300))))(credentials);
        setStatus("signedIn");
      } finally {
        setLoggingIn(false);
      }
    },
    async logout() {
      setStatus("signedOut");
    },
  };
  return <SessionContext.Provider value={view}>{children}</SessionContext.Provider>;
}

/** The current in-memory URL, for play functions (`getByTestId("location")`). */
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <span hidden data-testid="location">
      {path + (search ? `?${search}` : "")}
    </span>
  );
}

function ScreenProviders({ params, children }: { params: ScreenParameters; children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
      }),
  );
  const [location] = useState(() => memoryLocation({ path: params.route ?? "/", record: true }));
  return (
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <StorySession params={params.session}>
          <StoryToasts>
            {children}
            <LocationProbe />
          </StoryToasts>
        </StorySession>
      </Router>
    </QueryClientProvider>
  );
}

/** Fresh query cache, session, toasts and an in-memory URL per story (`parameters.screen`). */
export const withScreenProviders: Decorator = (Story, context) => (
  <ScreenProviders params={(context.parameters.screen ?? {}) as ScreenParameters}>
    <Story />
  </ScreenProviders>
);
