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
  /** Call when another filter changes. */
  resetPage: () => void;
}

/** Page, sort and search text of a back-office list; a new sort, search or filter starts at page one. */
export function useListState<Sort extends string>(defaultSort: Sort): ListState<Sort> {
  const [page, setPage] = useState(0);
  const [sort, setSortState] = useState<Sort>(defaultSort);
  const [search, setSearchState] = useState('');
  const [query, setQuery] = useState('');

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
    resetPage: () => setPage(0),
  };
}
