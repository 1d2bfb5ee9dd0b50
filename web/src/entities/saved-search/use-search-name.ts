import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import { lookupQuery } from '../catalogue/api';
import { ANY_WORDING, isMadeOf, searchName } from './search-name';

type Filters = Readonly<Record<string, string | number | boolean | undefined>>;
type Part = string | typeof ANY_WORDING | undefined;

const text = (value: Filters[string]) => (value === undefined ? undefined : String(value));

/**
 * The parts of the name a search's filters make in `language`: the property type (or category), the
 * transaction, the place and the words; undefined while the names load. The category is given as
 * `ANY_WORDING` in a language whose texts are not loaded.
 */
function useNameParts(filters: Filters, language: Language): Part[] | undefined {
  const { t, i18n } = useTranslation();
  const types = useQuery(lookupQuery('propertytype', {}, language));
  const transactions = useQuery(lookupQuery('transactiontype', {}, language));
  const regions = useQuery(lookupQuery('region', {}, language));
  const cities = useQuery({
    ...lookupQuery('region', { ParentId: Number(filters.RegionId) }, language),
    enabled: filters.CityId !== undefined && filters.RegionId !== undefined,
  });
  if (types.isPending || transactions.isPending || regions.isPending) return undefined;
  const nameOf = (list: { id: number; name: string }[] | undefined, id: Filters[string]) =>
    id === undefined ? undefined : list?.find((item) => String(item.id) === text(id))?.name;
  const categoryKey = text(filters.Category);
  const category =
    categoryKey === '1' || categoryKey === '2'
      ? language === i18n.language
        ? t(`savedSearches.category.${categoryKey}`)
        : ANY_WORDING
      : undefined;
  return [
    nameOf(types.data?.data, filters.PropertyTypeId) ?? category,
    nameOf(transactions.data?.data, filters.TransactionTypeId),
    nameOf(cities.data?.data, filters.CityId) ?? nameOf(regions.data?.data, filters.RegionId),
    filters.Query ? `«${text(filters.Query) ?? ''}»` : undefined,
  ];
}

/** The name the save dialog offers for these filters, in the reader's language; undefined while it loads. */
export function useSuggestedName(filters: Filters, language: Language): string | undefined {
  const { t } = useTranslation();
  const parts = useNameParts(filters, language);
  return parts && searchName(parts.map(wording), t('savedSearches.dialog.defaultName'));
}

const wording = (part: Part) => (part === ANY_WORDING ? undefined : part);

/**
 * A saved search's name as the reader should see it: a name the dialog made from the filters (in
 * either language) is made again in the reader's; a name its owner typed stays as typed.
 */
export function useShownName(name: string, filters: Filters, language: Language): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const ours = useNameParts(filters, language);
  const theirs = useNameParts(filters, other);
  const suggested = useSuggestedName(filters, language);
  if (!ours || !theirs || !suggested) return name;
  return isMadeOf(name, theirs) || isMadeOf(name, ours) ? suggested : name;
}
