/**
 * Shared frame for admin screen stories (issue 6): a fresh QueryClient, a fake session (one of the seeded personas),
 * a toast context that prints toasts on screen so plays can assert them, and a memory router at a given path.
 * API calls go to msw handlers each story declares (`parameters.msw.handlers` or `beforeEach({ msw })`).
 *
 *   render: () => <AdminStoryFrame path="/queues?location_id=2" user={personas.operator} layout><QueueListPage /></AdminStoryFrame>
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { SessionUser } from "../../src/api/contract";
import { AdminLayout, resetSidebarForTests } from "../../src/app/admin-layout";
import { LinkRouter } from "../../src/lib/link-router";
import { SessionContext, type SessionView } from "../../src/lib/session-context";
import { ToastContext, type ToastApi, type ToastInput } from "../../src/lib/toast-context";

const ALL = [
  "access:queue",
  "access:queue.location",
  "access:queue.session",
  "access:queue.day_off",
  "access:queue.rejection_reason",
  "access:user",
  "access:user.role",
  "access:user.permission",
];

function persona(username: string, name: string, permissions: string[]): SessionUser {
  return { sub: username, username, name, permissions, exp: 4_102_444_800 };
}

/** The seeded demo users (SPEC §7, README). */
export const personas = {
  superadmin: persona("superadmin", "Super Admin", ALL),
  operator: persona("operator", "Operator Antrean", ["access:queue"]),
  konfigurator: persona(
    "konfigurator",
    "Konfigurator Antrean",
    ALL.filter((p) => p.startsWith("access:queue")),
  ),
  useradmin: persona(
    "useradmin",
    "Admin Pengguna",
    ALL.filter((p) => p.startsWith("access:user")),
  ),
  tamu: persona("tamu", "Tamu", []),
} satisfies Record<string, SessionUser>;

export type StoryToast = ToastInput & { n: number };

export type AdminStoryFrameProps = {
  path: string;
  user?: SessionUser;
  /** wrap the screen in the authenticated layout */
  layout?: boolean;
  /** sidebar starts open (default) or closed */
  sidebarOpen?: boolean;
  session?: Partial<SessionView>;
  /** called with every toast too (e.g. storybook `fn()`) */
  onToast?: (toast: ToastInput) => void;
  children: ReactNode;
};

export function AdminStoryFrame({
  path,
  user = personas.superadmin,
  layout = false,
  sidebarOpen = true,
  session,
  onToast,
  children,
}: AdminStoryFrameProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
      }),
  );
  const [location] = useState(() => memoryLocation({ path, record: true }));
  const [toasts, setToasts] = useState<StoryToast[]>([]);
  useState(() => resetSidebarForTests(sidebarOpen));
  const toastApi = useMemo<ToastApi>(
    () => ({
      show: (toast) => {
        onToast?.(toast);
        setToasts((list) => [...list, { ...toast, n: list.length + 1 }]);
      },
    }),
    [onToast],
  );
  const sessionView: SessionView = {
    status: "signedIn",
    user,
    login: async () => {},
    logout: async () => {},
    isLoggingIn: false,
    isLoggingOut: false,
    ...session,
  };
  const last = toasts.at(-1);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={sessionView}>
        <ToastContext.Provider value={toastApi}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {layout ? <AdminLayout>{children}</AdminLayout> : <LinkRouter>{children}</LinkRouter>}
          </Router>
          <div role="status" aria-label="Notifications" data-testid="story-toast" data-variant={last?.variant ?? ""}>
            {last ? `${last.title}${last.description ? `: ${last.description}` : ""}` : ""}
          </div>
        </ToastContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}
