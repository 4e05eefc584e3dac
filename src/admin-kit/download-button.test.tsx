import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { createApiClient } from "../api/client";
import { ToastContext } from "../lib/toast-context";
import type { ToastInput } from "../../contract/toast-message";
import { DownloadButton } from "./download-button";

/** The queue export (GET /queues/download/) through the real client, its fetch answering `answer`. */
function exportAnswering(answer: () => Promise<Response>) {
  const client = createApiClient({ baseUrl: "", validateResponses: true, fetch: answer as unknown as typeof fetch });
  return () => client.call("queueDownload");
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

/** Presses an Indonesian screen's Export whose download fails so; answers the 'Error' toast it shows. */
async function failedExport(answer: () => Promise<Response>): Promise<ToastInput> {
  const toasts: ToastInput[] = [];
  const screen = await render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastContext.Provider value={{ show: (toast) => void toasts.push(toast) }}>
        <DownloadButton download={exportAnswering(answer)} fileName="DaftarAntrean.xlsx" language="id">
          Export
        </DownloadButton>
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
  await screen.getByRole("button", { name: "Export" }).click();
  await expect.poll(() => toasts.length).toBe(1);
  return toasts[0]!;
}

// The ticket screens are Indonesian: an export's failure the server did not word is said in their words, as a read's
// (the export changes nothing: try again), and so is a 403; another refusal the server worded keeps its words
// (docs/product.md §2.12, §8.1, ADR 806; UX check s31, item 3)
it("an export with no answer says so in Indonesian, and to try again", async () => {
  const toast = await failedExport(() => Promise.reject(new TypeError("Failed to fetch")));
  expect(toast).toMatchObject({ title: "Error", variant: "destructive" });
  expect(toast.description).toBe("Koneksi terputus. Periksa internet Anda, lalu coba lagi.");
});

it("an export the server failed says so in Indonesian, not that a change may be saved", async () => {
  const toast = await failedExport(() => json(500, { error: "Database is down", code: "INTERNAL" }));
  expect(toast.description).toBe("Terjadi kesalahan di server. Ini bukan kesalahan Anda. Tunggu beberapa menit, lalu coba lagi.");
});

it("an export refused for want of a permission (a 403) says so in Indonesian, not the server's English", async () => {
  const toast = await failedExport(() => json(403, { error: "Requires one of: access:queue", code: "FORBIDDEN" }));
  expect(toast.description).toBe("Anda tidak memiliki izin untuk melihat data ini. Minta akses kepada administrator.");
});

it("an export refused by field keeps the server's words: nothing was to be saved, no field is marked", async () => {
  const toast = await failedExport(() =>
    json(422, { error: "Invalid query", code: "VALIDATION", errors: { date: "must be a date (YYYY-MM-DD)" } }),
  );
  expect(toast.description).toBe("Invalid query");
});
