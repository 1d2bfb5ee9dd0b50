import type { LookupKind, LookupQuery } from '#web/entities/catalogue/api';
import type { ListFilters } from './list-state';

/** A filter whose choices come from a lookup list, and which of its entries it asks for. */
export interface LookupField {
  kind: LookupKind;
  params: LookupQuery;
}

/**
 * The lookup lists the filters panel shows for these filters and category: the panel's fields ask for
 * them, and the list screens' loader loads the same. The city waits for a region, the industry type
 * is an industrial filter.
 */
export function panelLookups(filters: ListFilters, category: string | undefined) {
  const transactionType: LookupField = { kind: 'transactiontype', params: {} };
  const propertyType: LookupField = {
    kind: 'propertytype',
    params: { Category: category === undefined ? undefined : Number(category) },
  };
  const region: LookupField = { kind: 'region', params: {} };
  const city: LookupField | undefined =
    filters.RegionId === undefined
      ? undefined
      : { kind: 'region', params: { ParentId: Number(filters.RegionId) } };
  const industryType: LookupField | undefined =
    category === '2' ? { kind: 'industrytype', params: {} } : undefined;
  return { transactionType, propertyType, region, city, industryType };
}
