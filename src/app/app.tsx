import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { Env } from "../lib/env";
import { api } from "../api/instance";
import { AppErrorBoundary } from "./error-boundary";
import { createQueryClient } from "./query-client";
import { AppRouter } from "./router";
import { SessionProvider } from "./session";

export function App({ env: _env }: { env: Env }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider client={api}>
          <AppRouter />
        </SessionProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
