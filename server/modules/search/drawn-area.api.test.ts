import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as properties from '#contract/endpoints/properties.js';
import { formatArea, pointInPolygon, type LatLng, type Polygon } from '#contract/geo/polygon.js';
import { seededRandom } from '#server/db/seed/random.js';
import { createAd, industryBody, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 20 item 6: a drawn area (`Area=lat,lng;…`) limits the list and the map to the ads inside it,
 * through HTTP on a real database. The database's test (`point <@ polygon`) must agree with the
 * application's (`pointInPolygon`, which alerts reuse) on every ad, edges included.
 */

interface PlacedAd extends LatLng {
  id: number;
  price: number;
  category: number;
}
const placed: PlacedAd[] = [];

const at = (lat: number, lng: number): LatLng => ({ lat, lng });
/** A "U" over the grid's Riyadh ads, open to the north: its notch holds ads that are outside. */
const U_SHAPE: Polygon = [
  at(24.7, 46.6),
  at(24.7, 46.64),
  at(24.74, 46.64),
  at(24.74, 46.63),
  at(24.715, 46.63),
  at(24.715, 46.61),
  at(24.74, 46.61),
  at(24.74, 46.6),
];

const server = useTestServer({ MODERATION: 'off', LIST_CACHE_SECONDS: '0' });
const l = useLookups(server);
beforeAll(async () => {
  const owner = await signIn(server);
  const place = { regionId: l.id('region', 'region:riyadh'), cityId: l.id('region', 'city:riyadh') };
  // A 5 × 5 grid 0.01° apart (about a kilometre): several ads fall on the U's edges and corners.
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 5; column++) {
      const n = row * 5 + column;
      const point = at(Number((24.7 + row * 0.01).toFixed(2)), Number((46.6 + column * 0.01).toFixed(2)));
      const price = 500_000 + ((n * 7919) % 25) * 20_000;
      const fields = { ...place, latitude: point.lat, longitude: point.lng, price };
      const industrial = n % 5 === 4;
      const ad = await createAd(
        server,
        owner.token,
        industrial ? 'industry' : 'residence',
        industrial ? industryBody(l, fields) : residenceBody(l, fields),
      );
      placed.push({ id: ad.id, ...point, price, category: industrial ? 2 : 1 });
    }
  }
  // Far away, and nowhere at all: never in a Riyadh area.
  await createAd(server, owner.token, 'residence', residenceBody(l, { latitude: 21.55, longitude: 39.17 }));
  await createAd(server, owner.token, 'residence', residenceBody(l, { latitude: null, longitude: null }));
});

type ListQuery = EndpointInput<typeof properties.listProperties>['query'];

async function listIn(area: Polygon | string, query: ListQuery = {}) {
  const answer = await server.send(properties.listProperties, {
    query: { PageSize: 100, ...query, Area: typeof area === 'string' ? area : formatArea(area) },
  });
  expect(answer.status, JSON.stringify(answer.status >= 400 ? answer.error : '')).toBe(200);
  return answer.body;
}

const inside = (area: Polygon) => placed.filter((ad) => pointInPolygon(ad, area));
const idsOf = (ads: { id: number }[]) => ads.map((ad) => ad.id).sort((a, b) => a - b);

describe('a drawn area limits the list', () => {
  it('to the ads inside a concave shape, those on its edges and corners included', async () => {
    const expected = inside(U_SHAPE);
    // The notch's ads (24.72–24.74 × 46.62) are left out; the corners and edges are in.
    expect(expected.some((ad) => ad.lat === 24.72 && ad.lng === 46.62)).toBe(false);
    expect(expected.some((ad) => ad.lat === 24.7 && ad.lng === 46.6)).toBe(true);
    expect(expected.some((ad) => ad.lat === 24.71 && ad.lng === 46.62)).toBe(true);
    expect(expected).toHaveLength(22);
    const answer = await listIn(U_SHAPE);
    expect(idsOf(answer.data)).toEqual(idsOf(expected));
    expect(answer.totalDataCount).toBe(22);
    expect(answer.totalCapped).toBe(false);
  });

  it('counts, pages and sorts within the area', async () => {
    const expected = inside(U_SHAPE).sort((a, b) => a.price - b.price || b.id - a.id);
    const pages = [];
    for (const PageNumber of [0, 1, 2, 3, 4]) {
      const answer = await listIn(U_SHAPE, { PageSize: 5, PageNumber, SortBy: 'priceAsc' });
      expect(answer.totalDataCount).toBe(22);
      expect(answer.totalPages).toBe(5);
      pages.push(...answer.data);
    }
    expect(pages.map((ad) => ad.price)).toEqual(expected.map((ad) => ad.price));
    expect(idsOf(pages)).toEqual(idsOf(expected));
  });

  it('together with the other filters and the map box', async () => {
    const industrial = inside(U_SHAPE).filter((ad) => ad.category === 2);
    expect(industrial.length).toBeGreaterThan(0);
    expect(idsOf((await listIn(U_SHAPE, { Category: 2 })).data)).toEqual(idsOf(industrial));
    const cheap = inside(U_SHAPE).filter((ad) => ad.price <= 800_000);
    expect(idsOf((await listIn(U_SHAPE, { MaxPrice: 800_000 })).data)).toEqual(idsOf(cheap));
    const south = inside(U_SHAPE).filter((ad) => ad.lat <= 24.71);
    const box = { MinLat: 24.6, MaxLat: 24.71, MinLng: 46.5, MaxLng: 46.7 };
    expect(idsOf((await listIn(U_SHAPE, box)).data)).toEqual(idsOf(south));
  });

  it('agrees with pointInPolygon on random shapes drawn over the grid', async () => {
    const { next: random } = seededRandom(20);
    for (let n = 0; n < 40; n++) {
      // A star-shaped polygon around a random centre: vertices at rising angles never cross.
      const centre = at(24.7 + random() * 0.04, 46.6 + random() * 0.04);
      const sides = 3 + Math.floor(random() * 12);
      const shape = Array.from({ length: sides }, (_, i) => {
        const angle = (2 * Math.PI * (i + random() * 0.8)) / sides;
        const radius = 0.005 + random() * 0.03;
        return at(centre.lat + radius * Math.sin(angle), centre.lng + radius * Math.cos(angle));
      });
      // The URL carries five decimals: the expectation is computed on what was sent.
      const sent = formatArea(shape);
      const polygon = sent.split(';').map((pair) => {
        const [lat, lng] = pair.split(',').map(Number);
        return at(lat ?? 0, lng ?? 0);
      });
      expect(idsOf((await listIn(sent)).data), sent).toEqual(idsOf(inside(polygon)));
    }
  });

  it('finds nothing in an area without ads, and never an ad without a position', async () => {
    const empty = await listIn([at(25.5, 47.5), at(25.5, 47.6), at(25.6, 47.55)]);
    expect(empty.data).toEqual([]);
    expect(empty.totalDataCount).toBe(0);
    const kingdom = await listIn([at(16, 34), at(16, 56), at(33, 56), at(33, 34)]);
    expect(kingdom.totalDataCount).toBe(26);
  });
});

describe('a drawn area limits the map', () => {
  it('to the same ads as the list, in clusters and points', async () => {
    const answer = await server.send(properties.mapProperties, {
      query: { Area: formatArea(U_SHAPE), MinLat: 24.6, MaxLat: 24.8, MinLng: 46.5, MaxLng: 46.7, Zoom: 16 },
    });
    expect(answer.status).toBe(200);
    const drawn =
      answer.body.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.body.points.length;
    expect(answer.body.total).toBe(22);
    expect(drawn).toBe(22);
    const outside = new Set(placed.filter((ad) => !pointInPolygon(ad, U_SHAPE)).map((ad) => ad.id));
    expect(answer.body.points.filter((point) => outside.has(point.id))).toEqual([]);
  });

  it('at a zoom the pre-aggregate would answer too', async () => {
    const answer = await server.send(properties.mapProperties, {
      query: { Area: formatArea(U_SHAPE), MinLat: 16, MaxLat: 33, MinLng: 34, MaxLng: 56, Zoom: 5 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(22);
  });
});

describe('a bad area is refused with a localized 422', () => {
  it.each([
    ['areaTooFewVertices (two vertices)', '24.7,46.6;24.8,46.6', 'ثلاث نقاط', 'three points'],
    ['areaInvalid (not a number)', '24.7,46.6;north;24.8,46.7', 'غير صالحة', 'not valid'],
    ['areaInvalid (latitude past 90)', '24.7,46.6;124.8,46.6;24.8,46.7', 'غير صالحة', 'not valid'],
    ['areaCrossesItself (a figure eight)', '24.7,46.6;24.8,46.7;24.7,46.7;24.8,46.6', 'تتقاطع', 'cross'],
    [
      'areaTooManyVertices (51 vertices)',
      Array.from({ length: 51 }, (_, i) => `${24 + Math.sin(i / 8)},${46 + Math.cos(i / 8)}`).join(';'),
      '50',
      '50',
    ],
    ['areaTooManyVertices (8,000 characters)', '1,1;'.repeat(2000), '50', '50'],
  ])('%#: %s', async (_problem, Area, arabic, english) => {
    for (const [language, text] of [
      ['ar', arabic],
      ['en', english],
    ] as const) {
      const list = await server.send(properties.listProperties, { query: { Area } }, { language });
      expect(list.status).toBe(422);
      expect(list.error.errors?.Area?.[0]).toContain(text);
      const map = await server.send(
        properties.mapProperties,
        { query: { Area, MinLat: 24, MaxLat: 25, MinLng: 46, MaxLng: 47, Zoom: 10 } },
        { language },
      );
      expect(map.status).toBe(422);
      expect(map.error.errors?.Area?.[0]).toContain(text);
    }
  });

  it('an empty area is no area', async () => {
    const answer = await server.send(properties.listProperties, { query: { Area: '', PageSize: 1 } });
    expect(answer.status).toBe(200);
    expect(answer.body.totalDataCount).toBe(27);
  });
});
