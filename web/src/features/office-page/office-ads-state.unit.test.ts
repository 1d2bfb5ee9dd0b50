import { describe, expect, it } from 'vitest';
import { initialsOf } from '#web/entities/office/components/OfficeMark';
import { adsRequest, officeAdsParams, readOfficeAdsState } from './office-ads-state';

describe("the office's ads in the URL", () => {
  it('reads the filters, sort and page, and writes them back in the same order', () => {
    const params = new URLSearchParams('MaxPrice=900000&TransactionTypeId=2&SortBy=priceAsc&PageNumber=3');
    const state = readOfficeAdsState(params);
    expect(state).toEqual({
      filters: { TransactionTypeId: '2', MaxPrice: '900000' },
      sortBy: 'priceAsc',
      page: 3,
    });
    expect(officeAdsParams(state).toString()).toBe(
      'TransactionTypeId=2&MaxPrice=900000&SortBy=priceAsc&PageNumber=3',
    );
    expect(adsRequest(state)).toEqual({
      TransactionTypeId: 2,
      MaxPrice: 900_000,
      SortBy: 'priceAsc',
      PageNumber: 3,
      PageSize: 12,
    });
  });

  it('leaves out what the API would refuse, and keeps the page within the search window', () => {
    const state = readOfficeAdsState(
      new URLSearchParams('PropertyTypeId=abc&MinPrice=-5&SortBy=cheapest&PageNumber=99999&Bedrooms=3'),
    );
    expect(state).toEqual({ filters: {}, sortBy: undefined, page: 83 });
    expect(officeAdsParams({ filters: {}, sortBy: undefined, page: 0 }).toString()).toBe('');
  });
});

describe("an office's initials", () => {
  it('are the first letters of its first two words, Arabic ones kept apart', () => {
    expect(initialsOf('Oasis realty group')).toBe('O\u200cR');
    expect(initialsOf('مكتب الواحة')).toBe('م\u200cا');
    expect(initialsOf('  Dar  ')).toBe('D');
  });
});
