import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { lookups, type PropertyRow } from '#server/db/schema/index.js';
import { ANALYSER_VERSION, documentLexemes } from '#server/modules/search/analyse/index.js';

export type LexemeSource = Pick<
  PropertyRow,
  | 'titleAr'
  | 'titleEn'
  | 'descriptionAr'
  | 'descriptionEn'
  | 'district'
  | 'address'
  | 'regionId'
  | 'cityId'
  | 'propertyTypeId'
  | 'transactionTypeId'
>;

export type LookupNames = ReadonlyMap<number, readonly string[]>;

/** Both names of the lookups an ad names (type, transaction, region, city). */
export async function lookupNamesOf(
  db: Pick<Database, 'select'>,
  ads: readonly LexemeSource[],
): Promise<LookupNames> {
  const ids = [
    ...new Set(ads.flatMap((ad) => [ad.regionId, ad.cityId, ad.propertyTypeId, ad.transactionTypeId])),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: lookups.id, nameAr: lookups.nameAr, nameEn: lookups.nameEn })
    .from(lookups)
    .where(inArray(lookups.id, ids));
  return new Map(rows.map((row) => [row.id, [row.nameAr, row.nameEn]]));
}

/**
 * The lexemes an ad is found by, by weight: its titles with its type and transaction, then its
 * place (district, address, city, region), then its descriptions.
 */
export function adLexemes(ad: LexemeSource, names: LookupNames) {
  const named = (id: number) => names.get(id) ?? [];
  const document = documentLexemes({
    titles: [ad.titleAr, ad.titleEn, ...named(ad.propertyTypeId), ...named(ad.transactionTypeId)],
    place: [ad.district, ad.address, ...named(ad.cityId), ...named(ad.regionId)],
    descriptions: [ad.descriptionAr, ad.descriptionEn],
  });
  return {
    lexemesTitle: document.a,
    lexemesPlace: document.b,
    lexemesBody: document.c,
    lexemesVersion: ANALYSER_VERSION,
  };
}

/** For a save: the lexemes of the ad as it will be stored. */
export async function lexemesFor(db: Pick<Database, 'select'>, ad: LexemeSource) {
  return adLexemes(ad, await lookupNamesOf(db, [ad]));
}
