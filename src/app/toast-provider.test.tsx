import { StrictMode, useEffect } from "react";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { useToast, type ToastApi } from "../lib/toast-context";
import { loadToastParts, ToastProvider, type ToastParts } from "./toast-provider";

/** Hands the test the provider's API, as a page's `useToast()` gets it. */
function Grab({ onApi }: { onApi: (api: ToastApi) => void }) {
  const toasts = useToast();
  useEffect(() => onApi(toasts), [onApi, toasts]);
  return <p>halaman</p>;
}

/**
 * The machine and its region load lazily: a test waits for that load itself (`loadSettled(n)`: the n-th load has been
 * asked for and has settled), however long the host takes, and then for what it shows, which is a render away —
 * never for a guessed time.
 */
async function renderProvider(loadParts: () => Promise<ToastParts> = loadToastParts) {
  const grabbed: { api?: ToastApi } = {};
  const keep = (api: ToastApi) => void (grabbed.api = api);
  const loads: Promise<unknown>[] = [];
  let loadAsked = () => {};
  const tracked = () => {
    const load = loadParts();
    loads.push(load.catch(() => undefined));
    loadAsked();
    return load;
  };
  await render(
    <StrictMode>
      <ToastProvider loadParts={tracked}>
        <Grab onApi={keep} />
      </ToastProvider>
    </StrictMode>,
  );
  if (!grabbed.api) throw new Error("no toast API");
  const loadSettled = async (nth = 1) => {
    while (loads.length < nth) await new Promise<void>((resolve) => (loadAsked = resolve));
    await loads[nth - 1];
  };
  return { toasts: grabbed.api, loadSettled };
}

describe("ToastProvider: the machine and its region load with the first toast (ADR 802)", () => {
  it("shows a toast asked for before the machine has loaded, and answers its id at once", async () => {
    const { toasts, loadSettled } = await renderProvider();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();

    const id = toasts.show({ title: "Gagal", description: "Kuota penuh", variant: "destructive" });

    expect(id).toBe("1");
    await loadSettled(1);
    await expect.element(page.getByRole("alertdialog", { name: "Gagal" })).toBeInTheDocument();
  });

  it("names the region and the close button in the document's language", async () => {
    const { toasts, loadSettled } = await renderProvider();
    toasts.show({ title: "Gagal", description: "Kuota penuh", variant: "destructive" });
    await loadSettled(1);
    const region = page.getByRole("region", { name: "Notifikasi (F8)" });
    await expect.element(region).toBeInTheDocument();
    await expect.element(region.getByRole("button", { name: "Tutup" })).toBeInTheDocument();
  });

  it("a page dismisses its own toast by that id, also before the machine has loaded", async () => {
    const { toasts, loadSettled } = await renderProvider();

    const first = toasts.show({ title: "Tiket ditolak" });
    toasts.dismiss?.(first as string);
    const second = toasts.show({ title: "Tiket selesai" });

    expect(second).not.toBe(first);
    await loadSettled(1);
    await expect.element(page.getByRole("alertdialog", { name: "Tiket selesai" })).toBeInTheDocument();
    toasts.dismiss?.(second as string);
    await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it("an id that is not the visible toast's leaves it open", async () => {
    const { toasts, loadSettled } = await renderProvider();

    const first = toasts.show({ title: "Lama" });
    toasts.show({ title: "Baru" });
    toasts.dismiss?.(first as string);
    await loadSettled(1);

    await expect.element(page.getByRole("alertdialog", { name: "Baru" })).toBeInTheDocument();
  });

  it("a failed load (the connection dropped) keeps the page and the toast; the next toast loads them", async () => {
    let calls = 0;
    const flaky = () =>
      ++calls === 1 ? Promise.reject(new TypeError("Failed to fetch dynamically imported module")) : loadToastParts();
    const { toasts, loadSettled } = await renderProvider(flaky);

    toasts.show({ title: "Gagal", description: "Koneksi terputus.", variant: "destructive" });
    await loadSettled(1);
    expect(calls).toBe(1);
    await expect.element(page.getByText("halaman")).toBeInTheDocument();

    toasts.show({ title: "Gagal lagi" });
    await loadSettled(2);
    expect(calls).toBe(2);
    // the first toast waited for the parts and shows first
    await expect.element(page.getByRole("alertdialog", { name: "Gagal" })).toBeInTheDocument();
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
