/**
 * Draw-a-search at scale (issue 20 item 6, docs/decisions/0022-draw-a-search.md): the real server on a
 * kept bench database (bench/load-scale.ts), its answer cache off, 16 connections: /api/health, then
 * list searches limited to a drawn area, /api/health again. Every request is a new polygon: 5 to 40
 * vertices at rising angles (as a hand draws round a district, concave often), 0.5 to 3 km across,
 * around a point of a city's urban area (the cities' real centres and radii, where the bench ads lie),
 * alone or with a category, a property type, a price range or words, any sort, pages 0–2.
 *
 *   npx tsx bench/area-search.ts --engine postgres --ads 100000 --label after
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { formatArea } from '#contract/geo/polygon.js';
import { propertyTypes } from '#server/db/seed/catalogue-content.js';
import { seededRandom, type Random } from '#server/db/seed/random.js';
import { lookupIds, type LookupIds } from './lib/bench-ad.js';
import { benchArguments } from './lib/bench-arguments.js';
import { startBenchServer } from './lib/bench-server.js';
import { CONNECTIONS, codeMeasured, mixBetweenHealth } from './lib/mix-run.js';
import { openScaleDatabase, sizeName } from './lib/scale-database.js';
import { bigCities, distinctRequests, priceRange, words } from './lib/search-mix-urls.js';

const options = benchArguments();
const SORTS = [undefined, 'newest', 'priceAsc', 'priceDesc', 'areaAsc', 'areaDesc'] as const;

/** A drawn district: vertices at rising angles round a centre, each at its own distance (concave). */
function drawnDistrict(random: Random) {
  const { city } = random.pick(bigCities);
  const offsetKm = city.radiusKm * 0.7 * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const lat = city.lat + (offsetKm / 111) * Math.sin(bearing);
  const lng = city.lng + (offsetKm / 111) * Math.cos(bearing);
  const radiusKm = 0.25 + random.next() * 1.25;
  const sides = random.int(5, 40);
  return Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * (i + random.next() * 0.7)) / sides;
    const reach = (radiusKm * (0.55 + random.next() * 0.45)) / 111;
    return {
      lat: lat + reach * Math.sin(angle),
      lng: lng + (reach * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180),
    };
  });
}

function areaMix(ids: LookupIds, seed: number, seen = new Set<string>()) {
  const random = seededRandom(seed);
  return distinctRequests(seen, () => {
    const query = new URLSearchParams({ Area: formatArea(drawnDistrict(random)) });
    const shape = ['Area'];
    const type = random.pick(propertyTypes);
    const extra = random.next();
    if (extra < 0.2) {
      query.set('Category', String(type.category));
      shape.push('Category');
    } else if (extra < 0.35) {
      query.set('PropertyTypeId', String(ids.id('propertytype', type.key)));
      shape.push('PropertyTypeId');
    } else if (extra < 0.5) {
      const { min, max } = priceRange(type, false, random);
      if (min !== undefined) query.set('MinPrice', String(min));
      if (max !== undefined) query.set('MaxPrice', String(max));
      shape.push('Price');
    } else if (extra < 0.6) {
      query.set('Query', words(random));
      shape.push('Query');
    }
    const sort = SORTS[random.int(0, SORTS.length - 1)];
    if (sort) {
      query.set('SortBy', sort);
      shape.push('SortBy');
    }
    query.set('PageSize', '12');
    query.set('PageNumber', String(random.chance(0.7) ? 0 : random.int(1, 2)));
    return { path: `/api/website/property/GetAllMainProperty?${query.toString()}`, shape: shape.join(' + ') };
  });
}

async function main() {
  const scale = await openScaleDatabase(options.engine, options.ads, { load: false });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manzil-area-search-'));
  const server = await startBenchServer(scale.database, { dataDir, listCacheSeconds: 0 });
  const title = `${options.label} ${scale.engine} ${sizeName(options.ads)}`;
  try {
    const ids = await lookupIds(scale.database.db);
    const measured = areaMix(ids, options.seed);
    const warmUp = areaMix(ids, options.seed + 1, measured.seen);
    const { figures, health, run, loadAverage } = await mixBetweenHealth(
      { title, name: 'drawn areas', base: server.base, scale, seconds: options.seconds },
      { measured, warmUp },
      12,
    );
    console.log(
      JSON.stringify({
        label: options.label,
        code: codeMeasured(),
        engine: scale.engine,
        version: scale.version,
        ads: options.ads,
        cores: cpus().length,
        loadAverage,
        connections: CONNECTIONS,
        healthRps: health.rps,
        areaRps: figures.rps,
        shareOfHealth: (100 * figures.rps) / health.rps,
        p50: figures.p50,
        p99: figures.p99,
        answered: run.answers.length,
        non2xx: figures.non2xx,
        unanswered: run.unanswered.length,
      }),
    );
  } finally {
    await server.close();
    await scale.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
