import { propertyTypes, regions, transactionTypes } from '#server/db/seed/catalogue-content.js';
import { vocabularyOf, type DistrictName, type LookupName, type Vocabulary } from './vocabulary.js';

/**
 * The vocabulary of the seed's reference data and demo districts without a database, for tests and
 * the judged set: ids numbered in the seed's order, and `idOf` to find one by its key (`villa`,
 * `sale`, `city:riyadh`, `region:eastern`).
 */
export function seedVocabulary(): { vocabulary: Vocabulary; idOf: (key: string) => number } {
  const rows: LookupName[] = [];
  const row = (
    kind: string,
    key: string,
    names: { ar: string; en: string },
    parentId: number | null = null,
    category: number | null = null,
  ) => {
    const id = rows.length + 1;
    rows.push({ id, kind, key, nameAr: names.ar, nameEn: names.en, parentId, category });
    return id;
  };
  for (const type of transactionTypes) row('transactiontype', type.key, type);
  for (const type of propertyTypes) row('propertytype', type.key, type, null, type.category);
  const districts: DistrictName[] = [];
  for (const region of regions) {
    const regionId = row('region', `region:${region.key}`, region);
    for (const city of region.cities) {
      const cityId = row('region', `city:${city.key}`, city, regionId);
      districts.push(
        ...city.districts.map((district) => ({ cityId, nameAr: district.ar, nameEn: district.en })),
      );
    }
  }
  const ids = new Map(rows.map((entry) => [entry.key, entry.id]));
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`No seed lookup has the key ${key}`);
    return id;
  };
  return { vocabulary: vocabularyOf(rows, districts), idOf };
}
