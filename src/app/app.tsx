import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Router } from "wouter";
import { api } from "../api/instance";
import { DemoBridge, demoInspection } from "./demo-bridge";
import { AppErrorBoundary } from "./error-boundary";
import { MachineInspectionContext } from "../lib/machine-inspection";
import { createQueryClient } from "../api/query-client";
import { AppRouter } from "./router";
import { SessionProvider, type SessionProviderProps } from "./session";
import { ToastProvider } from "./toast-provider";

/**
 * Routes live under the build's base path (`BASE_PATH=/antrean/ npm run build:demo` → /antrean/queues …). A relative
 * base (a built Storybook's `./`) is no path: the app there runs in its own memory location.
 */
const routerBase = import.meta.env.BASE_URL.startsWith("/") ? import.meta.env.BASE_URL.replace(/\/$/, "") : "";

/** What stories change: the query client, and one tab's session (no other tabs). */
type AppProps = {
  createClient?: () => QueryClient;
  tabs?: Pick<SessionProviderProps, "openChannel" | "locks" | "marker">;
};

/** Providers from the outside in: errors, data, toasts (the session shows toasts), session, routes. */
export function App({ createClient = createQueryClient, tabs }: AppProps) {
  const [queryClient] = useState(createClient);
  return (
    <AppErrorBoundary>
      <MachineInspectionContext.Provider value={demoInspection?.observe}>
        <Router base={routerBase}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <SessionProvider client={api} inspect={demoInspection?.observe} {...tabs}>
                <AppRouter />
                {/* the demo console's hand in the app (demo builds only; the literal check drops it elsewhere) */}
                {import.meta.env.VITE_DEMO === "true" && <DemoBridge />}
              </SessionProvider>
            </ToastProvider>
          </QueryClientProvider>
        </Router>
      </MachineInspectionContext.Provider>
    </AppErrorBoundary>
  );
}
