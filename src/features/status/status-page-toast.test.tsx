import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { Router } from "wouter";
import { ToastContext, type ToastApi } from "../../lib/toast-context";
import { StatusPage } from "./status-page";

afterEach(() => void vi.restoreAllMocks());

// UX pass (session 51): a failed check's 'Error', paused under a resting mouse (docs/product.md §4.8), stayed over the
// registration page Back led to; a new check closed it, leaving the page did not
it("a failed check's 'Error' toast closes when the status page goes", async () => {
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
  // no signal: every call fails as a dropped connection does
  vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
  window.history.replaceState(null, "", "/queue-status");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const screen = await render(
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={toast}>
        <Router>
          <StatusPage />
        </Router>
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
  await screen.getByLabelText(/Nomor KJP/).fill("5049489900001234");
  await screen.getByRole("button", { name: "Cek" }).click();
  await expect.element(screen.getByText("Status antrean belum dapat diperiksa.")).toBeVisible();
  expect(shown).toEqual([{ id: "toast-1", title: "Error" }]);
  expect(dismissed).toEqual([]);

  await screen.unmount();
  expect(dismissed).toEqual(["toast-1"]);
});
