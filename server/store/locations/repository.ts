import type { Location, LocationCreateBody, LocationEditBody } from "../../../contract";
import type { Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";

/** Locations (markets), each with its days off (docs/product.md §14). */
export interface LocationsRepository {
  /** By id; `name` contains, case-insensitive. */
  list(filter: { name?: string | undefined }, page: PageRequest): Promise<Page<Location>>;
  get(id: number): Promise<Location | null>;
  /** Active. Refuses a taken code (409 DUPLICATE on `code`, `checkUnique`). */
  create(values: LocationCreateBody, change: Change): Promise<Location | Violation>;
  /** Only the given fields. null if none; then a code taken by another location → 409. */
  edit(id: number, values: LocationEditBody, change: Change): Promise<Location | null | Violation>;
  /** Archive (false) or activate (true); repeating it changes nothing (not even the audit fields). */
  setActive(id: number, active: boolean, change: Change): Promise<Location | null>;
}

/** A new location's columns, as both stores keep them: active, no description as null. */
export function newLocationColumns(values: LocationCreateBody) {
  return { name: values.name, code: values.code, description: values.description ?? null, is_active: true };
}
