import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { ListAnswer } from "./resource";
import type { RecordKey } from "./record-id";

/** What of a resource the saved record is written into: its key, its lists' queries and its record's query. */
export type SavedRecordPlaces<T, L extends ListAnswer, R extends number | string> = {
  key: RecordKey<T, R>;
  list: { queryKeyPrefix: QueryKey; rows: (answer: L) => readonly T[] };
  detail?: { query: (key: R) => { queryKey: QueryKey } };
};

/**
 * An edit's saved record shown at once in the lists react-query keeps that hold it, and in its record's query if kept,
 * before the save's invalidation refetches them (use-admin-mutation.ts): a list gone back to after the save showed the
 * record's old values, and gave the focus to its row's link under its old name ('Edit Rak Minyak'), until its refetch
 * answered, 0.3–1 s on the demo (UX pass, session 50; docs/product.md §2.12).
 *
 * What is shown is the server's answer to the update (every edit answers with the record: contract/staff-schemas.ts),
 * over the cached row: a field the answer lacks keeps what the row showed until the refetch. Only the rows whose key
 * is `edited` (the record's key before the save) change; the list's order and which rows it holds (the saved values
 * may no longer match its filter) are the refetch's, and a list or record without it is left as it is. The record's
 * query is written only when the save kept its key: under a changed username the record is at another address, not
 * kept yet, and the old address's query is the refetch's.
 */
export function showSavedRecord<T, L extends ListAnswer, R extends number | string>(
  queryClient: QueryClient,
  resource: SavedRecordPlaces<T, L, R>,
  edited: R,
  saved: T,
) {
  // an answer without the record (none the contract has) leaves the cache to the refetch
  if (typeof saved !== "object" || saved === null) return;
  const keyOf = resource.key.of;
  queryClient.setQueriesData<L>({ queryKey: resource.list.queryKeyPrefix }, (answer) =>
    answer === undefined ? undefined : withRowSaved(answer, resource.list.rows, (row) => keyOf(row) === edited, saved),
  );
  if (resource.detail && keyOf(saved) === edited) {
    // undefined (not kept) stays so: setQueryData writes nothing for it
    queryClient.setQueryData<T>(resource.detail.query(edited).queryKey, (record) =>
      record === undefined ? undefined : { ...record, ...saved },
    );
  }
}

/**
 * The list answer with its edited row replaced by the saved record over it, or undefined (nothing to write) when no row
 * is the edited record or its rows are not one of its own fields (`rows` reads `answer.queue_locations`, the contract's
 * list envelope: contract/envelopes.ts `listEnvelope`).
 */
function withRowSaved<L extends ListAnswer, T>(
  answer: L,
  rowsOf: (answer: L) => readonly T[],
  isEdited: (row: T) => boolean,
  saved: T,
): L | undefined {
  const rows = rowsOf(answer);
  if (!rows.some(isEdited)) return undefined;
  const field = Object.keys(answer).find((name) => answer[name as keyof L] === rows);
  if (field === undefined) return undefined;
  return { ...answer, [field]: rows.map((row) => (isEdited(row) ? { ...row, ...saved } : row)) };
}
