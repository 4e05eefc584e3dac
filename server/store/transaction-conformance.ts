import { describe, expect, it } from "vitest";
import { isViolation } from "../rules/violation";
import { change, CONFORMANCE_NOW, PICKUP_DATE, person, type ConformanceContext } from "./conformance-kit";
import { RegisterInTransaction, type TicketsRepository } from "./tickets/repository";

const ALL = { page: 1, size: 100 };

/** The caller's transaction's part of the conformance suite (./store-conformance.ts): whole or not at all (store.ts). */
export function transactionConformance(context: ConformanceContext): void {
  describe("transaction", () => {
    const named = async (name: string) => (await context.store.locations.list({ name }, ALL)).total;

    it("takes back every step when the caller throws: inserts, updates and deletes", async () => {
      const { store } = context;
      const kept = await store.locations.create({ name: "Pasar Tetap", code: "TTP" }, change);
      if (isViolation(kept)) throw new Error(kept.message);
      const dayOff = await store.daysOff.create({ location_id: kept.id, date: PICKUP_DATE, details: "Rapat" }, change);
      if (isViolation(dayOff)) throw new Error(dayOff.message);
      const gaveUp = store.transaction(async ({ locations, daysOff }) => {
        await locations.create({ name: "Pasar Batal", code: "BTL" }, change);
        await locations.edit(kept.id, { name: "Pasar Berubah" }, change);
        await daysOff.delete(dayOff.id);
        throw new Error("the caller gives up");
      });
      await expect(gaveUp).rejects.toThrow("the caller gives up");
      expect(await named("Pasar Batal")).toBe(0);
      expect(await store.locations.get(kept.id)).toMatchObject({ name: "Pasar Tetap", code: "TTP" });
      expect(await store.daysOff.get(dayOff.id)).toMatchObject({ date: PICKUP_DATE, details: "Rapat" });
      // what was taken back is gone for good: the code is free again
      expect(await store.locations.create({ name: "Pasar Batal", code: "BTL" }, change)).toMatchObject({ code: "BTL" });
    });

    it("takes back the steps before a Violation the caller answers", async () => {
      const outcome = await context.store.transaction(async ({ locations }) => {
        const first = await locations.create({ name: "Pasar Dua", code: "DUA" }, change);
        if (isViolation(first)) return first;
        return locations.create({ name: "Pasar Dua Lagi", code: "dua" }, change);
      });
      expect(outcome).toMatchObject({ status: 409, code: "DUPLICATE", errors: { code: expect.any(String) } });
      expect(await named("Pasar Dua")).toBe(0);
    });

    it("answers a unique index that fires inside as its Violation, one transaction winning", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          context.store.transaction(({ locations }) => locations.create({ name: `Pasar Tx ${i}`, code: "TXR" }, change)),
        ),
      );
      expect(outcomes.filter((outcome) => "id" in outcome)).toHaveLength(1);
      for (const outcome of outcomes.filter((candidate) => !("id" in candidate)))
        expect(outcome).toMatchObject({ status: 409, code: "DUPLICATE", errors: { code: expect.any(String) } });
    });

    it("is not handed register, and register reached anyway throws at once", async () => {
      const sessionId = await context.sessionWith(5, "07:00:00");
      const request = { body: person(sessionId, 900), now: CONFORMANCE_NOW, uuid: context.uuid(), idempotency: null };
      const attempt = context.store.transaction(async ({ tickets }) => {
        // @ts-expect-error -- a transaction's tickets have no register (store.ts TransactionRepositories)
        const register: TicketsRepository["register"] = tickets.register;
        return register.call(tickets, request);
      });
      await expect(attempt).rejects.toThrow(RegisterInTransaction);
      expect(await context.store.tickets.forKjp(request.body.no_kjp, PICKUP_DATE)).toEqual([]);
    });
  });
}
