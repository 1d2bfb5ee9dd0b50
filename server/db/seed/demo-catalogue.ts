import { reanalyseAds, propertySearchText } from '#server/modules/search/index.js';
import { count } from 'drizzle-orm';
import { facades } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { recordLicenceCheck } from '#server/modules/ad-licences/index.js';
import type { Database } from '#server/db/client.js';
import { contentDigest } from '#server/lib/storage/content-digest.js';
import {
  agents as agentsTable,
  industryDetails,
  lookups,
  priceChanges,
  properties,
  propertyFeatures,
  propertyMedia,
  residenceDetails,
  users,
  type LookupKind,
} from '../schema/index.js';
import {
  agents,
  describeProperty,
  propertyTypes,
  regions,
  type CitySeed,
  type DistrictSeed,
  type LookupSeed,
  type PropertyTypeSeed,
} from './catalogue-content.js';
import { demoOwners } from './demo-owners.js';
import { demoPriceHistory } from './demo-price-history.js';
import { seedDemoPaymentSettings } from './demo-payment-settings.js';
import { seedDemoTestimonials } from './demo-testimonials.js';
import { demoPhotoSource } from './photo-pool.js';
import { seededRandom, type Random } from './random.js';
import { cityKey, regionKey } from './reference-data.js';

export interface DemoSeedResult {
  properties: number;
  photos: number;
  testimonials: number;
  milliseconds: number;
}

type SeedDeps = Pick<AppDeps, 'db' | 'storage' | 'clock' | 'config' | 'adLicences'>;

const FEATURED = 12;
const STREET_WIDTHS = [12, 15, 20, 25, 30, 36, 40, 60];
const DAY_MS = 24 * 3600 * 1000;
const POOL_SLOTS = Array.from({ length: 9 }, (_, slot) => slot);

/**
 * Loads a demo catalogue into an empty database: published ads in every region's main cities, both
 * categories, every lookup used, generated photos (3-6 each, none shared by two ads), 8 agents, a dozen featured ads, price
 * histories on every fifth ad and a few published testimonials.
 * Does nothing when any property exists.
 */
export async function seedDemoCatalogue(deps: SeedDeps, total = 160): Promise<DemoSeedResult | undefined> {
  const started = Date.now();
  const [existing] = await deps.db.select({ n: count() }).from(properties);
  if ((existing?.n ?? 0) > 0) return undefined;

  const random = seededRandom(2010);
  const ids = await loadLookups(deps);
  const source = demoPhotoSource();
  const now = deps.clock.now();
  const agentIds = await insertAgents(deps);
  const ownerIds = await insertOwners(deps, now);
  const cities = regions.flatMap((region) => region.cities.map((city) => ({ region, city })));
  const testimonials = await seedDemoTestimonials(deps);
  if (!deps.config.payments.moyasar.secretKey) await seedDemoPaymentSettings(deps.db, now);
  let photos = 0;

  for (let index = 0; index < total; index += 1) {
    const type = pickType(index, random);
    const { region, city } =
      index < cities.length ? (cities[index] ?? random.pick(cities)) : pickCity(cities, random);
    const plan = planProperty({ index, type, city, random, ids, now });
    const agentId = random.chance(0.5) ? random.pick(agentIds) : null;
    const ownerId = agentId ? ownerIds.company : random.pick(ownerIds.private);

    const propertyId = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({
          ...plan.property,
          regionId: ids.id('region', regionKey(region.key)),
          cityId: ids.id('region', cityKey(city.key)),
          ownerId,
          agentId,
          isFeatured:
            index % Math.floor(total / FEATURED) === 0 && index / Math.floor(total / FEATURED) < FEATURED,
        })
        .returning({ id: properties.id });
      if (!row) throw new Error('demo property insert returned nothing');
      if (plan.residence) await tx.insert(residenceDetails).values({ propertyId: row.id, ...plan.residence });
      if (plan.industry) await tx.insert(industryDetails).values({ propertyId: row.id, ...plan.industry });
      if (plan.featureIds.length) {
        await tx
          .insert(propertyFeatures)
          .values(plan.featureIds.map((lookupId) => ({ propertyId: row.id, lookupId })));
      }
      const { price, rentPeriod, publishedAt } = plan.property;
      const history = demoPriceHistory(index, price, rentPeriod ? 1000 : 5000, publishedAt, now);
      if (history.length)
        await tx.insert(priceChanges).values(history.map((change) => ({ propertyId: row.id, ...change })));
      await recordDemoLicence(deps, tx, row.id, plan.property.adLicenseNumber);
      return row.id;
    });
    photos += await attachPhotos(deps, source, propertyId, type, random, plan.property.createdAt);
  }
  await reanalyseAds(deps.db);
  return { properties: total, photos, testimonials, milliseconds: Date.now() - started };
}

/**
 * The development verifier's answer, kept as a save would keep it, so the demo's licences read
 * "licensed". With the real authority the re-check job asks about them instead.
 */
async function recordDemoLicence(deps: SeedDeps, tx: Database, propertyId: number, number: string) {
  if (deps.config.adLicences.verifier !== 'development') return;
  const answer = await deps.adLicences.verify(number, { phoneNumber: '' });
  await recordLicenceCheck(tx, deps.clock.now(), propertyId, { number, answer });
}

/** Every property type appears early; after that residential ads are about twice as common. */
function pickType(index: number, random: Random): PropertyTypeSeed {
  if (index < propertyTypes.length) return propertyTypes[index] ?? random.pick(propertyTypes);
  const category = random.chance(0.62) ? 1 : 2;
  return random.pick(propertyTypes.filter((type) => type.category === category));
}

/** Big cities carry most of the market. */
function pickCity<T extends { city: CitySeed }>(cities: T[], random: Random): T {
  const big = cities.filter(({ city }) =>
    ['riyadh', 'jeddah', 'dammam', 'khobar', 'makkah', 'madinah'].includes(city.key),
  );
  return random.chance(0.7) && big.length ? random.pick(big) : random.pick(cities);
}

interface PlanInput {
  index: number;
  type: PropertyTypeSeed;
  city: CitySeed;
  random: Random;
  ids: Lookups;
  now: Date;
}

function planProperty({ index, type, city, random, ids, now }: PlanInput) {
  const isRent = type.yearlyRentRange[1] > 0 && random.chance(0.4);
  const transactionKey = isRent ? 'rent' : 'sale';
  const district = pickDistrict(city, type, random);
  const area = roundTo(random.int(type.areaRange[0], type.areaRange[1]), type.areaRange[1] > 2000 ? 100 : 5);
  const price = priceFor(type, area, isRent, random);
  const residential = type.category === 1;
  const rooms = type.hasRooms ? roomsFor(type, random) : undefined;
  const amenities = residential
    ? random.some(ids.choices('relaxmedia'), type.hasRooms ? random.int(2, 6) : 0)
    : random.some(ids.choices('industryfeature'), random.int(3, 6));
  const facade = random.pick(facades);
  const streetWidth = random.pick(STREET_WIDTHS);
  const buildingAge = type.hasRooms ? random.int(0, 15) : undefined;
  const furnished = type.hasRooms && random.chance(0.2);
  const industryType = residential ? undefined : ids.next('industrytype');
  const floor = ['apartment', 'floor'].includes(type.key) ? ids.next('floor') : undefined;
  const built = !residential && !type.key.includes('land') && type.key !== 'logistics-yard';
  const clearHeight = built ? random.int(6, 14) : undefined;
  const powerKva = built ? roundTo(random.int(150, 2500), 50) : undefined;
  const loadingDocks = built ? random.int(1, 8) : undefined;
  const texts = describeProperty({
    propertyType: type,
    transaction: { key: transactionKey, ar: '', en: '' },
    city,
    district,
    area,
    bedrooms: rooms?.bedrooms,
    bathrooms: rooms?.bathrooms,
    livingRooms: rooms?.livingRooms,
    floor,
    amenities,
    industryType,
    clearHeight,
    powerKva,
    loadingDocks,
    furnished,
    buildingAge,
    streetWidth,
    facade,
    variant: index,
  });
  const createdAt = new Date(now.getTime() - random.int(1, 120) * DAY_MS - random.int(0, 23) * 3600 * 1000);
  const point = pointNear(city, district.industrial ? 0.35 : 0.8, random);
  return {
    property: {
      category: type.category,
      titleAr: texts.titleAr,
      titleEn: texts.titleEn,
      descriptionAr: texts.descriptionAr,
      descriptionEn: texts.descriptionEn,
      transactionTypeId: ids.id('transactiontype', transactionKey),
      propertyTypeId: ids.id('propertytype', type.key),
      district: district.ar,
      districtEn: district.en,
      address: texts.addressAr,
      latitude: point.lat,
      longitude: point.lng,
      price,
      currency: 'SAR',
      publishedPrice: price,
      publishedCurrency: 'SAR',
      rentPeriod: isRent
        ? type.key === 'apartment' && random.chance(0.5)
          ? ('monthly' as const)
          : ('yearly' as const)
        : null,
      area,
      status: 'published' as const,
      // Numbers the development verifier accepts (72…); the first ad's (76…) licence names its own
      // area and price, so the demo shows the authority's values beside the owner's.
      adLicenseNumber: `${index === 0 ? '76' : '72'}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      views: random.int(15, 2400),
      searchText: propertySearchText([
        texts.titleAr,
        texts.titleEn,
        texts.descriptionAr,
        texts.descriptionEn,
        texts.addressAr,
        texts.addressEn,
      ]),
      createdAt,
      updatedAt: createdAt,
      publishedAt: new Date(createdAt.getTime() + 2 * 3600 * 1000),
    },
    residence: residential
      ? {
          bedrooms: rooms?.bedrooms ?? 0,
          bathrooms: rooms?.bathrooms ?? 0,
          livingRooms: rooms?.livingRooms ?? null,
          floorId: floor ? ids.id('floor', floor.key) : null,
          buildTypeId: type.hasRooms ? ids.id('buildtype', ids.next('buildtype').key) : null,
          buildingAge: buildingAge ?? null,
          furnished,
          streetWidth,
          facade,
        }
      : undefined,
    industry: residential
      ? undefined
      : {
          industryTypeId: industryType ? ids.id('industrytype', industryType.key) : null,
          landArea: area,
          builtArea: built ? roundTo(area * (0.55 + random.next() * 0.35), 10) : null,
          clearHeight: clearHeight ?? null,
          powerCapacityKva: powerKva ?? null,
          loadingDocks: loadingDocks ?? null,
          floorLoad: built ? random.int(3, 10) : null,
          zoning: null,
          streetWidth,
          civilDefenceLicensed: built && random.chance(0.75),
        },
    featureIds: amenities.map((amenity) =>
      ids.id(residential ? 'relaxmedia' : 'industryfeature', amenity.key),
    ),
  };
}

function pickDistrict(city: CitySeed, type: PropertyTypeSeed, random: Random): DistrictSeed {
  const industrial = city.districts.filter((district) => district.industrial);
  const homes = city.districts.filter((district) => !district.industrial);
  if (type.category === 2 && industrial.length) return random.pick(industrial);
  return random.pick(homes.length ? homes : city.districts);
}

function roomsFor(type: PropertyTypeSeed, random: Random) {
  const bedrooms =
    type.key === 'villa' || type.key === 'duplex'
      ? random.int(4, 7)
      : type.key === 'apartment'
        ? random.int(1, 4)
        : type.key === 'building'
          ? random.int(8, 24)
          : random.int(2, 5);
  return { bedrooms, bathrooms: Math.max(1, bedrooms + random.int(-1, 2)), livingRooms: random.int(1, 3) };
}

function priceFor(type: PropertyTypeSeed, area: number, isRent: boolean, random: Random): number {
  const [minArea, maxArea] = type.areaRange;
  const [low, high] = isRent ? type.yearlyRentRange : type.salePriceRange;
  const share = maxArea > minArea ? (area - minArea) / (maxArea - minArea) : 0.5;
  const price = low + (high - low) * Math.min(1, Math.max(0, share * 0.75 + random.next() * 0.25));
  return roundTo(price, isRent ? 1000 : 5000);
}

/** A point at most `share` of the city's radius from its centre. */
function pointNear(city: CitySeed, share: number, random: Random) {
  const distanceKm = city.radiusKm * share * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const lat = city.lat + (distanceKm / 111) * Math.sin(angle);
  const lng = city.lng + (distanceKm / (111 * Math.cos((city.lat * Math.PI) / 180))) * Math.cos(angle);
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** The seeded lookups by kind and key: their ids, and the entries of a kind to choose from. */
async function loadLookups(deps: SeedDeps) {
  const rows = await deps.db.select().from(lookups);
  const ids = new Map(rows.map((row) => [`${row.kind}|${row.key ?? ''}`, row.id]));
  const choices = new Map<LookupKind, LookupSeed[]>();
  const turns = new Map<LookupKind, number>();
  for (const row of rows) {
    if (!row.key || row.hidden) continue;
    choices.set(row.kind, [
      ...(choices.get(row.kind) ?? []),
      { key: row.key, ar: row.nameAr, en: row.nameEn },
    ]);
  }
  return {
    id(kind: LookupKind, key: string): number {
      const found = ids.get(`${kind}|${key}`);
      if (found === undefined) throw new Error(`demo seed: no ${kind} lookup with key ${key}`);
      return found;
    },
    choices: (kind: LookupKind): LookupSeed[] => choices.get(kind) ?? [],
    /** Takes the entries of a kind in turn, so every one of them is used. */
    next(kind: LookupKind): LookupSeed {
      const list = choices.get(kind) ?? [];
      const turn = turns.get(kind) ?? 0;
      turns.set(kind, turn + 1);
      const entry = list[turn % list.length];
      if (!entry) throw new Error(`demo seed: no ${kind} lookups`);
      return entry;
    },
  };
}

type Lookups = Awaited<ReturnType<typeof loadLookups>>;

async function insertAgents(deps: SeedDeps): Promise<number[]> {
  const rows = await deps.db
    .insert(agentsTable)
    .values(agents.map((agent) => ({ ...agent })))
    .returning({ id: agentsTable.id });
  return rows.map((row) => row.id);
}

async function insertOwners(deps: SeedDeps, now: Date) {
  const rows = await deps.db
    .insert(users)
    .values(demoOwners.map((owner) => ({ ...owner, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({ target: users.phoneNumber, set: { updatedAt: now } })
    .returning({ id: users.id, phoneNumber: users.phoneNumber });
  const [company, ...others] = rows;
  if (!company) throw new Error('demo owners were not created');
  return { company: company.id, private: others.map((row) => row.id) };
}

async function attachPhotos(
  deps: SeedDeps,
  source: ReturnType<typeof demoPhotoSource>,
  propertyId: number,
  type: PropertyTypeSeed,
  random: Random,
  createdAt: Date,
): Promise<number> {
  // Drawn as when the ads shared a pool of 9 photos per kind, so the rest of the catalogue is unchanged.
  const count = random.some(POOL_SLOTS, random.int(3, 6)).length;
  const values = await Promise.all(
    (await source.take(type.scene, count)).map(async (photo, position) => {
      // Named by content: a key served as immutable must never come back with other bytes.
      const key = `properties/${propertyId}/demo-${contentDigest(photo.large.data)}.webp`;
      const thumbKey = `properties/${propertyId}/demo-${contentDigest(photo.thumb.data)}-thumb.webp`;
      await deps.storage.put(key, photo.large.data, 'image/webp');
      await deps.storage.put(thumbKey, photo.thumb.data, 'image/webp');
      const copies = await Promise.all(
        photo.narrower.map(async (copy) => {
          const copyKey = `properties/${propertyId}/demo-${contentDigest(copy.data)}-${copy.width}w.webp`;
          await deps.storage.put(copyKey, copy.data, 'image/webp');
          return { key: copyKey, width: copy.width };
        }),
      );
      return {
        propertyId,
        key,
        thumbKey,
        variants: copies,
        width: photo.large.width,
        height: photo.large.height,
        position,
        createdAt,
        ...photo.hash,
      };
    }),
  );
  if (values.length) await deps.db.insert(propertyMedia).values(values);
  return values.length;
}
