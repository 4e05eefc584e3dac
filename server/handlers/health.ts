import type { Resolvers } from "./route";

/**
 * GET /health (docs/deploy.md, "Running the server"): the process answers and its database does (one round trip;
 * when it cannot be reached, the store's StoreUnavailable is the 503 + Retry-After every route answers), with its
 * store and migration. A load balancer takes a process whose database is away out of rotation.
 */
export const healthResolvers: Resolvers = {
  async health({ server, ok }) {
    await server.store.ping();
    return ok({ status: "ok", store: server.store.kind, migration: server.migration });
  },
};
