import { describe, expect, it } from 'vitest';
import { walkStarts } from './search-filters.js';
import type { Start } from './start-sizes.js';

describe('walkStarts', () => {
  const query = { Category: 1 as const, TransactionTypeId: 2, PropertyTypeId: 3, RegionId: 4, CityId: 5 };
  const type = { column: 'property_type_id', value: 3 };

  it('without statistics: the property type, then the city, the region, the transaction or the category', () => {
    expect(walkStarts(query)).toEqual({ newest: type, byPrice: type, byArea: type });
    expect(walkStarts({ Category: 2, TransactionTypeId: 2, RegionId: 4 })).toEqual({
      newest: { column: 'region_id', value: 4 },
      byPrice: { column: 'transaction_type_id', value: 2 },
      byArea: { column: 'category', value: 2 },
    });
    expect(walkStarts({})).toEqual({ newest: undefined, byPrice: undefined, byArea: undefined });
  });

  it('with statistics, starts the newest among the fewest ads; a value they do not list is rare', () => {
    const ads: Record<string, number> = { property_type_id: 50_000, city_id: 9_000, region_id: 20_000 };
    const sizes = (start: Start) => (start ? ads[start.column] : 100_000);
    expect(walkStarts(query, sizes)).toEqual({
      newest: { column: 'city_id', value: 5 },
      byPrice: type,
      byArea: type,
    });
    const rareType = (start: Start) => (start?.column === 'property_type_id' ? undefined : sizes(start));
    expect(walkStarts(query, rareType).newest).toEqual(type);
  });
});
