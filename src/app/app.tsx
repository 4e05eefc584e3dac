import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../api/instance";
import { AppErrorBoundary } from "./error-boundary";
import { createQueryClient } from "./query-client";
import { AppRouter } from "./router";
import { SessionProvider } from "./session";
import { ToastProvider } from "./toast-provider";

/** Providers from the outside in: errors, data, toasts (the session shows toasts), session, routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider client={api}>
            <AppRouter />
          </SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
