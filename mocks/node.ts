import { setupServer } from "msw/node";
import { createBackend, type BackendOptions } from "./backend";
import { controlOf, type MockControl } from "./control";
import { apiTransport } from "./transport";

export { createBackend, type BackendOptions } from "./backend";
export type { MockControl } from "./control";

export type MockServer = MockControl & {
  /** msw's node server: `listen()` in beforeAll, `close()` in afterAll. */
  server: ReturnType<typeof setupServer>;
};

/** A seeded backend behind msw's `setupServer`, for vitest (fetch `http://localhost/api/v1/...`) and scripts. */
export async function createMockServer(options: BackendOptions = {}): Promise<MockServer> {
  const backend = await createBackend(options);
  return { ...controlOf(backend), server: setupServer(apiTransport(backend.api)) };
}
