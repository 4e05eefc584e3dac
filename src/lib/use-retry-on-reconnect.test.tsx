import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { useRetryOnReconnect } from "./use-retry-on-reconnect";

function Probe({ failed, retry }: { failed: boolean; retry: () => void }) {
  useRetryOnReconnect(failed, retry);
  return <p>{failed ? "failed" : "fine"}</p>;
}

const backOnline = () => window.dispatchEvent(new Event("online"));

describe("useRetryOnReconnect", () => {
  it("retries once per 'online' event while failed, never on a render, and stops once it is no longer failed", async () => {
    const retry = vi.fn();
    const screen = await render(<Probe failed retry={retry} />);
    await screen.rerender(<Probe failed retry={retry} />);
    expect(retry).not.toHaveBeenCalled();
    backOnline();
    backOnline();
    expect(retry).toHaveBeenCalledTimes(2);
    await screen.rerender(<Probe failed={false} retry={retry} />);
    backOnline();
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it("does nothing on the event when nothing failed, nor after unmounting", async () => {
    const retry = vi.fn();
    const screen = await render(<Probe failed={false} retry={retry} />);
    backOnline();
    await screen.rerender(<Probe failed retry={retry} />);
    await screen.unmount();
    backOnline();
    expect(retry).not.toHaveBeenCalled();
  });
});
