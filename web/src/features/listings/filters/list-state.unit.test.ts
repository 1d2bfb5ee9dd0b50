import { describe, expect, it } from 'vitest';
import {
  applyFilterPatch,
  countPanelFilters,
  FILTER_KEYS,
  readListState,
  toSearchParams,
  withoutPanelFilters,
} from './list-state';

const read = (search: string, category?: '1' | '2') =>
  readListState(new URLSearchParams(search), FILTER_KEYS, category);

describe('list state in the URL', () => {
  it('reads filters, sort and page with the API names', () => {
    expect(read('Category=1&CityId=7&MinPrice=500000&Bedrooms=3&SortBy=priceAsc&PageNumber=2')).toEqual({
      filters: { Category: '1', CityId: '7', MinPrice: '500000', Bedrooms: '3' },
      sortBy: 'priceAsc',
      page: 2,
    });
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(
      read('CityId=abc&MinPrice=-5&SortBy=cheapest&PageNumber=-1&MinLat=95&Category=3&Query=%20%20'),
    ).toEqual({ filters: {}, sortBy: undefined, page: 0 });
  });

  it('keeps category-only filters for that category alone', () => {
    expect(read('Bedrooms=2&IndustryTypeId=4', '1').filters).toEqual({ Bedrooms: '2' });
    expect(read('Bedrooms=2&IndustryTypeId=4', '2').filters).toEqual({ IndustryTypeId: '4' });
    expect(read('Bedrooms=2&IndustryTypeId=4').filters).toEqual({});
    expect(read('Category=2&Bedrooms=2&IndustryTypeId=4').filters).toEqual({
      Category: '2',
      IndustryTypeId: '4',
    });
  });

  it('writes a stable URL: API order, page only past the first', () => {
    const params = toSearchParams({
      filters: { MaxPrice: '9', Query: 'فيلا', CityId: '3' },
      sortBy: 'areaDesc',
      page: 0,
    });
    expect(params.toString()).toBe(
      new URLSearchParams('CityId=3&MaxPrice=9&Query=فيلا&SortBy=areaDesc').toString(),
    );
  });

  it('a new region drops the city, a new category drops its own filters', () => {
    const filters = { RegionId: '1', CityId: '2', Category: '1', PropertyTypeId: '5', Bedrooms: '3' };
    expect(applyFilterPatch(filters, { RegionId: '9' })).toEqual({
      RegionId: '9',
      Category: '1',
      PropertyTypeId: '5',
      Bedrooms: '3',
    });
    expect(applyFilterPatch(filters, { Category: '2' })).toEqual({
      RegionId: '1',
      CityId: '2',
      Category: '2',
    });
    expect(applyFilterPatch(filters, { RegionId: '1', MinPrice: '' })).toEqual(filters);
    expect(applyFilterPatch({ Query: 'a' }, { Query: '  ' })).toEqual({});
  });

  it('the panel counts and clears only its own filters', () => {
    const filters = { Query: 'x', Category: '1', MinLat: '1', CityId: '2', Bedrooms: '3' };
    expect(countPanelFilters(filters)).toBe(2);
    expect(withoutPanelFilters(filters)).toEqual({ Query: 'x', Category: '1', MinLat: '1' });
  });
});
