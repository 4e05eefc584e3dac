import type { Resolvers } from "./route";

/** GET /health (docs/deploy.md, "Running the server"): the process answers, with its store and migration. */
export const healthResolvers: Resolvers = {
  health({ server, ok }) {
    return ok({ status: "ok", store: server.store.kind, migration: server.migration });
  },
};
