import { asc, count, lte, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput, ErrorAnswer } from '#contract/endpoint.js';
import * as properties from '#contract/endpoints/properties.js';
import type { MapBox, PropertyMap } from '#contract/property-map.js';
import { rowsOf as rawRows } from '#server/db/raw-rows.js';
import { mapCells } from '#server/db/schema/index.js';
import {
  boxOfCells,
  cellX,
  cellY,
  gridOf,
  MAP_CELL_LEVELS,
  type Box,
} from '#server/modules/search/map/map-grid.js';
import { cellsOfPoints, type MapPoint } from '#server/modules/search/map/point-cells.js';
import { residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/** Issue 16: the map's clusters and points, through HTTP, on a real database. */
const ad: Record<string, number> = {};

const SAUDI: Box = { minLat: 16, maxLat: 33, minLng: 34, maxLng: 56 };
const RIYADH: Box = { minLat: 24.5, maxLat: 24.95, minLng: 46.5, maxLng: 46.9 };
/** A few streets around the three villas of `street`. */
const STREET: Box = { minLat: 24.6995, maxLat: 24.7018, minLng: 46.6695, maxLng: 46.6725 };
const JEDDAH: Box = { minLat: 21.4, maxLat: 21.7, minLng: 39.0, maxLng: 39.3 };

const riyadh = () => ({ regionId: l.id('region', 'region:riyadh'), cityId: l.id('region', 'city:riyadh') });
const jeddah = () => ({ regionId: l.id('region', 'region:makkah'), cityId: l.id('region', 'city:jeddah') });

/** The error an answer carries, to name it when the status is not the one expected. */
const errorOf = (answer: { status: number; error: unknown }) =>
  answer.status >= 400 ? JSON.stringify(answer.error) : undefined;

async function create(name: string, kind: 'residence' | 'industry', fields: Record<string, unknown>) {
  const answer =
    kind === 'residence'
      ? await server.send(
          properties.saveResidence,
          { body: residenceBody(l, fields) },
          { token: owner.token },
        )
      : await server.send(
          properties.saveIndustry,
          {
            body: {
              titleAr: 'مستودع للإيجار في السلي',
              transactionTypeId: l.id('transactiontype', 'rent'),
              rentPeriod: 'yearly',
              propertyTypeId: l.id('propertytype', 'warehouse'),
              ...riyadh(),
              price: 350_000,
              area: 2000,
              industryFeatureIds: [],
              ...fields,
            },
          },
          { token: owner.token },
        );
  expect(answer.status, errorOf(answer)).toBe(200);
  if (fields.id !== undefined) return;
  const sent = await server.send(
    properties.submitProperty,
    { params: { id: answer.body.id } },
    { token: owner.token },
  );
  expect(sent.status, errorOf(sent)).toBe(200);
  ad[name] = answer.body.id;
}

const server = useTestServer({ MODERATION: 'off', LIST_CACHE_SECONDS: '0' });
const l = useLookups(server);
const owner = useSignedIn(server);
beforeAll(async () => {
  await create('street1', 'residence', { latitude: 24.7001, longitude: 46.6701 });
  await create('street2', 'residence', { latitude: 24.7006, longitude: 46.6709 });
  await create('street3', 'residence', { latitude: 24.7011, longitude: 46.6717, price: 3_100_000 });
  await create('flat', 'residence', {
    titleAr: 'شقة للإيجار',
    propertyTypeId: l.id('propertytype', 'apartment'),
    transactionTypeId: l.id('transactiontype', 'rent'),
    rentPeriod: 'yearly',
    price: 60_000,
    bedrooms: 2,
    latitude: 24.7014,
    longitude: 46.6721,
  });
  await create('lone', 'residence', { latitude: 24.85, longitude: 46.6, price: 900_000, bedrooms: 3 });
  await create('warehouse', 'industry', { latitude: 24.6, longitude: 46.82 });
  await create('jeddah1', 'residence', { ...jeddah(), latitude: 21.55, longitude: 39.17 });
  await create('jeddah2', 'residence', { ...jeddah(), latitude: 21.56, longitude: 39.18, price: 1_200_000 });
  await create('nowhere', 'residence', { latitude: null, longitude: null });
});

type MapQuery = EndpointInput<typeof properties.mapProperties>['query'];
/** The filters the map shares with the list. */
type Filters = Omit<MapQuery, 'MinLat' | 'MaxLat' | 'MinLng' | 'MaxLng' | 'Zoom'>;

const boxQuery = (box: Box) => ({
  MinLat: box.minLat,
  MaxLat: box.maxLat,
  MinLng: box.minLng,
  MaxLng: box.maxLng,
});

async function mapOf(box: Box, zoom: number, filters: Filters = {}): Promise<PropertyMap> {
  const answer = await server.send(properties.mapProperties, {
    query: { ...filters, ...boxQuery(box), Zoom: zoom },
  });
  expect(answer.status, errorOf(answer)).toBe(200);
  return answer.body;
}

/** The list's answer for the same filters over the map's cells (the box widened to whole cells). */
async function listOf(box: Box, zoom: number, filters: Filters = {}) {
  const area = boxOfCells(gridOf(box, zoom));
  const answer = await server.send(properties.listProperties, {
    query: { ...filters, ...boxQuery(area), PageSize: 100 },
  });
  expect(answer.status).toBe(200);
  return {
    total: answer.body.totalDataCount,
    ids: answer.body.data.map((item) => item.id),
  };
}

const drawn = (map: PropertyMap) =>
  map.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + map.points.length;
const pointIds = (map: PropertyMap) => map.points.map((point) => point.id).sort((a, b) => a - b);
const sorted = (...names: string[]) => names.map((name) => ad[name]).sort((a, b) => (a ?? 0) - (b ?? 0));

describe('the map counts what the list counts', () => {
  const filterSets: [string, () => Filters][] = [
    ['no filter', () => ({})],
    ['a category', () => ({ Category: 1 })],
    ['the other category', () => ({ Category: 2 })],
    ['a city', () => ({ CityId: riyadh().cityId })],
    ['a region', () => ({ RegionId: jeddah().regionId })],
    [
      'a type and a transaction',
      () => ({
        PropertyTypeId: l.id('propertytype', 'villa'),
        TransactionTypeId: l.id('transactiontype', 'sale'),
      }),
    ],
    ['a price (the search window)', () => ({ MinPrice: 1_000_000 })],
    ['words (the search window)', () => ({ Query: 'فيلا' })],
    ['bedrooms and a city', () => ({ Bedrooms: 3, CityId: riyadh().cityId })],
    ['words without lexemes', () => ({ Query: '،،،', Category: 1 })],
  ];
  const views: [string, Box, number][] = [
    ['Saudi Arabia', SAUDI, 5],
    ['Riyadh', RIYADH, 11],
    ['Riyadh closer', RIYADH, 12],
    ['a street', STREET, 17],
    ['Jeddah', JEDDAH, 9],
  ];
  for (const [filterName, filters] of filterSets) {
    it.each(views)(`${filterName}, %s`, async (_view, box, zoom) => {
      const [map, list] = await Promise.all([mapOf(box, zoom, filters()), listOf(box, zoom, filters())]);
      expect(map.total).toBe(list.total);
      expect(map.totalCapped).toBe(false);
      expect(drawn(map)).toBe(map.total);
      for (const id of pointIds(map)) expect(list.ids).toContain(id);
    });
  }
});

describe('clusters and points', () => {
  it('far out, the street, the flat and the lone villa are one cluster of Riyadh at their mean', async () => {
    const map = await mapOf(SAUDI, 5);
    expect(map.total).toBe(8);
    const riyadhCluster = map.clusters.find((cluster) => cluster.latitude > 24 && cluster.latitude < 25);
    expect(riyadhCluster).toMatchObject({ count: 6 });
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(riyadhCluster?.latitude).toBeCloseTo(mean([24.7001, 24.7006, 24.7011, 24.7014, 24.85, 24.6]), 6);
    expect(riyadhCluster?.longitude).toBeCloseTo(mean([46.6701, 46.6709, 46.6717, 46.6721, 46.6, 46.82]), 6);
    // Pressing it zooms to where its ads lie.
    expect(riyadhCluster?.box).toEqual({ minLat: 24.6, maxLat: 24.85, minLng: 46.6, maxLng: 46.82 });
  });

  it('close in, every ad of the street is a point carrying its list item', async () => {
    const map = await mapOf(STREET, 18);
    expect(map.clusters).toEqual([]);
    expect(pointIds(map)).toEqual(sorted('street1', 'street2', 'street3', 'flat'));
    const third = map.points.find((point) => point.id === ad.street3);
    expect(third).toMatchObject({
      latitude: 24.7011,
      longitude: 46.6717,
      price: 3_100_000,
      currency: 'SAR',
      title: 'فيلا للبيع في حي النرجس',
      city: { id: riyadh().cityId },
    });
  });

  it('points and clusters are answered in the language asked', async () => {
    const map = await server.send(
      properties.mapProperties,
      { query: { ...boxQuery(STREET), Zoom: 18 } },
      { language: 'en' },
    );
    expect(map.body.points[0]?.title).toBe('Villa for sale in Al Narjis');
  });

  it('an ad without a position is on no map, but in the list', async () => {
    const everywhere = await mapOf({ minLat: -90, maxLat: 90, minLng: -180, maxLng: 180 }, 0);
    expect(everywhere.total).toBe(8);
    const list = await server.send(properties.listProperties);
    expect(list.body.totalDataCount).toBe(9);
  });

  it('filters combine: a type, a transaction and a city; a price and a category', async () => {
    const rentInRiyadh = await mapOf(RIYADH, 17, {
      ...{ CityId: riyadh().cityId, TransactionTypeId: l.id('transactiontype', 'rent') },
      PropertyTypeId: l.id('propertytype', 'apartment'),
    });
    expect(pointIds(rentInRiyadh)).toEqual(sorted('flat'));
    const dear = await mapOf(SAUDI, 5, { MinPrice: 1_000_000, Category: 1 });
    expect(dear.total).toBe(5);
    expect(dear.clusters.map((cluster) => cluster.count).sort()).toEqual([2, 3]);
    const dearStreet = await mapOf(STREET, 18, { MinPrice: 1_000_000, Category: 1 });
    expect(pointIds(dearStreet)).toEqual(sorted('street1', 'street2', 'street3'));
  });

  it('a box too large for its zoom is drawn at a coarser level, with bounded cells', async () => {
    const map = await mapOf({ minLat: -85, maxLat: 85, minLng: -180, maxLng: 180 }, 20);
    expect(map.total).toBe(8);
    expect(map.clusters.length + map.points.length).toBeLessThanOrEqual(3);
  });
});

describe('the search window is drawn on the grid the cells are counted on', () => {
  const rowsOf = <Row>(statement: SQL) => rawRows<Row>(server.deps.db, statement);

  it('the server places a point in the cell the SQL functions of the cells put it in', async () => {
    const points = await rowsOf<{ level: number; latitude: number; longitude: number; x: number; y: number }>(
      sql`select level, latitude, longitude, map_cell_x(longitude, level) as x, map_cell_y(latitude, level) as y
        from (select (16 + 17 * mod(i * 0.6180339887, 1))::float8 as latitude,
            (34 + 22 * mod(i * 0.4142135623, 1))::float8 as longitude
          from generate_series(1, 500) i) p,
          unnest(map_cell_levels()) as level`,
    );
    expect(points).toHaveLength(500 * MAP_CELL_LEVELS.length);
    for (const { level, latitude, longitude, x, y } of points) {
      expect([cellX(longitude, level), cellY(latitude, level)]).toEqual([x, y]);
    }
  });

  it('clustered here, the ads make the cells a GROUP BY on those functions makes', async () => {
    const points = await rowsOf<MapPoint>(
      sql`select id, latitude, longitude from property_search where latitude is not null`,
    );
    expect(points.length).toBeGreaterThan(5);
    for (const level of MAP_CELL_LEVELS) {
      const grouped = await rowsOf<MapPoint & MapBox & { count: number }>(
        sql`select count(*)::int as count, avg(latitude) as latitude, avg(longitude) as longitude, min(id) as id,
            min(latitude) as "minLat", max(latitude) as "maxLat", min(longitude) as "minLng", max(longitude) as "maxLng"
          from property_search where latitude is not null
          group by map_cell_x(longitude, ${level}), map_cell_y(latitude, ${level})`,
      );
      const expected = grouped.map(({ count, latitude, longitude, id, ...box }) => ({
        count,
        latitude,
        longitude,
        id: count === 1 ? id : undefined,
        box,
      }));
      const drawn = cellsOfPoints(points, level);
      expect(drawn).toHaveLength(expected.length);
      const sorted = <Cell extends { box: MapBox }>(cells: Cell[]) =>
        [...cells].sort((a, b) => a.box.minLat - b.box.minLat || a.box.minLng - b.box.minLng);
      const wanted = sorted(expected);
      sorted(drawn).forEach((cell, index) => {
        const want = wanted[index];
        expect(cell).toMatchObject({ count: want?.count, id: want?.id, box: want?.box });
        expect(cell.latitude).toBeCloseTo(want?.latitude ?? NaN, 9);
        expect(cell.longitude).toBeCloseTo(want?.longitude ?? NaN, 9);
      });
    }
  });
});

describe('cells follow the ads', () => {
  const riyadhCount = async () => (await mapOf(RIYADH, 12)).total;
  const jeddahCount = async () => (await mapOf(JEDDAH, 12)).total;

  it('publishing, moving and withdrawing an ad change its cells', async () => {
    const before = { riyadh: await riyadhCount(), jeddah: await jeddahCount() };
    await create('mover', 'residence', { latitude: 24.7008, longitude: 46.6713 });
    expect(await riyadhCount()).toBe(before.riyadh + 1);
    const street = await mapOf(STREET, 18);
    expect(pointIds(street)).toContain(ad.mover);

    await create('mover', 'residence', { id: ad.mover, ...jeddah(), latitude: 21.58, longitude: 39.2 });
    expect(await riyadhCount()).toBe(before.riyadh);
    expect(await jeddahCount()).toBe(before.jeddah + 1);

    const sold = await server.send(
      properties.changeStatus,
      { params: { id: ad.mover ?? 0 }, body: { status: 'sold' } },
      { token: owner.token },
    );
    expect(sold.status).toBe(204);
    expect(await jeddahCount()).toBe(before.jeddah);
  });

  it('a deleted ad leaves its cells; an emptied cell is removed, not kept at 0', async () => {
    await create('brief', 'residence', { latitude: 26.3, longitude: 50.1 });
    const box = { minLat: 26.2, maxLat: 26.4, minLng: 50.0, maxLng: 50.2 };
    expect((await mapOf(box, 10)).points.map((point) => point.id)).toEqual([ad.brief]);
    const deleted = await server.send(
      properties.deleteProperty,
      { params: { id: ad.brief ?? 0 } },
      { token: owner.token },
    );
    expect(deleted.status).toBe(204);
    expect(await mapOf(box, 10)).toEqual({ clusters: [], points: [], total: 0, totalCapped: false });
    const [empty] = await server.deps.db.select({ n: count() }).from(mapCells).where(lte(mapCells.ads, 0));
    expect(empty?.n).toBe(0);
  });

  it('the triggers keep the same cells as a bulk rebuild; their areas only ever widen', async () => {
    const snapshot = () =>
      server.deps.db
        .select()
        .from(mapCells)
        .orderBy(
          asc(mapCells.level),
          asc(mapCells.cellX),
          asc(mapCells.cellY),
          asc(mapCells.propertyTypeId),
          asc(mapCells.transactionTypeId),
          asc(mapCells.cityId),
        );
    const counts = (rows: Awaited<ReturnType<typeof snapshot>>) =>
      rows.map((row) => ({
        cell: [row.level, row.cellX, row.cellY, row.category, row.transactionTypeId, row.propertyTypeId],
        place: [row.regionId, row.cityId],
        ads: row.ads,
        sumId: row.sumId,
        mean: [row.sumLat.toFixed(6), row.sumLng.toFixed(6)],
      }));
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(0);
    await server.deps.db.execute(sql`select map_cells_rebuild()`);
    const rebuilt = await snapshot();
    expect(counts(rebuilt)).toEqual(counts(kept));
    // The ad that left Jeddah still widens its cells' areas; the rebuild fits them to their ads again.
    kept.forEach((row, index) => {
      const exact = rebuilt[index];
      expect(row.minLat).toBeLessThanOrEqual(exact?.minLat ?? Number.NaN);
      expect(row.maxLat).toBeGreaterThanOrEqual(exact?.maxLat ?? Number.NaN);
      expect(row.minLng).toBeLessThanOrEqual(exact?.minLng ?? Number.NaN);
      expect(row.maxLng).toBeGreaterThanOrEqual(exact?.maxLng ?? Number.NaN);
    });
    expect(kept.some((row, index) => row.maxLat > (rebuilt[index]?.maxLat ?? 0))).toBe(true);
  });
});

describe('bad requests get the localized 422', () => {
  const full = { MinLat: '24', MaxLat: '25', MinLng: '46', MaxLng: '47', Zoom: '10' };
  it.each([
    ['MinLat', { MinLat: undefined }, 'This field is required'],
    ['MinLat', { MinLat: '' }, 'This field is required'],
    ['Zoom', { Zoom: undefined }, 'This field is required'],
    ['MinLat', { MinLat: 'abc' }, 'This value has the wrong type'],
    ['MaxLng', { MaxLng: '181' }, 'Must be at most 180'],
    ['Zoom', { Zoom: '21' }, 'Must be at most 20'],
    ['Zoom', { Zoom: '1.5' }, 'This value has the wrong type'],
    ['MaxLat', { MinLat: '26' }, "The area's minimum must not be above its maximum"],
    ['MaxLng', { MinLng: '48' }, "The area's minimum must not be above its maximum"],
    ['MinPrice', { MinPrice: 'cheap' }, 'This value has the wrong type'],
  ])('%s: %j', async (field, change, message) => {
    const query = Object.entries({ ...full, ...change }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    // Values as they arrive on the wire, an empty one among them (a typed query leaves it out).
    const answer = await server.call<ErrorAnswer>(
      'GET',
      `${properties.mapProperties.path}?${new URLSearchParams(query).toString()}`,
      undefined,
      { language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ [field]: [message] });
  });

  it('in Arabic by default', async () => {
    const answer = await server.send(properties.mapProperties, {
      query: { MinLat: 25, MaxLat: 24, MinLng: 46, MaxLng: 47, Zoom: 3 },
    });
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toEqual({ MaxLat: ['يجب ألا يكون الحد الأدنى للمنطقة أكبر من حدها الأعلى'] });
  });
});

describe('past the search window', () => {
  it('the grid still counts every ad; other filters draw the newest 1,000 and say there are more', async () => {
    // 1,001 copies of a published ad in one place, written as an import would (the triggers run).
    const columns = sql.raw(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
       from information_schema.columns where table_name = 'properties' and column_name <> 'id'`,
    );
    const found: unknown = await server.deps.db.execute(columns);
    const list = sql.raw(String((found as { rows: { list: string }[] }).rows[0]?.list));
    await server.deps.db.execute(
      sql`insert into properties (${list}) select ${list} from properties, generate_series(1, 1001)
        where id = ${ad.lone}`,
    );
    const map = await mapOf(SAUDI, 5);
    expect(map).toMatchObject({ total: 8 + 1001, totalCapped: false });
    expect(drawn(map)).toBe(map.total);

    const dear = await mapOf(SAUDI, 5, { MinPrice: 500_000 });
    expect(dear).toMatchObject({ total: 1000, totalCapped: true });
    expect(drawn(dear)).toBe(1000);
    const list1000 = await listOf(SAUDI, 5, { MinPrice: 500_000 });
    expect(list1000.total).toBe(1000);
  });
});
