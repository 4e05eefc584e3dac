import { lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { importInStages } from "../lib/next-task";
import { AppErrorBoundary, crashTexts } from "./error-boundary";

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
}

describe("the app's fallback after an unexpected error (docs/product.md §8)", () => {
  it("says what to do in plain Indonesian and never shows the technical message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const screen = await render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await expect.element(screen.getByRole("heading", { name: crashTexts.title })).toBeVisible();
    await expect.element(screen.getByText(crashTexts.text)).toBeVisible();
    await expect.element(screen.getByRole("button", { name: crashTexts.reload })).toBeVisible();
    expect(screen.container.textContent).not.toContain("Cannot read properties");
    // the error is kept for the developer, in the console
    expect(logged.mock.calls.some((call) => call.some((arg) => arg instanceof TypeError))).toBe(true);
    logged.mockRestore();
  });

  it("is what a lazy page shows when a stage of its staged load fails (the registration page's load.ts)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Page = lazy(() =>
      importInStages([
        () => Promise.resolve({}),
        () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
        () => Promise.resolve({ default: () => <p>Pendaftaran</p> }),
      ]),
    );
    const screen = await render(
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </AppErrorBoundary>,
    );
    await expect.element(screen.getByRole("button", { name: crashTexts.reload })).toBeVisible();
    expect(screen.container.textContent).not.toContain("Pendaftaran");
    logged.mockRestore();
  });
});
