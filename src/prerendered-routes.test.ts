import { describe, expect, it } from "vitest";
import { appPath, isPrerendered } from "./prerendered-routes";

describe("which paths hydrate the HTML the build rendered (ADR 810)", () => {
  it("the three citizen pages, with or without a trailing slash", () => {
    for (const path of ["/", "/queue-registration", "/queue-registration/", "/queue-status"])
      expect(isPrerendered(path, "/")).toBe(true);
  });

  it("every other page is built in the browser", () => {
    for (const path of ["/login", "/queues", "/queue-registration/x", "/queue-statuses"])
      expect(isPrerendered(path, "/")).toBe(false);
  });

  it("under a base path, the path inside the app decides", () => {
    expect(isPrerendered("/antrean/", "/antrean/")).toBe(true);
    expect(isPrerendered("/antrean", "/antrean/")).toBe(true);
    expect(isPrerendered("/antrean/queue-status", "/antrean/")).toBe(true);
    expect(isPrerendered("/queue-status", "/antrean/")).toBe(false);
    expect(isPrerendered("/antreanx/queue-status", "/antrean/")).toBe(false);
    expect(appPath("/antrean/queues/7", "/antrean/")).toBe("/queues/7");
  });
});
