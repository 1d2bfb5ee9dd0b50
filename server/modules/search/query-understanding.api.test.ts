import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorAnswer } from '#contract/endpoint.js';
import * as properties from '#contract/endpoints/properties.js';
import type { PropertyListQuery } from '#contract/properties.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/** Issue 33 item 1: the public list reads its words as filters (docs/decisions/0036-query-understanding.md). */
const server = useTestServer({ MODERATION: 'off' });
const l = useLookups(server);
const owner = useSignedIn(server);
const ad: Record<string, number> = {};

beforeAll(async () => {
  const riyadh = { regionId: l.id('region', 'region:riyadh'), cityId: l.id('region', 'city:riyadh') };
  const jeddah = { regionId: l.id('region', 'region:makkah'), cityId: l.id('region', 'city:jeddah') };
  const apartment = l.id('propertytype', 'apartment');
  const rent = { transactionTypeId: l.id('transactiontype', 'rent'), rentPeriod: 'yearly' };
  const ads = {
    riyadhVilla: { ...riyadh, titleAr: 'فيلا فاخرة مع مسبح', price: 1_800_000 },
    dearRiyadhVilla: { ...riyadh, titleAr: 'فيلا دورين', district: 'الملقا', price: 2_500_000 },
    jeddahVilla: { ...jeddah, titleAr: 'فيلا قريبة من البحر', district: 'الشاطئ', price: 1_500_000 },
    jeddahFlat: {
      ...jeddah,
      ...rent,
      titleAr: 'شقة عائلية',
      titleEn: 'Family apartment',
      district: 'الروضة',
      propertyTypeId: apartment,
      price: 60_000,
      area: 160,
      bedrooms: 3,
    },
    smallJeddahFlat: {
      ...jeddah,
      ...rent,
      titleAr: 'شقة صغيرة',
      titleEn: 'Small apartment',
      district: 'الروضة',
      propertyTypeId: apartment,
      price: 30_000,
      area: 70,
      bedrooms: 1,
    },
    riyadhLand: {
      ...riyadh,
      titleAr: 'أرض على شارعين',
      propertyTypeId: l.id('propertytype', 'residential-land'),
      price: 900_000,
      area: 600,
    },
  };
  for (const [name, fields] of Object.entries(ads)) {
    const body = residenceBody(l, { descriptionAr: 'إعلان للتجربة', ...fields });
    ad[name] = (await createAd(server, owner.token, 'residence', body)).id;
  }
});

async function list(query: Partial<PropertyListQuery>, language: 'ar' | 'en' = 'ar') {
  const answer = await server.send(
    properties.listProperties,
    { query: { PageSize: 100, ...query } },
    { language },
  );
  expect(answer.status).toBe(200);
  return { ids: answer.body.data.map((item) => item.id).sort(), understood: answer.body.understood };
}

const ids = (...names: string[]) => names.map((name) => ad[name]).sort();

describe('a query read as filters', () => {
  it('finds the villas for sale in Riyadh under two million, and says what it read', async () => {
    const { ids: found, understood } = await list({ Query: 'فيلا للبيع في الرياض تحت مليونين' });
    expect(found).toEqual(ids('riyadhVilla'));
    expect(understood).toEqual({
      items: [
        { kind: 'propertyType', words: 'فيلا', labelAr: 'فيلا', labelEn: 'Villa' },
        { kind: 'transaction', words: 'للبيع', labelAr: 'بيع', labelEn: 'Sale' },
        { kind: 'city', words: 'في الرياض', labelAr: 'الرياض', labelEn: 'Riyadh' },
        { kind: 'price', words: 'تحت مليونين', labelAr: '≤ 2,000,000', labelEn: '≤ 2,000,000' },
      ],
      remainingText: '',
    });
  });

  it('reads English, rooms and a district, and keeps the other words as text', async () => {
    const english = await list({ Query: 'apartment for rent in jeddah 3 bedrooms' }, 'en');
    expect(english.ids).toEqual(ids('jeddahFlat'));
    expect(english.understood?.items.map((item) => [item.kind, item.labelEn])).toEqual([
      ['propertyType', 'Apartment'],
      ['transaction', 'Rent'],
      ['city', 'Jeddah'],
      ['rooms', '3+ bedrooms'],
    ]);
    expect(english.understood?.items.at(-1)?.labelAr).toBe('3+ غرف');

    const district = await list({ Query: 'شقة حي الروضة جدة مساحة 100 متر' });
    expect(district.ids).toEqual(ids('jeddahFlat'));
    expect(district.understood?.items.map((item) => item.labelAr)).toEqual([
      'شقة',
      'حي الروضة',
      'جدة',
      '≥ 100 م²',
    ]);

    const words = await list({ Query: 'فيلا مسبح' });
    expect(words.ids).toEqual(ids('riyadhVilla'));
    expect(words.understood?.remainingText).toBe('مسبح');
  });

  it('lets a filter the request sets win over one its words say', async () => {
    const jeddah = l.id('region', 'city:jeddah');
    expect((await list({ Query: 'فيلا في الرياض', CityId: jeddah })).ids).toEqual(ids('jeddahVilla'));
    expect((await list({ Query: 'فيلا تحت مليونين', MaxPrice: 1_600_000 })).ids).toEqual(ids('jeddahVilla'));
  });

  it('searches the words as text with AsText, and reads nothing from them', async () => {
    expect((await list({ Query: 'فيلا تحت مليونين' })).ids).toEqual(ids('riyadhVilla', 'jeddahVilla'));
    const asText = await list({ Query: 'فيلا تحت مليونين', AsText: true });
    expect(asText).toEqual({ ids: [], understood: undefined });
    expect((await list({ Query: 'فيلا مسبح', AsText: true })).ids).toEqual(ids('riyadhVilla'));
  });

  it('refuses a flag that is not one (422, as every bad query value), in the caller’s language', async () => {
    const url = `${properties.listProperties.path}?AsText=maybe`;
    const arabic = await server.call<ErrorAnswer>('GET', url, undefined, { language: 'ar' });
    const english = await server.call<ErrorAnswer>('GET', url, undefined, { language: 'en' });
    expect([arabic.status, english.status]).toEqual([422, 422]);
    expect(english.body.errors?.AsText?.[0]).toMatch(/[a-z]/i);
    expect(arabic.body.errors?.AsText?.[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('a word a category gives a type of its own', () => {
  it('reads أرض in the residential list as residential land, and as words in the list of both', async () => {
    const answer = await server.send(properties.listResidences, { query: { PageSize: 100, Query: 'أرض' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((item) => item.id)).toEqual(ids('riyadhLand'));
    expect(answer.body.understood).toEqual({
      items: [{ kind: 'propertyType', words: 'أرض', labelAr: 'أرض سكنية', labelEn: 'Residential land' }],
      remainingText: '',
    });
    const both = await list({ Query: 'أرض' });
    expect(both.ids).toEqual(ids('riyadhLand'));
    expect(both.understood).toEqual({ items: [], remainingText: 'أرض' });
  });
});

describe('the map', () => {
  it('reads the words as the list does', async () => {
    const box = { MinLat: 16, MaxLat: 32, MinLng: 34, MaxLng: 56, Zoom: 5 };
    const total = async (query: Record<string, unknown>) =>
      (await server.send(properties.mapProperties, { query: { ...box, ...query } })).body.total;
    expect(await total({ Query: 'فيلا في جدة' })).toBe(1);
    expect(await total({ Query: 'فيلا تحت مليونين' })).toBe(2);
    expect(await total({ Query: 'فيلا تحت مليونين', AsText: true })).toBe(0);
  });
});
