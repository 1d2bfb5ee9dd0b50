/**
 * One published ad as the demo seed writes it (server/db/seed/demo-catalogue.ts): the same
 * distributions (62 % residential, 70 % in the six big cities, 40 % of rentable types for rent), price
 * and area spreads per type and transaction, bilingual texts from describeProperty, a point inside the
 * city. Photos are added by the loader; features are left out.
 */
import { facades } from '#contract/properties.js';
import type { Database } from '#server/db/client.js';
import { lookups } from '#server/db/schema/index.js';
import {
  buildTypes,
  describeProperty,
  floors,
  industryFeatures,
  industryTypes,
  propertyTypes,
  regions,
  relaxMedia,
  type CitySeed,
  type DistrictSeed,
  type PropertyTypeSeed,
} from '#server/db/seed/catalogue-content.js';
import type { Random } from '#server/db/seed/random.js';
import { cityKey, regionKey } from '#server/db/seed/reference-data.js';
import { propertySearchText } from '#server/modules/search/index.js';

export interface LookupIds {
  id(kind: string, key: string): number;
}

export async function lookupIds(db: Database): Promise<LookupIds> {
  const rows = await db.select({ id: lookups.id, kind: lookups.kind, key: lookups.key }).from(lookups);
  const ids = new Map(rows.map((row) => [`${row.kind}|${row.key ?? ''}`, row.id]));
  return {
    id(kind, key) {
      const found = ids.get(`${kind}|${key}`);
      if (found === undefined) throw new Error(`no ${kind} lookup with key ${key}`);
      return found;
    },
  };
}

const DAY_MS = 24 * 3600 * 1000;
const BIG_CITIES = ['riyadh', 'jeddah', 'dammam', 'khobar', 'makkah', 'madinah'];
const STREET_WIDTHS = [12, 15, 20, 25, 30, 36, 40, 60];
const allCities = regions.flatMap((region) => region.cities.map((city) => ({ region, city })));
const bigCities = allCities.filter(({ city }) => BIG_CITIES.includes(city.key));
const residentialTypes = propertyTypes.filter((type) => type.category === 1);
const industrialTypes = propertyTypes.filter((type) => type.category === 2);

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function pickDistrict(city: CitySeed, type: PropertyTypeSeed, random: Random): DistrictSeed {
  const industrial = city.districts.filter((district) => district.industrial);
  const homes = city.districts.filter((district) => !district.industrial);
  if (type.category === 2 && industrial.length) return random.pick(industrial);
  return random.pick(homes.length ? homes : city.districts);
}

function priceFor(type: PropertyTypeSeed, area: number, isRent: boolean, random: Random): number {
  const [minArea, maxArea] = type.areaRange;
  const [low, high] = isRent ? type.yearlyRentRange : type.salePriceRange;
  const share = maxArea > minArea ? (area - minArea) / (maxArea - minArea) : 0.5;
  const price = low + (high - low) * Math.min(1, Math.max(0, share * 0.75 + random.next() * 0.25));
  return roundTo(price, isRent ? 1000 : 5000);
}

function bedroomsFor(type: PropertyTypeSeed, random: Random): number | undefined {
  if (!type.hasRooms) return undefined;
  if (type.key === 'villa' || type.key === 'duplex') return random.int(4, 7);
  if (type.key === 'apartment') return random.int(1, 4);
  if (type.key === 'building') return random.int(8, 24);
  return random.int(2, 5);
}

export type BenchAd = ReturnType<typeof planAd>;

export function planAd(id: number, random: Random, ids: LookupIds, now: number) {
  const type = random.pick(random.chance(0.62) ? residentialTypes : industrialTypes);
  const { region, city } = random.pick(random.chance(0.7) ? bigCities : allCities);
  const district = pickDistrict(city, type, random);
  const isRent = type.yearlyRentRange[1] > 0 && random.chance(0.4);
  const area = roundTo(random.int(type.areaRange[0], type.areaRange[1]), type.areaRange[1] > 2000 ? 100 : 5);
  const residential = type.category === 1;
  const bedrooms = bedroomsFor(type, random);
  const bathrooms = bedrooms === undefined ? undefined : Math.max(1, bedrooms + random.int(-1, 2));
  const livingRooms = bedrooms === undefined ? undefined : random.int(1, 3);
  const floor = ['apartment', 'floor'].includes(type.key) ? random.pick(floors) : undefined;
  const industryType = residential ? undefined : random.pick(industryTypes);
  const built = !residential && !type.key.includes('land') && type.key !== 'logistics-yard';
  const clearHeight = built ? random.int(6, 14) : undefined;
  const powerKva = built ? roundTo(random.int(150, 2500), 50) : undefined;
  const loadingDocks = built ? random.int(1, 8) : undefined;
  const facade = random.pick(facades);
  const streetWidth = random.pick(STREET_WIDTHS);
  const buildingAge = type.hasRooms ? random.int(0, 15) : undefined;
  const furnished = type.hasRooms && random.chance(0.2);
  const amenities = residential
    ? random.some(relaxMedia, type.hasRooms ? random.int(2, 6) : 0)
    : random.some(industryFeatures, random.int(3, 6));
  const texts = describeProperty({
    propertyType: type,
    transaction: { key: isRent ? 'rent' : 'sale', ar: '', en: '' },
    city,
    district,
    area,
    bedrooms,
    bathrooms,
    livingRooms,
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
    variant: id,
  });
  const createdAt = now - random.int(1, 365) * DAY_MS - random.int(0, 23) * 3600 * 1000;
  const distanceKm = city.radiusKm * (district.industrial ? 0.35 : 0.8) * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  return {
    id,
    category: type.category,
    title_ar: texts.titleAr,
    title_en: texts.titleEn,
    description_ar: texts.descriptionAr,
    description_en: texts.descriptionEn,
    transaction_type_id: ids.id('transactiontype', isRent ? 'rent' : 'sale'),
    property_type_id: ids.id('propertytype', type.key),
    region_id: ids.id('region', regionKey(region.key)),
    city_id: ids.id('region', cityKey(city.key)),
    district: district.ar,
    address: texts.addressAr,
    latitude: Number((city.lat + (distanceKm / 111) * Math.sin(angle)).toFixed(6)),
    longitude: Number(
      (city.lng + (distanceKm / (111 * Math.cos((city.lat * Math.PI) / 180))) * Math.cos(angle)).toFixed(6),
    ),
    price: priceFor(type, area, isRent, random),
    rent_period: isRent ? (type.key === 'apartment' && random.chance(0.5) ? 'monthly' : 'yearly') : null,
    area,
    is_featured: random.chance(0.01),
    ad_license_number: `72${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
    views: random.int(15, 2400),
    search_text: propertySearchText([
      texts.titleAr,
      texts.titleEn,
      texts.descriptionAr,
      texts.descriptionEn,
      texts.addressAr,
      texts.addressEn,
    ]),
    created_at: new Date(createdAt).toISOString(),
    bedrooms: bedrooms ?? 0,
    bathrooms: bathrooms ?? 0,
    living_rooms: livingRooms ?? null,
    floor_id: floor ? ids.id('floor', floor.key) : null,
    build_type_id: type.hasRooms ? ids.id('buildtype', random.pick(buildTypes).key) : null,
    building_age: buildingAge ?? null,
    furnished,
    facade,
    street_width: streetWidth,
    industry_type_id: industryType ? ids.id('industrytype', industryType.key) : null,
    built_area: built ? roundTo(area * (0.55 + random.next() * 0.35), 10) : null,
    clear_height: clearHeight ?? null,
    power_capacity_kva: powerKva ?? null,
    loading_docks: loadingDocks ?? null,
    floor_load: built ? random.int(3, 10) : null,
    civil_defence_licensed: built && random.chance(0.75),
  };
}
