import { describe, expect, it, vi } from "vitest";
import { preloadScreen, registerScreenLoader } from "./screen-preload";

describe("screen preload", () => {
  it("loads a registered screen once, and nothing for an unknown path", async () => {
    const load = vi.fn(async () => ({}));
    registerScreenLoader("/next", load);
    await preloadScreen("/next");
    await preloadScreen("/next");
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloadScreen("/unknown")).toBeUndefined();
  });

  it("may try again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({});
    registerScreenLoader("/flaky", load);
    await preloadScreen("/flaky");
    await preloadScreen("/flaky");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
