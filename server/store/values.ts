/** The fields of `values` among `keys` that are given (not undefined): an edit changes only those (both stores). */
export function definedOf<T extends object, K extends keyof T>(values: T, ...keys: K[]): { [P in K]?: Exclude<T[P], undefined> } {
  const given: { [P in K]?: Exclude<T[P], undefined> } = {};
  for (const key of keys) if (values[key] !== undefined) given[key] = values[key] as Exclude<T[K], undefined>;
  return given;
}

/** The fields of `values` among `keys` (a row's columns from a record that has more). */
export function pick<T extends object, K extends keyof T>(values: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<T, K>;
}
