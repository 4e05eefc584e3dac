import { afterEach, expect, it, vi } from "vitest";

// The staff part is imported on its first call (ADR 102). A load that fails — its file gone after a redeploy, the
// demo's page offline — must not be kept: the next staff call tries again (the citizen's part never waits on it).

afterEach(() => {
  vi.doUnmock("./staff-resolvers");
  vi.doUnmock("../../contract/staff-schemas");
  vi.resetModules();
});

it("tries the staff resolvers' load again after one failed", async () => {
  let gone = true;
  vi.resetModules();
  vi.doMock("./staff-resolvers", async (original) => {
    if (gone) throw new Error("the staff part's file is gone");
    return await original();
  });
  const { resolverOf } = await import("./index");
  expect(await resolverOf("guestLocations")).toBeTypeOf("function");
  await expect(resolverOf("userList")).rejects.toThrow();
  gone = false;
  expect(await resolverOf("userList")).toBeTypeOf("function");
});

it("tries the staff schemas' load again after one failed", async () => {
  let gone = true;
  vi.resetModules();
  vi.doMock("../../contract/staff-schemas", async (original) => {
    if (gone) throw new Error("the staff schemas' file is gone");
    return await original();
  });
  const { endpointOf } = await import("../../contract/endpoint-of");
  expect((await endpointOf("guestLocations")).path).toBeTruthy();
  await expect(endpointOf("userList")).rejects.toThrow();
  gone = false;
  expect((await endpointOf("userList")).path).toBeTruthy();
});
