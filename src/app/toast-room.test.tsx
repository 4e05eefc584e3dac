import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { Router } from "wouter";
import { SessionContext } from "../api/session-context";
import { ToastRegion, type ToastMessage } from "../ui/toast-region";
import { AdminLayout, resetSidebarForTests } from "./admin-layout";
import { signedInSession } from "../api/testing";

const session = signedInSession({ sub: "1", username: "superadmin", name: "Budi Santoso", permissions: ["access:queue"] });

/** docs/product.md §8.1: the longest message a failed write's 'Error' toast says. */
const maybeSaved: ToastMessage = {
  id: "1",
  title: "Error",
  description:
    "The connection was lost before the server answered. The change may have been saved. Check the list in another tab before doing it again.",
  variant: "destructive",
};
const archived: ToastMessage = { id: "2", title: "Location archived" };

/**
 * A staff list's page in the staff frame: a screen of rows, then the pager's last control; and the app's toasts. The
 * sidebar closed, the toast comes over the page at the window's bottom right; open, it shows at the sidebar's foot.
 */
async function renderList(rowsHeight = 760, sidebarOpen = false) {
  window.history.replaceState(null, "", "/queues/locations");
  resetSidebarForTests(sidebarOpen);
  const frame = (toasts: ToastMessage[]) => (
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <Router>
          <AdminLayout>
            <h1>Konfigurasi Lokasi</h1>
            <div style={{ blockSize: `${rowsHeight}px` }} />
            {/* at the page's end edge, where the toast is: a row's 'Ubah', the pager's page size */}
            <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end" }}>
              <button type="button">Ubah Gudang Cakung</button>
              <button type="button">Baris per halaman</button>
            </div>
          </AdminLayout>
        </Router>
      </SessionContext.Provider>
      <ToastRegion toasts={toasts} label="Notifikasi (F8)" onDismiss={noop} onPause={noop} onResume={noop} />
    </QueryClientProvider>
  );
  const screen = await render(frame([]));
  await expect.element(screen.getByRole("heading", { name: "Konfigurasi Lokasi" })).toBeVisible();
  return { screen, show: (toast: ToastMessage) => screen.rerender(frame([toast])) };
}
const noop = () => undefined;

const toastTop = () => page.getByRole("alertdialog").element().getBoundingClientRect().top;
const bottomOf = (name: string) => page.getByRole("button", { name }).element().getBoundingClientRect().bottom;

// A row's control keeps the focus after its action (the switch just confirmed; a created row's link takes it,
// docs/product.md §2.12). Near the window's bottom edge, the toast that came after it covered it for its 5 s, and the
// room kept for a toast was a fixed 7rem, one short toast's: the 'Error' of a write that may have been saved, its
// message on three lines, is 155 px tall at 1280×800 (UX pass, session 46; docs/product.md §4.8).
for (const toast of [archived, maybeSaved]) {
  it(`at 1280×800 the focused control the toast '${toast.title}' comes over is scrolled just clear of it`, async () => {
    await page.viewport(1280, 800);
    const { show } = await renderList();
    const control = page.getByRole("button", { name: "Ubah Gudang Cakung" }).element() as HTMLElement;
    control.focus();
    window.scrollBy(0, control.getBoundingClientRect().bottom - (innerHeight - 8));
    expect(bottomOf("Ubah Gudang Cakung")).toBeGreaterThan(innerHeight - 20);
    await show(toast);
    await expect.element(page.getByRole("alertdialog")).toBeVisible();
    await expect.poll(() => bottomOf("Ubah Gudang Cakung") <= toastTop()).toBe(true);
    expect(document.activeElement).toBe(control);
  });
}

// the control is moved clear of a toast once, as it comes: a page the person scrolls after that stays where they put it
// when the window or the toast is resized (review, session 46)
it("moves the focused control clear of a toast once: a later resize leaves the page where the person scrolled it", async () => {
  await page.viewport(1280, 800);
  const { show } = await renderList();
  const control = page.getByRole("button", { name: "Ubah Gudang Cakung" }).element() as HTMLElement;
  control.focus();
  window.scrollBy(0, control.getBoundingClientRect().bottom - (innerHeight - 8));
  await show(maybeSaved);
  await expect.poll(() => bottomOf("Ubah Gudang Cakung") <= toastTop()).toBe(true);
  window.scrollBy(0, -60);
  expect(bottomOf("Ubah Gudang Cakung")).toBeGreaterThan(toastTop());
  const scrolled = window.scrollY;
  await page.viewport(1280, 790);
  await expect.poll(() => document.documentElement.clientHeight).toBe(790);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(window.scrollY).toBe(scrolled);
});

// The page's end, its pager's 'Baris per halaman' and 'Next', on the screen when a toast came over it, stayed under the
// toast, the focus elsewhere: a short list at its top under 'Location archived' (44 px of the page-size field), a long
// one scrolled to its end under an 'Error' (both controls, 1280×800, UX pass, session 49). The room kept below the page
// let the person scroll them out; the page now scrolls them clear as the toast comes, as it does a focused control.
for (const toast of [archived, maybeSaved]) {
  it(`at 1280×800 the page's last controls on the screen are scrolled just clear of the toast '${toast.title}'`, async () => {
    await page.viewport(1280, 800);
    const { show } = await renderList(600);
    // the focus on no control of the page's end: a row's switch above it keeps it, the heading a page arrived at takes
    // it (a frame after its render, src/admin-kit/page-focus.ts) and would be kept below the top bar
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    (document.activeElement as HTMLElement | null)?.blur();
    // the page's end 20 px above the window's: under a toast that comes
    window.scrollBy(0, bottomOf("Baris per halaman") - (innerHeight - 20));
    expect(bottomOf("Baris per halaman")).toBeLessThanOrEqual(innerHeight);
    await show(toast);
    await expect.element(page.getByRole("alertdialog")).toBeVisible();
    await expect.poll(() => bottomOf("Baris per halaman") <= toastTop()).toBe(true);
    expect(bottomOf("Ubah Gudang Cakung")).toBeLessThanOrEqual(toastTop());
  });
}

// At the window's bottom right a toast covered the row actions of the rows under it, pinned at the table's end edge,
// for its 5 s, and a pointer moved there to press one paused it (1280×800, session 51; docs/product.md §4.8). Beside
// the page, at the open sidebar's foot, it covers none of it: no room is kept below the page, nothing is moved.
it("at 1280×800 with the sidebar open a toast shows at the sidebar's foot, beside the page, which stays as it was", async () => {
  await page.viewport(1280, 800);
  const { show } = await renderList(760, true);
  const control = page.getByRole("button", { name: "Ubah Gudang Cakung" }).element() as HTMLElement;
  control.focus();
  window.scrollBy(0, control.getBoundingClientRect().bottom - (innerHeight - 8));
  const scrolled = window.scrollY;
  await show(maybeSaved);
  const toast = page.getByRole("alertdialog");
  await expect.element(toast).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" }).element().getBoundingClientRect();
  const main = document.querySelector("main")!.getBoundingClientRect();
  await expect.poll(() => toast.element().getBoundingClientRect().right).toBeLessThanOrEqual(main.left);
  const box = toast.element().getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(sidebar.left);
  expect(box.bottom).toBeLessThanOrEqual(innerHeight);
  await expect.poll(() => document.documentElement.style.getPropertyValue("--staff-toast-room")).toBe("0px");
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(window.scrollY).toBe(scrolled);
  expect(document.activeElement).toBe(control);
});
