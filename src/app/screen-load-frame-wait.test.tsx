import { Suspense, type ComponentType } from "react";
import { expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { retryableLazy } from "./retryable-lazy";
import { ScreenLoadBoundary } from "./screen-load-boundary";
import { startFailureTexts } from "./start-failure-notice";

// the citizen frame's code on a weak signal: it comes after 2.5 s
vi.mock("../ui/public-frame", async () => {
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  return vi.importActual("../ui/public-frame");
});

// a citizen page whose code did not arrive shows its notice in the citizen frame, whose code it asks for then: on a
// weak signal (how the page's own code failed) that could leave the page blank for as long as the fetch hung (review,
// session 46; docs/product.md §8.5)
it("a citizen page's notice shows alone, and stays so, when the citizen frame's code does not come within a moment", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Failing: ComponentType = retryableLazy(() =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/registration-x.js")),
  );
  const screen = await render(
    <ScreenLoadBoundary isPage citizenFrame>
      <Suspense fallback={<p>loading...</p>}>
        <Failing />
      </Suspense>
    </ScreenLoadBoundary>,
  );
  await expect.element(screen.getByText(startFailureTexts.title), { timeout: 3_000 }).toBeVisible();
  expect(screen.getByRole("main").query()).not.toBeNull();
  // and stays alone once the frame's code has come: in the frame a second time, a screen reader would hear it twice
  await import("../ui/public-frame");
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(screen.getByRole("banner").query()).toBeNull();
  expect(screen.getByRole("alert").elements()).toHaveLength(1);
});
