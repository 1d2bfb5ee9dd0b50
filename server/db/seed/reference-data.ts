import type { Database } from '../client.js';
import { seedVisibilityProducts } from './visibility-products.js';
import { lookups, type LookupKind } from '../schema/index.js';
import {
  buildTypes,
  floors,
  industryFeatures,
  industryTypes,
  propertyTypes,
  regions,
  relaxMedia,
  transactionTypes,
  type LookupSeed,
} from './catalogue-content.js';

/** Regions and cities share the `region` list; their keys are prefixed so they never collide. */
export const regionKey = (key: string) => `region:${key}`;
export const cityKey = (key: string) => `city:${key}`;

type NewLookup = typeof lookups.$inferInsert;

const entries = (
  kind: LookupKind,
  seeds: LookupSeed[],
  extra: (seed: LookupSeed) => Partial<NewLookup> = () => ({}),
) =>
  seeds.map((seed, index): NewLookup => ({
    kind,
    key: seed.key,
    nameAr: seed.ar,
    nameEn: seed.en,
    sortOrder: index,
    ...extra(seed),
  }));

/**
 * The lookup lists every installation needs. Idempotent: entries are matched by (kind, key) and never
 * overwritten, so names that staff have edited stay as they are.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const categoryOf = new Map(propertyTypes.map((type) => [type.key, type.category]));
  await db
    .insert(lookups)
    .values([
      ...entries('transactiontype', transactionTypes),
      ...entries('propertytype', propertyTypes, (seed) => ({ category: categoryOf.get(seed.key) ?? null })),
      ...entries('floor', floors),
      ...entries('relaxmedia', relaxMedia),
      ...entries('buildtype', buildTypes),
      ...entries('industrytype', industryTypes),
      ...entries('industryfeature', industryFeatures),
      ...regions.map((region, index) => ({
        kind: 'region' as const,
        key: regionKey(region.key),
        nameAr: region.ar,
        nameEn: region.en,
        sortOrder: index,
      })),
    ])
    .onConflictDoNothing({ target: [lookups.kind, lookups.key] });

  const regionRows = await db.select({ id: lookups.id, key: lookups.key }).from(lookups);
  const regionId = new Map(regionRows.map((row) => [row.key, row.id]));
  const cities = regions.flatMap((region) =>
    region.cities.map((city, index): NewLookup => ({
      kind: 'region',
      key: cityKey(city.key),
      nameAr: city.ar,
      nameEn: city.en,
      parentId: regionId.get(regionKey(region.key)) ?? null,
      latitude: city.lat,
      longitude: city.lng,
      sortOrder: index,
    })),
  );
  await db
    .insert(lookups)
    .values(cities)
    .onConflictDoNothing({ target: [lookups.kind, lookups.key] });
  await seedVisibilityProducts(db);
}
