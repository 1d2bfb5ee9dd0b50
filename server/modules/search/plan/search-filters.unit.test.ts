import { describe, expect, it } from 'vitest';
import { walkStarts } from './search-filters.js';
import { startSizesOf, type Start } from './start-sizes.js';

describe('walkStarts', () => {
  const query = { Category: 1 as const, TransactionTypeId: 2, PropertyTypeId: 3, RegionId: 4, CityId: 5 };
  const type = { column: 'property_type_id', value: 3 };
  const typeInCity = { ...type, place: { column: 'city_id', value: 5 } };

  it('without statistics: the property type, then the city, the region, the transaction or the category', () => {
    expect(walkStarts(query)).toEqual({ newest: typeInCity, byPrice: typeInCity, byArea: typeInCity });
    expect(walkStarts({ PropertyTypeId: 3, RegionId: 4 })).toEqual({
      newest: type,
      byPrice: type,
      byArea: type,
    });
    expect(walkStarts({ Category: 2, TransactionTypeId: 2, RegionId: 4 })).toEqual({
      newest: { column: 'region_id', value: 4 },
      byPrice: { column: 'transaction_type_id', value: 2, place: { column: 'region_id', value: 4 } },
      byArea: { column: 'category', value: 2 },
    });
    expect(walkStarts({ Category: 2, TransactionTypeId: 2 }).byPrice).toEqual({
      column: 'transaction_type_id',
      value: 2,
    });
    // A place alone never starts a price walk: its cheapest ads are its rents.
    expect(walkStarts({ Category: 1, CityId: 5 }).byPrice).toEqual({ column: 'category', value: 1 });
    expect(walkStarts({})).toEqual({ newest: undefined, byPrice: undefined, byArea: undefined });
  });

  it('with statistics, starts the newest among the fewest ads; a value they do not list is rare', () => {
    const ads: Record<string, number> = {
      property_type_id: 50_000,
      city_id: 9_000,
      region_id: 20_000,
      transaction_type_id: 60_000,
    };
    const sizes = (start: Start) =>
      start
        ? (ads[start.column] ?? 0) * (start.place ? (ads[start.place.column] ?? 0) / 100_000 : 1)
        : 100_000;
    // The type in the city (4,500 ads) is fewer than the city's 9,000 and the sales of the city's 5,400.
    expect(walkStarts(query, sizes)).toEqual({ newest: typeInCity, byPrice: typeInCity, byArea: typeInCity });
    const inRegion = { Category: 1 as const, TransactionTypeId: 2, PropertyTypeId: 3, RegionId: 4 };
    expect(walkStarts(inRegion, sizes)).toEqual({
      newest: { column: 'region_id', value: 4 },
      byPrice: { column: 'transaction_type_id', value: 2, place: { column: 'region_id', value: 4 } },
      byArea: type,
    });
    const smallType = (start: Start) => (start?.column === 'property_type_id' ? 3_000 : sizes(start));
    expect(walkStarts(inRegion, smallType).byPrice).toEqual(type);
    const rareType = (start: Start) => (start?.column === 'property_type_id' ? undefined : sizes(start));
    expect(walkStarts(inRegion, rareType).newest).toEqual(type);
  });
});

describe('startSizesOf', () => {
  const sizes = startSizesOf(
    [
      { column: 'transaction_type_id', vals: '{1,2}', freqs: [0.6, 0.4] },
      { column: 'city_id', vals: '{7}', freqs: '{0.25}' },
    ],
    1_000_000,
  );

  it('sizes a value from its share, a transaction in a place from both shares, a value not listed as rare', () => {
    expect(sizes(undefined)).toBe(1_000_000);
    expect(sizes({ column: 'transaction_type_id', value: 2 })).toBeCloseTo(400_000);
    expect(
      sizes({ column: 'transaction_type_id', value: 1, place: { column: 'city_id', value: 7 } }),
    ).toBeCloseTo(150_000);
    expect(
      sizes({ column: 'transaction_type_id', value: 1, place: { column: 'city_id', value: 8 } }),
    ).toBeUndefined();
    expect(sizes({ column: 'region_id', value: 3 })).toBeUndefined();
  });
});
