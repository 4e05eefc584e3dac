import { afterEach, expect, it, vi } from "vitest";
import { serverSettingsFromEnv } from "./settings";

// The Node server loads the API's staff part before it listens (server/handlers/index.ts loadStaffPart): a staff
// part that cannot load — a file missing after a deploy — stops the start, instead of failing a staff member's
// first call while the citizens' calls answer.

const settings = () =>
  serverSettingsFromEnv({ STORE: "memory", SERVE_SITE: "0", PORT: "0", HOST: "127.0.0.1", MOCK_TICKETS: "0", QUIET: "1" });

afterEach(() => {
  vi.doUnmock("../handlers/staff-resolvers");
  vi.doUnmock("../../contract/staff-schemas");
  vi.resetModules();
});

it.each([
  ["resolvers", "../handlers/staff-resolvers"],
  ["schemas", "../../contract/staff-schemas"],
])("does not start when the staff %s cannot load", async (_, file) => {
  vi.resetModules();
  vi.doMock(file, () => {
    throw new Error("the staff part's file is gone");
  });
  const { startServer } = await import("./server");
  // vitest reports a mock factory's throw as its own error, with the factory's as the cause
  await expect(startServer(settings())).rejects.toMatchObject({ cause: { message: "the staff part's file is gone" } });
});

it("answers a staff route at once after the start: its part is loaded already", async () => {
  vi.resetModules();
  let loaded = false;
  vi.doMock("../handlers/staff-resolvers", async (original) => {
    loaded = true;
    return await original();
  });
  const { startServer } = await import("./server");
  const server = await startServer(settings());
  try {
    expect(loaded).toBe(true);
    const response = await fetch(`${server.url}/api/v1/users/`);
    expect(response.status).toBe(401);
  } finally {
    await server.close();
  }
});
