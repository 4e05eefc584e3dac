import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Route, Router } from "wouter";
import { ApiError } from "../../api/errors";
import { queueQueries } from "../../api/queries/queues";
import { ToastContext } from "../../lib/toast-context";
import { QueueDetailPage } from "./queue-detail-page";
import { QueueTable } from "./queue-table";

const UUID = "00000000-0000-4000-8000-000000000000";

/**
 * A client whose cache already holds the ticket's failed read: no call goes out (the page's query keeps the failure
 * on mount), so the page shows its read state as it would after the API's answer.
 */
function clientWithFailedTicket(error: ApiError) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const { queryKey } = queueQueries.detail(UUID);
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({ ...query.state, status: "error", error, errorUpdatedAt: Date.now(), fetchStatus: "idle" });
  return client;
}

function renderWith(client: QueryClient, children: ReactNode) {
  window.history.replaceState(null, "", `/queues/${UUID}`);
  return render(
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={{ show: () => undefined }}>
        <Router>{children}</Router>
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
}

// The ticket screens are Indonesian: their read states say so in Indonesian, in the words of the kit's Indonesian
// pages (docs/product.md §1.3, §2.12; UX pass s29, item 5).
describe("the ticket screens' read states speak Indonesian", () => {
  it("a ticket that does not exist: 'Data tidak ditemukan' and the way back to the list", async () => {
    const screen = await renderWith(
      clientWithFailedTicket(new ApiError(404, "NOT_FOUND", "Queue not found")),
      <Route path="/queues/:uuid" component={QueueDetailPage} />,
    );
    await expect.element(screen.getByRole("heading", { name: "Data tidak ditemukan" })).toBeVisible();
    await expect.element(screen.getByText("Data ini tidak ada atau sudah dihapus.")).toBeVisible();
    expect(screen.container.textContent).not.toMatch(/Not found|does not exist/);
  });

  it("a ticket the user may not read: 'Tidak ada izin'", async () => {
    const screen = await renderWith(
      clientWithFailedTicket(new ApiError(403, "FORBIDDEN", "Forbidden")),
      <Route path="/queues/:uuid" component={QueueDetailPage} />,
    );
    await expect.element(screen.getByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
    expect(screen.container.textContent).not.toMatch(/No permission/);
  });

  /** The ticket list's table after its list failed with `error`. */
  const renderFailedList = (error: unknown) =>
    renderWith(
      new QueryClient(),
      <QueueTable
        title="Semua Antrean"
        rows={undefined}
        total={0}
        page={1}
        size={10}
        onPageChange={() => undefined}
        onSizeChange={() => undefined}
        isLoading={false}
        isFetching={false}
        error={error}
        onRetry={() => undefined}
      />,
    );

  it("a ticket list that failed to load says so in the one form of every list: what failed. Why, and what to do", async () => {
    const screen = await renderFailedList(new TypeError("Failed to fetch"));
    await expect
      .element(screen.getByText("Gagal memuat antrean. Koneksi terputus. Periksa internet Anda, lalu coba lagi."))
      .toBeVisible();
  });

  it("a ticket list the user may not read: 'Tidak ada izin'", async () => {
    const screen = await renderFailedList(new ApiError(403, "FORBIDDEN", "Forbidden"));
    await expect.element(screen.getByRole("heading", { name: "Tidak ada izin" })).toBeVisible();
    await expect
      .element(screen.getByText("Anda tidak memiliki izin untuk melihat data ini. Minta akses kepada administrator."))
      .toBeVisible();
    await expect.element(screen.getByRole("link", { name: "Kembali ke Dashboard" })).toBeVisible();
    expect(screen.container.textContent).not.toMatch(/No permission|Back to Dashboard/);
  });
});
