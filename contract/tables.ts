/**
 * One table joined from several, each name in exactly one of them. An object spread lets a later table's entry replace
 * an earlier one's without a word (a staff schema or a resource's resolver answering for another's route): here a name
 * in two tables stops the module that joins them, naming both (the contract's schemas, the server's resolvers).
 */
export function joinTables<Tables extends Record<string, object>>(tables: Tables): AllOf<Tables[keyof Tables]> {
  const owner = new Map<string, string>();
  for (const [table, entries] of Object.entries(tables))
    for (const name of Object.keys(entries)) {
      const first = owner.get(name);
      if (first) throw new Error(`"${name}" is in both the ${first} and the ${table} table`);
      owner.set(name, table);
    }
  return Object.assign({}, ...Object.values(tables)) as AllOf<Tables[keyof Tables]>;
}

/** The tables' entries together: `{ a } | { b }` → `{ a } & { b }`. */
type AllOf<Union> = (Union extends unknown ? (table: Union) => void : never) extends (table: infer All) => void ? All : never;
