import { Suspense, type ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { AppErrorBoundary, crashTexts } from "./error-boundary";
import { retryableLazy } from "./retryable-lazy";
import { ScreenLoadBoundary, screenOfflineTexts } from "./screen-load-boundary";
import { startFailureTexts } from "./start-failure-notice";

/** The browser's online state as the test sets it (Chromium's own is the machine's). */
let online = true;
Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event("online"));
};
afterEach(() => {
  online = true;
});

/** What Chromium rejects a dynamic import with when the file does not arrive. */
const chunkFailure = () => new TypeError("Failed to fetch dynamically imported module: /assets/registration-x.js");
const Registration: ComponentType = () => <h1>Pendaftaran</h1>;

/** As src/app/router.tsx puts a citizen route's screen: inside the app's fallback, the load boundary, Suspense. */
function renderRoute(Screen: ComponentType) {
  return render(
    <AppErrorBoundary>
      <ScreenLoadBoundary isPage>
        <Suspense fallback={<p>loading...</p>}>
          <Screen />
        </Suspense>
      </ScreenLoadBoundary>
    </AppErrorBoundary>,
  );
}

describe("a route's screen whose code did not arrive (docs/product.md §2.2, §8.5)", () => {
  it("offline, says it is the connection, asks once, and opens by itself when the phone is back online", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    online = false;
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue(Registration);
    const screen = await renderRoute(retryableLazy(load));

    await expect.element(screen.getByText(screenOfflineTexts.title)).toBeVisible();
    await expect.element(screen.getByText(screenOfflineTexts.text)).toBeVisible();
    expect(screen.getByRole("main").getByRole("alert").query()).not.toBeNull();
    // nothing to press offline (a reload would show the browser's own error page), not the app's crash words
    expect(screen.getByRole("button").query()).toBeNull();
    expect(screen.container.textContent).not.toContain(crashTexts.title);
    // not asked again and again while there is no signal (React renders a failed tree twice)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledTimes(1);

    goOnline();
    await expect.element(screen.getByRole("heading", { name: "Pendaftaran" })).toBeVisible();
    expect(screen.container.textContent).not.toContain(screenOfflineTexts.title);
    expect(load).toHaveBeenCalledTimes(2);
  });

  // the 'online' event can come before the connection carries requests: the retry right after it failed, and the page
  // stayed on 'Muat ulang' (an e2e journey under load, session 46)
  it("back online, a retry that fails at once is made once more 2 s later, and the screen opens", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    online = false;
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue(Registration);
    const screen = await renderRoute(retryableLazy(load));
    await expect.element(screen.getByText(screenOfflineTexts.title)).toBeVisible();
    goOnline();
    await expect.element(screen.getByText(startFailureTexts.title)).toBeVisible();
    await expect.element(screen.getByRole("heading", { name: "Pendaftaran" }), { timeout: 4_000 }).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("with a signal, says the page did not load and offers 'Muat ulang' (a new deploy may have replaced the file)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const screen = await renderRoute(retryableLazy(() => Promise.reject(chunkFailure())));
    await expect.element(screen.getByText(startFailureTexts.title)).toBeVisible();
    await expect.element(screen.getByText(startFailureTexts.text)).toBeVisible();
    await expect.element(screen.getByRole("button", { name: startFailureTexts.reload })).toBeVisible();
    expect(screen.container.textContent).not.toContain(crashTexts.title);
  });

  it("goes offline after the failure: the connection's words, then the screen once back online", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue(Registration);
    const screen = await renderRoute(retryableLazy(load));
    await expect.element(screen.getByRole("button", { name: startFailureTexts.reload })).toBeVisible();
    online = false;
    window.dispatchEvent(new Event("offline"));
    await expect.element(screen.getByText(screenOfflineTexts.title)).toBeVisible();
    goOnline();
    await expect.element(screen.getByRole("heading", { name: "Pendaftaran" })).toBeVisible();
  });

  it("failed offline and left, opens on a later visit once back online, when no 'online' event reached it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    online = false;
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue(Registration);
    const Screen = retryableLazy(load);
    const first = await renderRoute(Screen);
    await expect.element(first.getByText(screenOfflineTexts.title)).toBeVisible();
    await first.unmount();
    // back online while the citizen is on another page: nothing of this screen hears the event
    goOnline();
    const again = await renderRoute(Screen);
    await expect.element(again.getByRole("heading", { name: "Pendaftaran" })).toBeVisible();
    expect(again.container.textContent).not.toContain(startFailureTexts.reload);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("failed with a signal, is not asked for again on a later visit (no loop): 'Muat ulang'", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValue(chunkFailure());
    const Screen = retryableLazy(load);
    const first = await renderRoute(Screen);
    await expect.element(first.getByRole("button", { name: startFailureTexts.reload })).toBeVisible();
    await first.unmount();
    const again = await renderRoute(Screen);
    await expect.element(again.getByRole("button", { name: startFailureTexts.reload })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("inside an English staff screen, its Indonesian words say lang='id' (a reader speaks them as Indonesian)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    online = false;
    const Screen = retryableLazy(() => Promise.reject(chunkFailure()));
    // as the staff frame puts a screen: inside its <main lang="en"> (src/app/admin-layout.tsx)
    const screen = await render(
      <main lang="en">
        <ScreenLoadBoundary>
          <Suspense fallback={<p>loading...</p>}>
            <Screen />
          </Suspense>
        </ScreenLoadBoundary>
      </main>,
    );
    const title = screen.getByText(screenOfflineTexts.title);
    await expect.element(title).toBeVisible();
    expect(title.element().closest("[lang]")?.getAttribute("lang")).toBe("id");
  });

  it("leaves any other error to the app's fallback", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Broken = retryableLazy(async () => (): never => {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    });
    const screen = await renderRoute(Broken);
    await expect.element(screen.getByRole("heading", { name: crashTexts.title })).toBeVisible();
    expect(screen.container.textContent).not.toContain(startFailureTexts.title);
  });
});
