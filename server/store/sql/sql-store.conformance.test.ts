import { afterAll } from "vitest";
import { storeConformance } from "../store-conformance";
import { SqlStore } from "./sql-store";
import { testTargets } from "./testing";

// The memory store's conformance suite on the SQL store: on PGlite always, on PostgreSQL when DATABASE_URL is set.
for (const target of testTargets()) {
  const opened: SqlStore[] = [];
  storeConformance(target.kind, async () => {
    const store = new SqlStore(await target.open());
    opened.push(store);
    return store;
  });
  afterAll(() => Promise.all(opened.map((store) => store.close())));
}
