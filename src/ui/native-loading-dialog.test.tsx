import { afterEach, expect, it, vi } from "vitest";
import { cdp } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LOADING_SPINNER_DELAY_MS, NativeLoadingDialog } from "./native-loading-dialog";

afterEach(() => {
  vi.useRealTimers();
});

// issue 38 (docs/performance.md, session 27): the panel shows 'Loading' at once and its spinner only after the delay,
// in the place kept for it, so a fast answer shows no motion and the text does not move when the spinner comes
it("draws its spinner only after the delay, where its place was kept, the text and name unchanged", async () => {
  vi.useFakeTimers();
  const screen = await render(<NativeLoadingDialog isOpen text="Loading" detail="Memuat daftar lokasi…" />);
  const dialog = screen.getByRole("dialog", { name: "Loading" });
  await expect.element(dialog).toBeVisible();
  const text = screen.getByText("Loading", { exact: true }).element();
  const textLeft = text.getBoundingClientRect().left;
  expect(dialog.element().querySelector("svg")).toBeNull();

  await vi.advanceTimersByTimeAsync(LOADING_SPINNER_DELAY_MS - 1);
  expect(dialog.element().querySelector("svg")).toBeNull();

  await vi.advanceTimersByTimeAsync(1);
  await expect.poll(() => dialog.element().querySelector("svg")).not.toBeNull();
  expect(text.getBoundingClientRect().left).toBe(textLeft);
  await expect.element(screen.getByRole("status")).toHaveTextContent("Memuat daftar lokasi…");
});

it("turns in steps, ten turns a cycle, and stands still with reduced motion asked for", async () => {
  vi.useFakeTimers();
  const screen = await render(<NativeLoadingDialog isOpen text="Loading" />);
  await vi.advanceTimersByTimeAsync(LOADING_SPINNER_DELAY_MS);
  await expect.poll(() => screen.container.querySelector("svg")).not.toBeNull();
  const style = getComputedStyle(screen.container.querySelector("svg")!);
  expect(style.animationTimingFunction).toBe("steps(80)");
  expect(style.animationDuration).toBe("8s");

  const reduced = [{ name: "prefers-reduced-motion", value: "reduce" }];
  await cdp().send("Emulation.setEmulatedMedia", { features: reduced });
  try {
    // theme.css.ts: every animation ends at once, so the arc stands at its end (a whole number of turns)
    expect([style.animationDuration, style.animationIterationCount]).toEqual(["1e-05s", "1"]);
  } finally {
    await cdp().send("Emulation.setEmulatedMedia", { features: [] });
  }
});
