/**
 * The search map's requests, drawn from a seeded PRNG: a view of a real screen's map (desktop column
 * or phone) at a random zoom, over Saudi Arabia when far out and around a city when closer, with a
 * combination of the search's filters, both those the map's grid counts and those it cannot (price,
 * bedrooms, words: the search window). No URL is drawn twice.
 */
import { propertyTypes } from '#server/db/seed/catalogue-content.js';
import { seededRandom, type Random } from '#server/db/seed/random.js';
import { cityKey, regionKey } from '#server/db/seed/reference-data.js';
import type { LookupIds } from './bench-ad.js';
import {
  allCities,
  bigCities,
  combinationPicker,
  distinctRequests,
  priceRange,
  words,
  type SearchRequest,
} from './search-mix-urls.js';

type Part = 'category' | 'transaction' | 'type' | 'region' | 'city' | 'price' | 'bedrooms' | 'words';

/** Mostly what the grid answers (none, category, type, place); a third with a price, rooms or words. */
const COMBINATIONS: [Part[], number][] = [
  [[], 10],
  [['category'], 8],
  [['category', 'type'], 6],
  [['category', 'transaction'], 3],
  [['category', 'transaction', 'type'], 4],
  [['city'], 3],
  [['category', 'city'], 4],
  [['region'], 2],
  [['category', 'type', 'region'], 2],
  [['price'], 3],
  [['category', 'type', 'price'], 5],
  [['category', 'transaction', 'type', 'price'], 3],
  [['category', 'bedrooms'], 3],
  [['category', 'type', 'price', 'bedrooms'], 2],
  [['words'], 3],
  [['category', 'words'], 2],
];

/** Zooms people use, with a weight: the country, a region, a city, districts, streets. */
const ZOOMS: [number, number][] = [
  [5, 3],
  [6, 3],
  [7, 3],
  [8, 3],
  [9, 3],
  [10, 4],
  [11, 5],
  [12, 5],
  [13, 5],
  [14, 5],
  [15, 4],
  [16, 3],
  [17, 2],
  [18, 2],
];
/** The map's size in pixels: the desktop column at 1280 and 1920 px, a phone. */
const SCREENS: [number, number][] = [
  [435, 820],
  [650, 980],
  [390, 700],
];
/** Saudi Arabia, where views far out are centred. */
const KINGDOM = { minLat: 17, maxLat: 31, minLng: 37, maxLng: 54 };
const MAP = '/api/website/property/map';

const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latitudeOf = (y: number) => ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** The box a map of `width` × `height` pixels shows around a centre at a zoom (256-pixel tiles). */
export function viewBox(lat: number, lng: number, zoom: number, [width, height]: [number, number]) {
  const worldPixels = 256 * 2 ** zoom;
  const halfLng = (width / 2 / worldPixels) * 360;
  const halfY = (height / 2 / worldPixels) * 2 * Math.PI;
  return {
    MinLat: clamp(latitudeOf(mercator(lat) - halfY), 85).toFixed(5),
    MaxLat: clamp(latitudeOf(mercator(lat) + halfY), 85).toFixed(5),
    MinLng: clamp(lng - halfLng, 180).toFixed(5),
    MaxLng: clamp(lng + halfLng, 180).toFixed(5),
  };
}

const zoomBand = (zoom: number) =>
  zoom <= 8 ? 'z5-8' : zoom <= 12 ? 'z9-12' : zoom <= 15 ? 'z13-15' : 'z16-18';

function weighted<T>(random: Random, items: [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random.next() * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) return item;
  }
  return items[items.length - 1]?.[0] as T;
}

/** Draws map requests; `shape` is the filters present and the zoom band, e.g. "Category + Price @ z9-12". */
export function mapMix(ids: LookupIds, seed: number, seen = new Set<string>()) {
  const random = seededRandom(seed);
  const nextCombination = combinationPicker(random, COMBINATIONS);

  function compose(parts: Part[]): SearchRequest {
    const has = (part: Part) => parts.includes(part);
    const query = new URLSearchParams();
    const shape: string[] = [];
    const category = has('bedrooms') ? 1 : has('category') ? (random.chance(0.62) ? 1 : 2) : undefined;
    const types = propertyTypes.filter(
      (type) => (category === undefined || type.category === category) && (!has('bedrooms') || type.hasRooms),
    );
    const type = random.pick(types);
    const rent = type.yearlyRentRange[1] > 0 && random.chance(0.35);
    const place = random.pick(random.chance(0.7) ? bigCities : allCities);
    const set = (name: string, value: string | number, label = name) => {
      query.set(name, String(value));
      if (!shape.includes(label)) shape.push(label);
    };
    if (category !== undefined) set('Category', category);
    if (has('transaction')) set('TransactionTypeId', ids.id('transactiontype', rent ? 'rent' : 'sale'));
    if (has('type')) set('PropertyTypeId', ids.id('propertytype', type.key));
    if (has('region')) set('RegionId', ids.id('region', regionKey(place.region.key)));
    if (has('city')) set('CityId', ids.id('region', cityKey(place.city.key)));
    if (has('price')) {
      const { min, max } = priceRange(type, rent, random);
      if (min !== undefined) set('MinPrice', min, 'Price');
      if (max !== undefined) set('MaxPrice', max, 'Price');
    }
    if (has('bedrooms')) set('Bedrooms', random.pick([1, 2, 3, 3, 4, 4, 5]));
    if (has('words')) set('Query', words(random));

    const zoom = weighted(random, ZOOMS);
    const screen = random.pick(SCREENS);
    let lat: number;
    let lng: number;
    if (zoom <= 7) {
      lat = KINGDOM.minLat + random.next() * (KINGDOM.maxLat - KINGDOM.minLat);
      lng = KINGDOM.minLng + random.next() * (KINGDOM.maxLng - KINGDOM.minLng);
    } else {
      // Around the filtered city when there is one, else any city; within its urban area.
      const offset = () => ((random.next() * 2 - 1) * place.city.radiusKm) / 111;
      lat = place.city.lat + offset();
      lng = place.city.lng + offset() / Math.cos((place.city.lat * Math.PI) / 180);
    }
    for (const [name, value] of Object.entries(viewBox(lat, lng, zoom, screen))) query.set(name, value);
    query.set('Zoom', String(zoom));
    return {
      path: `${MAP}?${query.toString()}`,
      shape: `${shape.join(' + ') || 'none'} @ ${zoomBand(zoom)}`,
    };
  }

  return distinctRequests(seen, () => compose(nextCombination()));
}
