import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '#web/lib/i18n/i18n';
import { officeAdsQuery } from '../api';
import {
  officeAdsParams,
  readOfficeAdsState,
  type OfficeAdsState,
  type OfficeFilter,
  type OfficeSort,
} from '../office-ads-state';

/**
 * The office's ads for the filters, sort and page the URL holds (shareable; back undoes a change).
 * A change of filter or sort goes back to the first page; the previous cards stay while the next load.
 */
export function useOfficeAds(officeId: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readOfficeAdsState(searchParams), [searchParams]);
  const update = useCallback(
    (change: (current: OfficeAdsState) => OfficeAdsState) =>
      setSearchParams((current) => officeAdsParams(change(readOfficeAdsState(current))), {
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const query = useQuery({
    ...officeAdsQuery(officeId, state, useLanguage()),
    placeholderData: keepPreviousData,
  });
  return {
    ...state,
    query,
    setFilters: useCallback(
      (patch: Partial<Record<OfficeFilter, string>>) =>
        update((current) => ({ ...current, filters: { ...current.filters, ...patch }, page: 0 })),
      [update],
    ),
    setSort: useCallback(
      (sortBy: OfficeSort | undefined) => update((current) => ({ ...current, sortBy, page: 0 })),
      [update],
    ),
    setPage: useCallback((page: number) => update((current) => ({ ...current, page })), [update]),
    clear: useCallback(
      () => update((current) => ({ filters: {}, sortBy: current.sortBy, page: 0 })),
      [update],
    ),
  };
}

export type OfficeAds = ReturnType<typeof useOfficeAds>;
