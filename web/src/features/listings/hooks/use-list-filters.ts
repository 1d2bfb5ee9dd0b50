import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListScreen } from '../list-kinds';
import {
  applyFilterPatch,
  readListState,
  toSearchParams,
  type FilterPatch,
  type ListFilters,
  type ListState,
  type SortOrder,
} from '../filters/list-state';

/**
 * The list's filters, sort and page live in the URL (shareable; back and forward restore them).
 * Every change is a new history entry, so back undoes it; changing what is listed goes back to the
 * first page. Updates read the current URL, so two quick changes never overwrite each other.
 */
export function useListFilters(screen: ListScreen) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(
    () => readListState(searchParams, screen.keys, screen.category),
    [searchParams, screen],
  );

  const update = useCallback(
    (change: (current: ListState) => ListState, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => toSearchParams(change(readListState(current, screen.keys, screen.category))),
        options,
      ),
    [setSearchParams, screen],
  );

  return {
    ...state,
    /** The effective category: the route's, or the one chosen on the screen. */
    category: screen.category ?? state.filters.Category,
    setFilters: useCallback(
      (patch: FilterPatch) =>
        update((current) => ({ ...current, filters: applyFilterPatch(current.filters, patch), page: 0 })),
      [update],
    ),
    replaceFilters: useCallback(
      (filters: ListFilters) => update((current) => ({ ...current, filters, page: 0 })),
      [update],
    ),
    setSort: useCallback(
      (sortBy: SortOrder | undefined) => update((current) => ({ ...current, sortBy, page: 0 })),
      [update],
    ),
    setPage: useCallback(
      (page: number, options?: { replace?: boolean }) => update((current) => ({ ...current, page }), options),
      [update],
    ),
    clearFilters: useCallback(
      () => update((current) => ({ filters: {}, sortBy: current.sortBy, page: 0 })),
      [update],
    ),
  };
}

export type ListFiltersApi = ReturnType<typeof useListFilters>;
