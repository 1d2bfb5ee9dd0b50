/**
 * The catalogue searches visitors send, drawn from a seeded PRNG: a combination of filters (weighted
 * by how often visitors combine them), then values for each: category (as a parameter or the
 * per-category route), transaction, property type, region or city, a price range realistic for the
 * type and transaction, bedrooms, one or two free-text words, a map box around a city, a sort order
 * (or none) and a page. No URL is drawn twice.
 */
import { propertyTypes, regions, type PropertyTypeSeed } from '#server/db/seed/catalogue-content.js';
import { seededRandom, type Random } from '#server/db/seed/random.js';
import { cityKey, regionKey } from '#server/db/seed/reference-data.js';
import type { LookupIds } from './bench-ad.js';
import { searchWords, shortWords } from './search-vocabulary.js';

type Part =
  'category' | 'transaction' | 'type' | 'region' | 'city' | 'price' | 'bedrooms' | 'words' | 'short' | 'map';

/** What visitors combine, with a weight: mostly a category, a place, a type and a price. */
const COMBINATIONS: [Part[], number][] = [
  [[], 6],
  [['category'], 8],
  [['category', 'city'], 8],
  [['category', 'region'], 4],
  [['category', 'type'], 5],
  [['category', 'type', 'city'], 6],
  [['category', 'type', 'city', 'price'], 6],
  [['category', 'transaction', 'type', 'city', 'price'], 4],
  [['category', 'type', 'city', 'price', 'bedrooms'], 5],
  [['category', 'transaction', 'region', 'price'], 3],
  [['category', 'city', 'bedrooms'], 3],
  [['region'], 2],
  [['city'], 2],
  [['type', 'city', 'price'], 2],
  [['words'], 8],
  [['category', 'words'], 5],
  [['city', 'words'], 4],
  [['category', 'type', 'city', 'words'], 3],
  [['category', 'price', 'words'], 2],
  [['map'], 3],
  [['category', 'map'], 3],
  [['category', 'type', 'price', 'map'], 3],
  [['words', 'map'], 2],
  [['short'], 1.5],
  [['category', 'short'], 1],
  [['city', 'short'], 0.5],
];

const SORTS = [undefined, 'newest', 'priceAsc', 'priceDesc', 'areaAsc', 'areaDesc'] as const;
const BIG_CITIES = ['riyadh', 'jeddah', 'dammam', 'khobar', 'makkah', 'madinah'];
/** Half the height of a map box, in degrees of latitude: a few streets to a whole metropolitan area. */
const MAP_HALF_HEIGHTS = [0.005, 0.02, 0.05, 0.15, 0.4];
const LIST = '/api/website/property';

export const allCities = regions.flatMap((region) => region.cities.map((city) => ({ region, city })));
export const bigCities = allCities.filter(({ city }) => BIG_CITIES.includes(city.key));

export interface SearchRequest {
  path: string;
  /** The parameters present, e.g. "Category + CityId + Price + SortBy". */
  shape: string;
}

const SHAPE_ORDER = [
  'Category',
  'TransactionTypeId',
  'PropertyTypeId',
  'RegionId',
  'CityId',
  'Price',
  'Bedrooms',
  'Query',
  'Query (1-2 letters)',
  'Map',
  'SortBy',
];

/** A price range realistic for the type and transaction: both ends, or only one. */
export function priceRange(
  type: PropertyTypeSeed,
  rent: boolean,
  random: Random,
): { min?: number; max?: number } {
  const [low, high] = rent ? type.yearlyRentRange : type.salePriceRange;
  const step = rent ? 5_000 : 50_000;
  const round = (value: number) => Math.max(step, Math.round(value / step) * step);
  const min = round(low + (high - low) * random.next() * 0.6);
  const max = round(min + (high - low) * (0.15 + random.next() * 0.6));
  const kind = random.next();
  if (kind < 0.6) return { min, max };
  return kind < 0.85 ? { max } : { min };
}

/** One or two free-text words: types, places and other words visitors type. */
export function words(random: Random): string {
  const one = () => {
    const kind = random.next();
    return random.pick(
      kind < 0.45 ? searchWords.types : kind < 0.75 ? searchWords.places : searchWords.other,
    );
  };
  if (random.chance(0.55)) return one();
  return random.chance(0.6)
    ? `${random.pick(searchWords.types)} ${random.pick(searchWords.places)}`
    : `${one()} ${one()}`;
}

/**
 * Picks combinations in proportion to their weights over any stretch of requests (smooth weighted
 * round-robin from a seeded start), so a run that gets through few requests still meets the rare ones.
 */
export function combinationPicker<P>(random: Random, combinations: [P[], number][]): () => P[] {
  const total = combinations.reduce((sum, [, weight]) => sum + weight, 0);
  const credit = combinations.map(([, weight]) => random.next() * weight * 10);
  return () => {
    let best = 0;
    combinations.forEach(([, weight], index) => {
      credit[index] = (credit[index] ?? 0) + weight;
      if ((credit[index] ?? 0) > (credit[best] ?? 0)) best = index;
    });
    credit[best] = (credit[best] ?? 0) - total;
    return combinations[best]?.[0] ?? [];
  };
}

/**
 * Draws search requests; `draw(shape)` draws until one of that shape comes up (bounded). Mixes that
 * share `seen` never draw the same URL.
 */
export function searchMix(ids: LookupIds, seed: number, seen = new Set<string>()) {
  const random = seededRandom(seed);
  const nextCombination = combinationPicker(random, COMBINATIONS);

  function compose(parts: Part[]): SearchRequest {
    const has = (part: Part) => parts.includes(part);
    const query = new URLSearchParams();
    const shape = new Set<string>();
    const category: 1 | 2 | undefined = has('bedrooms')
      ? 1
      : has('category')
        ? random.chance(0.62)
          ? 1
          : 2
        : undefined;
    const types = propertyTypes.filter(
      (type) => (category === undefined || type.category === category) && (!has('bedrooms') || type.hasRooms),
    );
    const type = random.pick(types);
    let route = 'GetAllMainProperty';
    if (category !== undefined) {
      shape.add('Category');
      if (random.chance(0.5)) query.set('Category', String(category));
      else route = category === 1 ? 'getallresidence' : 'getallindustry';
    }
    const rent = type.yearlyRentRange[1] > 0 && random.chance(0.35);
    if (has('transaction')) {
      query.set('TransactionTypeId', String(ids.id('transactiontype', rent ? 'rent' : 'sale')));
      shape.add('TransactionTypeId');
    }
    if (has('type')) {
      query.set('PropertyTypeId', String(ids.id('propertytype', type.key)));
      shape.add('PropertyTypeId');
    }
    const place = random.pick(random.chance(0.7) ? bigCities : allCities);
    if (has('region')) {
      query.set('RegionId', String(ids.id('region', regionKey(place.region.key))));
      shape.add('RegionId');
    }
    if (has('city')) {
      query.set('CityId', String(ids.id('region', cityKey(place.city.key))));
      shape.add('CityId');
    }
    if (has('price')) {
      const { min, max } = priceRange(type, rent, random);
      if (min !== undefined) query.set('MinPrice', String(min));
      if (max !== undefined) query.set('MaxPrice', String(max));
      shape.add('Price');
    }
    if (has('bedrooms')) {
      query.set('Bedrooms', String(random.pick([1, 2, 3, 3, 4, 4, 5])));
      shape.add('Bedrooms');
    }
    if (has('words')) {
      query.set('Query', words(random));
      shape.add('Query');
    }
    if (has('short')) {
      const first = random.pick(shortWords);
      query.set('Query', random.chance(0.3) ? `${first} ${random.pick(shortWords)}` : first);
      shape.add('Query (1-2 letters)');
    }
    if (has('map')) {
      const { city } = place;
      const halfLat = random.pick(MAP_HALF_HEIGHTS);
      const halfLng = halfLat / Math.cos((city.lat * Math.PI) / 180);
      const offset = () => ((random.next() * 2 - 1) * city.radiusKm * 0.6) / 111;
      const lat = city.lat + offset();
      const lng = city.lng + offset();
      query.set('MinLat', (lat - halfLat).toFixed(4));
      query.set('MaxLat', (lat + halfLat).toFixed(4));
      query.set('MinLng', (lng - halfLng).toFixed(4));
      query.set('MaxLng', (lng + halfLng).toFixed(4));
      shape.add('Map');
    }
    const sort = SORTS[random.int(0, SORTS.length - 1)];
    if (sort) {
      query.set('SortBy', sort);
      shape.add('SortBy');
    }
    query.set('PageSize', '12');
    query.set('PageNumber', String(random.chance(0.5) ? 0 : random.int(1, 5)));
    return {
      path: `${LIST}/${route}?${query.toString()}`,
      shape: SHAPE_ORDER.filter((name) => shape.has(name)).join(' + ') || 'none',
    };
  }

  return distinctRequests(seen, () => compose(nextCombination()));
}

/**
 * Requests never drawn before (the paths in `seen`, which mixes may share): `draw(shape)` draws until
 * one of that shape comes up, null after 100,000 tries.
 */
export function distinctRequests(seen: Set<string>, next: () => SearchRequest) {
  return {
    seen,
    draw(shape?: string): SearchRequest | null {
      for (let attempt = 0; attempt < 100_000; attempt += 1) {
        const request = next();
        if (seen.has(request.path) || (shape !== undefined && request.shape !== shape)) continue;
        seen.add(request.path);
        return request;
      }
      return null;
    },
  };
}
