import { useState } from "react";

type Values = Record<string, string | number>;

export interface FilterDraft<V extends Values> {
  /** What the bar's fields show: the applied filters until a field is changed. */
  draft: V;
  set<K extends keyof V>(key: K, value: V[K]): void;
  /** 'Reset': every field back to `cleared`, and the applied filters cleared (`resetApplied`, the list's `resetFilters`). */
  reset(): void;
}

/**
 * The values a filter bar's fields show before 'Cari' applies them. The draft belongs to the applied filters it
 * started from: when they change (Cari, Reset, Back) it is those filters again, in the same form. Remounting the
 * bar instead (a `key` of the applied filters) threw away the focused button, so 'Cari' or 'Reset' pressed from the
 * keyboard left focus on the page's body; and a Reset with nothing applied left a chosen but unapplied value in its
 * field (UX pass s32; docs/product.md §2.12).
 */
export function useFilterDraft<V extends Values>(applied: V, cleared: V, resetApplied: () => void): FilterDraft<V> {
  const appliedKey = JSON.stringify(applied);
  const [edit, setEdit] = useState({ of: appliedKey, draft: applied });
  // the applied filters changed (Cari, Reset, Back): the fields show them, and an edit of earlier ones is dropped, so
  // Back to filters edited before does not bring that edit back (React's state adjusted while rendering)
  if (edit.of !== appliedKey) setEdit({ of: appliedKey, draft: applied });
  const draft = edit.of === appliedKey ? edit.draft : applied;
  return {
    draft,
    set: (key, value) => setEdit((current) => ({ of: current.of, draft: { ...current.draft, [key]: value } })),
    reset: () => {
      setEdit((current) => ({ of: current.of, draft: cleared }));
      resetApplied();
    },
  };
}
