import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '#web/lib/i18n/i18n';
import { listResultsQuery, type ListScreen } from '../list-kinds';
import type { ListFiltersApi } from './use-list-filters';

/**
 * The page of ads the URL asks for. The previous page stays on screen while the next one loads; a
 * page past the end (an old shared link) is replaced by the last page.
 */
export function useListResults(screen: ListScreen, list: ListFiltersApi) {
  const query = useQuery({
    ...listResultsQuery(screen, list, useLanguage()),
    placeholderData: keepPreviousData,
  });
  const lastPage =
    query.data && !query.isPlaceholderData ? Math.max(0, query.data.totalPages - 1) : undefined;
  const { page, setPage } = list;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);
  return query;
}
