import { useCallback, useEffect, useMemo } from "react";
import { errorText } from "../api/errors";
import type { ScreenLanguage } from "../lib/screen-language";
import { useLocation, useSearch } from "wouter";
import {
  activeFilters,
  parseListParams,
  serializeListParams,
  type FilterDefaults,
  type FilterValues,
  type ListParamsOptions,
  type ListState,
} from "./list-params";
import { isForbidden, retryUnlessSessionEnded } from "./errors";

export type ListParams<F extends FilterDefaults> = ListState<F> & {
  /** filters minus empty strings, plus page and size: pass it to a list query */
  query: Partial<FilterValues<F>> & { page: number; size: number };
  /** `query` as one string: which rows the list shows (a table's `rowsKey`) */
  key: string;
  /** how many filters differ from their defaults (a phone's folded bar says 'Filter (n)') */
  filtersInForce: number;
  /** true when any filter differs from its default */
  isFiltered: boolean;
  /** merge filters and go back to page 1 (a new history entry, so Back returns to the previous view) */
  setFilters(next: Partial<FilterValues<F>>): void;
  /** every filter back to its default, page 1 (size kept) */
  resetFilters(): void;
  setPage(page: number): void;
  /** a new size starts again at page 1 */
  setSize(size: number): void;
};

/**
 * Filters, page and size of a list page, read from and written to the URL search string.
 *
 * ```tsx
 * const list = useListParams({ location_id: 0, no: "", date: "" });
 * const { data } = useQuery(queueQueries.list(list.query));
 * <Paginator page={list.page} size={list.size} total={data.total} onPageChange={list.setPage} onSizeChange={list.setSize} />
 * ```
 * Pass `defaults` (and `options.allowed`) as module constants (or memoise them): they are dependencies of the
 * returned callbacks.
 */
export function useListParams<const F extends FilterDefaults>(defaults: F, options: ListParamsOptions = {}): ListParams<F> {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { pageSizes, defaultSize, allowed } = options;

  const state = useMemo(
    () => parseListParams(search, defaults, { pageSizes, defaultSize, allowed }),
    [search, defaults, pageSizes, defaultSize, allowed],
  );

  const write = useCallback(
    (next: ListState<F>) => {
      const qs = serializeListParams(search, next, defaults, { pageSizes, defaultSize });
      if (qs === search) return;
      navigate(location + (qs ? `?${qs}` : ""));
    },
    [search, defaults, pageSizes, defaultSize, location, navigate],
  );

  return useMemo(() => {
    const filtersInForce = Object.entries(defaults).filter(
      ([key, fallback]) => (state.filters as Record<string, unknown>)[key] !== fallback,
    ).length;
    const query = {
      ...activeFilters(state.filters as FilterValues<F> & Record<string, string | number>),
      page: state.page,
      size: state.size,
    };
    return {
      ...state,
      query,
      key: JSON.stringify(query),
      filtersInForce,
      isFiltered: filtersInForce > 0,
      setFilters: (next) => write({ ...state, filters: { ...state.filters, ...next }, page: 1 }),
      resetFilters: () => write({ ...state, filters: { ...defaults } as FilterValues<F>, page: 1 }),
      setPage: (page) => write({ ...state, page: Math.max(1, Math.floor(page)) }),
      setSize: (size) => write({ ...state, size, page: 1 }),
    };
  }, [state, defaults, write]);
}

/**
 * The paginator's props once the list has answered (none before). A page past the end (the last row of the last page
 * deleted, an old bookmark) moves to the last page there is — judged on this list's own answer, never on the previous
 * page's placeholder data, which may belong to other filters.
 */
export function useListPagination<F extends FilterDefaults>(
  list: ListParams<F>,
  query: { data?: { total: number }; isPlaceholderData?: boolean },
) {
  const total = query.data?.total;
  const settled = total !== undefined && !query.isPlaceholderData;
  const lastPage = total === undefined ? 1 : Math.max(1, Math.ceil(total / list.size));
  useEffect(() => {
    if (settled && list.page > lastPage) list.setPage(lastPage);
  }, [settled, list, lastPage]);
  return total === undefined
    ? undefined
    : { page: list.page, size: list.size, total, onPageChange: list.setPage, onSizeChange: list.setSize };
}

/**
 * What a list that failed to load says, one form for every list (docs/product.md §2.12): what failed as a sentence
 * of its own, then errorText's why and what to do ('Gagal memuat lokasi. Koneksi terputus. Periksa internet Anda, lalu
 * coba lagi.'). A lead written without its full stop, or with a colon, gets the full stop here.
 */
export function listFailureText(loadFailed: string | undefined, error: unknown, language: ScreenLanguage): string {
  const lead = loadFailed?.trim().replace(/[.:]+$/, "");
  const why = errorText(error, "staff", language);
  return lead ? `${lead}. ${why}` : why;
}

type ListQuery = { isFetching: boolean; isError: boolean; error: unknown; data?: unknown; refetch: () => unknown };

/**
 * The list call's state as the props of `AdminListBody`: loading while fetching, 'no permission' on a 403, and the
 * error (with a retry) only while there is no earlier page to keep showing.
 */
export function listQueryState(
  query: ListQuery,
  texts: { loading: string; retry: string; loadFailed?: string },
  language: ScreenLanguage = "en",
) {
  const failed = query.isError && query.data === undefined;
  return {
    isForbidden: isForbidden(query.error),
    isLoading: query.isFetching,
    loadingText: texts.loading,
    error: failed ? listFailureText(texts.loadFailed, query.error, language) : undefined,
    onRetry: retryUnlessSessionEnded(query.error, () => void query.refetch()),
    retryLabel: texts.retry,
  };
}
