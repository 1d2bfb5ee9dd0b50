import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ComparedAd } from '#contract/compare';
import { compareRows } from './compare-rows';

const t = ((key: string) => key) as unknown as TFunction;
const ref = (id: number, name: string) => ({ id, name });

const card = {
  title: 'Ad',
  price: 2_000_000,
  currency: 'SAR',
  rentPeriod: null,
  transactionType: ref(1, 'Sale'),
  propertyType: ref(2, 'Villa'),
  region: ref(3, 'Riyadh region'),
  city: ref(4, 'Riyadh'),
  district: 'Al Narjis',
  area: 400,
  bedrooms: null,
  bathrooms: null,
  clearHeight: null,
  powerCapacityKva: null,
  coverImage: null,
  isFeatured: false,
  isFavorite: false,
  status: 'published',
  createdAt: '2026-11-01T00:00:00.000Z',
  latitude: null,
  longitude: null,
} as const;

const villa: ComparedAd = {
  ...card,
  id: 1,
  category: 1,
  details: {
    bedrooms: 5,
    bathrooms: 4,
    livingRooms: null,
    floor: null,
    buildType: null,
    buildingAge: null,
    furnished: true,
    streetWidth: null,
    facade: null,
    relaxMedia: [ref(9, 'Pool')],
  },
};
const warehouse: ComparedAd = {
  ...card,
  id: 2,
  category: 2,
  price: 300_000,
  rentPeriod: 'yearly',
  area: 0.5,
  details: {
    industryType: null,
    landArea: null,
    builtArea: null,
    clearHeight: 12,
    powerCapacityKva: null,
    loadingDocks: 3,
    floorLoad: null,
    zoning: null,
    streetWidth: null,
    civilDefenceLicensed: false,
    industryFeatures: [],
  },
};

describe('compareRows', () => {
  it('aligns the facts of both categories by key, leaving what an ad does not state empty', () => {
    const rows = compareRows([villa, warehouse], t, 'en');
    const byKey = new Map(rows.map((row) => [row.key, row.cells]));
    expect(rows.map((row) => row.key).slice(0, 4)).toEqual(['price', 'pricePerMetre', 'place', 'category']);
    expect(byKey.get('bedrooms')).toEqual([{ value: '5', ltr: true }, null]);
    expect(byKey.get('clearHeight')?.[0]).toBeNull();
    expect(byKey.get('clearHeight')?.[1]).not.toBeNull();
    expect(byKey.get('loadingDocks')?.[1]).toEqual({ value: '3', ltr: true });
    expect(byKey.get('features')).toEqual([{ value: 'Pool' }, null]);
    expect(rows.at(-1)?.key).toBe('features');
    for (const row of rows) expect(row.cells).toHaveLength(2);
  });

  it('gives a price per m² only where it makes sense, with the rent period', () => {
    const [price, perMetre] = compareRows([villa, warehouse], t, 'en');
    expect(perMetre?.cells).toEqual([{ value: 'SAR 5,000', ltr: true }, null]);
    expect(price?.cells[1]).toEqual({ value: 'SAR 300,000', ltr: true, suffix: 'catalogue.perPeriod' });
  });
});
