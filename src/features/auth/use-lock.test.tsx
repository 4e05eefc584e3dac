import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { useLock } from "./use-lock";

function Lock() {
  const [secondsLeft, lockFor] = useLock();
  return (
    <>
      <p>{secondsLeft === null ? "open" : `locked ${secondsLeft}`}</p>
      <button type="button" onClick={() => lockFor(3)}>
        lock
      </button>
    </>
  );
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

it("counts a lock down each second and opens when it ends", async () => {
  const screen = await render(<Lock />);
  await expect.element(screen.getByText("open")).toBeVisible();
  await screen.getByRole("button", { name: "lock" }).click();
  await expect.element(screen.getByText("locked 3")).toBeVisible();
  await vi.advanceTimersByTimeAsync(1000);
  await expect.element(screen.getByText("locked 2")).toBeVisible();
  await vi.advanceTimersByTimeAsync(1000);
  await expect.element(screen.getByText("locked 1")).toBeVisible();
  await vi.advanceTimersByTimeAsync(1000);
  await expect.element(screen.getByText("open")).toBeVisible();
  // a new lock starts its own count
  await screen.getByRole("button", { name: "lock" }).click();
  await expect.element(screen.getByText("locked 3")).toBeVisible();
});
