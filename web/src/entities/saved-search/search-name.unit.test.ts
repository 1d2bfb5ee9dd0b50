import { describe, expect, it } from 'vitest';
import { ANY_WORDING, isMadeOf, searchName } from './search-name';

describe('a saved search’s name', () => {
  it('is made of the filters’ names, or the fallback', () => {
    expect(searchName(['فيلا', 'بيع', undefined, 'الرياض'], 'بحثي')).toBe('فيلا · بيع · الرياض');
    expect(searchName([undefined, ' '], 'My search')).toBe('My search');
  });

  it('is told apart from a name its owner typed', () => {
    expect(isMadeOf('عقار سكني · بيع · الرياض', [ANY_WORDING, 'بيع', 'الرياض', undefined])).toBe(true);
    expect(isMadeOf('Villa · Sale · Riyadh', ['Villa', 'Sale', 'Riyadh'])).toBe(true);
    expect(isMadeOf('فلل قريبة من المدرسة', [ANY_WORDING, 'بيع', 'الرياض'])).toBe(false);
    expect(isMadeOf('Villa · Rent · Riyadh', ['Villa', 'Sale', 'Riyadh'])).toBe(false);
    expect(isMadeOf('بحثي', [undefined, undefined])).toBe(false);
  });
});
