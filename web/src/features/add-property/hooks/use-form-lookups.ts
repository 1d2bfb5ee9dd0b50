import { useQuery } from '@tanstack/react-query';
import type { LookupItem } from '#contract/lookups';
import { lookupQuery, type LookupKind } from '#web/entities/catalogue/api';
import type { Category } from '#web/entities/catalogue/category';

const EMPTY: LookupItem[] = [];

function useLookup(kind: LookupKind, params: Record<string, number> = {}, enabled = true) {
  const query = useQuery({ ...lookupQuery(kind, { PageSize: 100, ...params }), enabled });
  return query.data?.data ?? EMPTY;
}

/** The choices of the details step: residential or industrial lists only. */
export function useDetailLookups(category: Category) {
  const residential = category === 1;
  return {
    floors: useLookup('floor', {}, residential),
    buildTypes: useLookup('buildtype', {}, residential),
    relaxMedia: useLookup('relaxmedia', {}, residential),
    industryTypes: useLookup('industrytype', {}, !residential),
    industryFeatures: useLookup('industryfeature', {}, !residential),
  };
}

/** Transaction types and the property types of the category. */
export function useBasicsLookups(category: Category) {
  return {
    transactionTypes: useLookup('transactiontype'),
    propertyTypes: useLookup('propertytype', { Category: category }),
  };
}

/** Regions (no parent) and the cities of the chosen region (their parent). */
export function usePlaceLookups(regionId: string) {
  const regions = useLookup('region').filter((item) => item.parentId === null);
  const cities = useLookup('region', { ParentId: Number(regionId) }, regionId !== '');
  return { regions, cities: regionId === '' ? EMPTY : cities };
}
