import type { TFunction } from 'i18next';
import type { ComparedAd } from '#contract/compare';
import type { Language } from '#contract/common';
import { pricePerMetre } from '#contract/price-per-metre';
import { isResidential } from '#web/entities/catalogue/details-kind';
import { factRows, type FactRow } from '#web/entities/catalogue/fact-rows';
import { formatPrice, joinNames, listSeparator } from '#web/lib/formatting/format';

export interface CompareCell {
  value: string;
  /** Numbers and units are set left to right inside Arabic text. */
  ltr?: boolean;
  /** Words after the value (a rent period). */
  suffix?: string;
}

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per ad, in the ads' order; null where the ad does not state it. */
  cells: (CompareCell | null)[];
}

/**
 * The comparison's rows: price, price per m², place and category, then every fact any of the ads
 * states (the details page's rows, `factRows`), aligned by key in the order they first appear, then
 * the features. An ad of another category leaves the other category's rows empty.
 */
export function compareRows(ads: ComparedAd[], t: TFunction, language: Language): CompareRow[] {
  const perMetre = (ad: ComparedAd): CompareCell | null => {
    const value = pricePerMetre(ad);
    if (value === null) return null;
    return { value: formatPrice(Math.round(value), ad.currency, language), ltr: true, ...period(ad, false) };
  };
  const period = (ad: ComparedAd, slash: boolean) => {
    if (!ad.rentPeriod) return {};
    const word = t(`catalogue.rentPeriod.${ad.rentPeriod}`);
    return { suffix: slash ? t('catalogue.perPeriod', { period: word }) : word };
  };
  const leading: CompareRow[] = [
    {
      key: 'price',
      label: t('compare.price'),
      cells: ads.map((ad) => ({
        value: formatPrice(ad.price, ad.currency, language),
        ltr: true,
        ...period(ad, true),
      })),
    },
    { key: 'pricePerMetre', label: t('compare.pricePerMetre'), cells: ads.map(perMetre) },
    {
      key: 'place',
      label: t('compare.place'),
      cells: ads.map((ad) => ({ value: joinNames([ad.district, ad.city.name, ad.region.name], language) })),
    },
    {
      key: 'category',
      label: t('compare.category'),
      cells: ads.map((ad) => ({ value: t(`catalogue.category.${ad.category === 2 ? '2' : '1'}`) })),
    },
  ];
  const perAd = ads.map((ad) => new Map(factRows(ad, t, language).map((row) => [row.key, row])));
  const labels = new Map<string, string>();
  for (const rows of perAd)
    for (const row of rows.values()) if (!labels.has(row.key)) labels.set(row.key, row.label);
  const facts: CompareRow[] = [...labels].map(([key, label]) => ({
    key,
    label,
    cells: perAd.map((rows) => cellOf(rows.get(key))),
  }));
  const features: CompareRow = {
    key: 'features',
    label: t('compare.features'),
    cells: ads.map((ad) => {
      const names = (isResidential(ad.details) ? ad.details.relaxMedia : ad.details.industryFeatures).map(
        (feature) => feature.name,
      );
      return names.length > 0 ? { value: names.join(listSeparator(language)) } : null;
    }),
  };
  return [...leading, ...facts, features];
}

const cellOf = (row: FactRow | undefined): CompareCell | null =>
  row ? { value: row.value, ...(row.ltr ? { ltr: true } : {}) } : null;
