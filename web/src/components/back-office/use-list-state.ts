import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ListParams } from './list-params';

const SEARCH_DELAY_MS = 300;

export interface ListState<Sort extends string> {
  /** What the list's query asks for. */
  params: ListParams<Sort>;
  page: number;
  setPage: (page: number) => void;
  sort: Sort;
  setSort: (sort: Sort) => void;
  /** The words in the search field; the query asks for them once typing pauses. */
  search: string;
  setSearch: (search: string) => void;
}

/** A list with filters of its own (status, kind, dates…) beside its search words. */
export interface FilteredListState<Sort extends string, Filters> extends ListState<Sort> {
  filters: Filters;
  /** Changes some of the filters, the others as they were. */
  filter: (changes: Partial<Filters>) => void;
}

/**
 * Page, sort, search text and filters of a back-office list; a new sort, search or filter starts at
 * page one.
 */
export function useListState<Sort extends string, Filters extends object = object>(
  defaultSort: Sort,
  initialFilters = {} as Filters,
): FilteredListState<Sort, Filters> {
  const [page, setPage] = useState(0);
  const [sort, setSortState] = useState<Sort>(defaultSort);
  const [search, setSearchState] = useState('');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState(initialFilters);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const params: ListParams<Sort> = { page, pageSize: DEFAULT_PAGE_SIZE, sort, query };
  return {
    params,
    page,
    setPage,
    sort,
    setSort: (next: Sort) => {
      setSortState(next);
      setPage(0);
    },
    search,
    setSearch: setSearchState,
    filters,
    filter: (changes) => {
      setFilters((current) => ({ ...current, ...changes }));
      setPage(0);
    },
  };
}
