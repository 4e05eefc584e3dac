/**
 * The one way admin pages read a record's key from the route (`/…/:id`): a number for most records, the text as
 * it stands for users (their username). A numeric key that is not a positive id becomes 0, which no record has,
 * so the API answers 404 and the page shows 'not found'.
 */
export type RecordKeyKind = "number" | "text";

export function recordId(param: string | undefined): number {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0;
}

export function recordKey(param: string | undefined, kind: RecordKeyKind): number | string {
  return kind === "number" ? recordId(param) : (param ?? "");
}

/**
 * How a resource's route names its records: read from the route one way (as `recordKey`) and taken from a record, in
 * the key's own type, which the resource's record query and edit take.
 */
export type RecordKey<T, R extends number | string> = { read: (param: string | undefined) => R; of: (record: T) => R };

/** The numeric `id` most records go by. */
export const numericKey: RecordKey<{ id: number }, number> = { read: recordId, of: (record) => record.id };

/** A text a record goes by, as it stands (users: their username). */
export function textKey<T>(of: (record: T) => string): RecordKey<T, string> {
  return { read: (param) => param ?? "", of };
}

/** A record's path segment: `/users/rudi.hartono`, `/queues/locations/3`. */
export function recordPath(listPath: string, key: number | string): string {
  return `${listPath}/${encodeURIComponent(String(key))}`;
}

/** Checked ids (checkbox values) as numbers, unique and ascending: the contract's `roles` / `permissions` arrays. */
export function idsOf(values: readonly string[]): number[] {
  return [...new Set(values.map(Number))].sort((a, b) => a - b);
}
