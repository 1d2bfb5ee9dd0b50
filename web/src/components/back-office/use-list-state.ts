import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ListParams } from './list-params';

const SEARCH_DELAY_MS = 300;

/** Page, sort and search text of a back-office list; a new sort, search or filter starts at page one. */
export function useListState<Sort extends string>(defaultSort: Sort) {
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
    /** Call when another filter changes. */
    resetPage: () => setPage(0),
  };
}
