import { beforeAll, describe } from "vitest";
import { ConformanceContext } from "./conformance-kit";
import { daysOffConformance } from "./days-off/conformance";
import { locationsConformance } from "./locations/conformance";
import { rejectionReasonsConformance } from "./rejection-reasons/conformance";
import { sessionsConformance } from "./sessions/conformance";
import { signInConformance } from "./sign-in/conformance";
import type { Store } from "./store";
import { ticketsConformance } from "./tickets/conformance";
import { transactionConformance } from "./transaction-conformance";
import { usersConformance } from "./users/conformance";

/**
 * What every store must do the same way (server/store/store.ts), as vitest suites: a store's own test file calls
 * `storeConformance("memory", () => new MemoryStore())`, and a SQL store the same with its own factory, so both are
 * held to one set of answers (docs/decisions/102-mock-routing.md). Each resource's part lives beside its repository
 * (`<resource>/conformance.ts`). Each suite starts from the demo data at a Tuesday 10:00 WIB (pickup Wednesday
 * 2026-03-11) and creates what it races on, so it does not depend on seeded counts.
 */
export function storeConformance(name: string, makeStore: () => Store | Promise<Store>): void {
  describe(`store conformance: ${name}`, () => {
    const context = new ConformanceContext();
    beforeAll(async () => context.open(await makeStore()), 60_000);
    ticketsConformance(context);
    locationsConformance(context);
    sessionsConformance(context);
    daysOffConformance(context);
    rejectionReasonsConformance(context);
    usersConformance(context);
    signInConformance(context);
    transactionConformance(context);
  });
}
