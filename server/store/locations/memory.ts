import type { LocationCreateBody, LocationEditBody } from "../../../contract";
import { createdAudit, updatedAudit } from "../../rules/audit";
import { checkUnique } from "../../rules/uniqueness";
import type { Change, PageRequest } from "../basics";
import { presentLocation } from "../memory/present";
import { containsMatcher, orderBy } from "../memory/query";
import { atomic, presentById, pageOf, setActive, type MemoryScope } from "../memory/scope";
import { definedOf } from "../values";
import { newLocationColumns, type LocationsRepository } from "./repository";

/** Locations in memory. */
export class MemoryLocations implements LocationsRepository {
  constructor(private readonly scope: MemoryScope) {}

  async list({ name }: { name?: string | undefined }, page: PageRequest) {
    const { db } = this.scope;
    const matchesName = containsMatcher(name);
    return pageOf(db, "locations", page, (row) => presentLocation(db, row), {
      where: (row) => !matchesName || matchesName(row.name),
      orderBy: orderBy("id"),
    });
  }

  async get(id: number) {
    const { db } = this.scope;
    return presentById(db, "locations", id, (row) => presentLocation(db, row));
  }

  create(values: LocationCreateBody, change: Change) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const refusal = checkUnique(db.all("locations"), "code", values.code);
      if (refusal) return refusal;
      const row = await db.insertNew("locations", { ...newLocationColumns(values), ...createdAudit(change.now, change.actorId) });
      return presentLocation(db, row);
    });
  }

  edit(id: number, values: LocationEditBody, change: Change) {
    const { db } = this.scope;
    return atomic(this.scope, async () => {
      const row = db.byId("locations", id);
      if (!row) return null;
      const refusal = checkUnique(db.all("locations"), "code", values.code, row.id);
      if (refusal) return refusal;
      const updated = await db.update("locations", row, {
        ...definedOf(values, "name", "code", "description"),
        ...updatedAudit(change.now, change.actorId),
      });
      return presentLocation(db, updated);
    });
  }

  setActive(id: number, active: boolean, change: Change) {
    return setActive(this.scope, "locations", id, active, change, presentLocation);
  }
}
