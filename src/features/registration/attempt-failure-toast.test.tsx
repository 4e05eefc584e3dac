import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { renderHook } from "vitest-browser-react";
import { ToastContext, type ToastApi } from "../../lib/toast-context";
import { FAILURE_TITLE, useRegistrationAttempt, useRegistrationAttemptMachine } from "./use-registration-attempt";

afterEach(() => void vi.restoreAllMocks());

// UX pass (session 51): a failed attempt's 'Gagal', paused under a resting mouse or a focus in it (docs/product.md
// §4.8), stayed on the next page after she left the registration page without another try; only the next attempt
// sent closed it
it("a failed attempt's 'Gagal' toast closes when the registration page goes", async () => {
  const shown: { id: string; title: string }[] = [];
  const dismissed: string[] = [];
  const toast: ToastApi = {
    show: ({ title }) => {
      const id = `toast-${shown.length + 1}`;
      shown.push({ id, title });
      return id;
    },
    dismiss: (id) => void dismissed.push(id),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>
    </QueryClientProvider>
  );
  // no signal: the create call fails as a dropped connection does
  vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
  const view = await renderHook(() => useRegistrationAttempt(useRegistrationAttemptMachine()), { wrapper });
  const attempt = view.result.current;
  for (const [field, value] of [
    ["no_kjp", "5049489977770001"],
    ["no_ktp", "3171012345678901"],
    ["no_kk", "3171019876543210"],
  ] as const)
    attempt.send({ type: "EDIT", field, value });
  attempt.send({ type: "CHOOSE_LOCATION", id: 1 });
  attempt.send({ type: "CHOOSE_SESSION", id: 1, label: "07:00 - 09:00 WIB" });
  attempt.send({ type: "SUBMIT" });
  await vi.waitFor(() => expect(attempt.getSnapshot().matches("failure")).toBe(true));
  expect(shown).toEqual([{ id: "toast-1", title: FAILURE_TITLE }]);
  expect(dismissed).toEqual([]);

  await view.unmount();
  expect(dismissed).toEqual(["toast-1"]);
});
