import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedVocabulary } from './seed-vocabulary.js';
import { understandQuery } from './understand-query.js';

const { vocabulary } = seedVocabulary();
const filtersOf = (text: string) => understandQuery(text, vocabulary).filters;
const remainingOf = (text: string) => understandQuery(text, vocabulary).remainingText;

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EASTERN_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';
const inDigits = (text: string, digits: string) =>
  text.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit);

describe('understandQuery: rooms', () => {
  it.each([
    ['3 غرف', 3],
    ['٣ غرف', 3],
    ['ثلاث غرف', 3],
    ['ثلاثة غرف نوم', 3],
    ['غرفتين', 2],
    ['غرفة نوم واحدة', 1],
    ['4 غرف فأكثر', 4],
    ['3 bedrooms', 3],
    ['3br', 3],
    ['2 bed', 2],
    ['five bedroom', 5],
    ['4-bedroom', 4],
    ['at least 3 bedrooms', 3],
  ])('reads %s as at least %i bedrooms', (text, rooms) => {
    expect(filtersOf(text)).toEqual({ Bedrooms: rooms });
    expect(remainingOf(text)).toBe('');
  });

  it('leaves rooms with an upper bound, and a lone غرفة, as text', () => {
    expect(filtersOf('اقل من 3 غرف')).toEqual({});
    expect(filtersOf('غرفة وصالة')).toEqual({});
  });
});

describe('understandQuery: prices', () => {
  it.each([
    ['تحت مليون', { MaxPrice: 1_000_000 }],
    ['أقل من 500 ألف', { MaxPrice: 500_000 }],
    ['اقل من 500 الف', { MaxPrice: 500_000 }],
    ['بأقل من ٧٠٠ ألف', { MaxPrice: 700_000 }],
    ['بين 300 و 400 ألف', { MinPrice: 300_000, MaxPrice: 400_000 }],
    ['من 300 الى 400 الف', { MinPrice: 300_000, MaxPrice: 400_000 }],
    ['بين مليون ومليونين', { MinPrice: 1_000_000, MaxPrice: 2_000_000 }],
    ['مليون ونص', { MaxPrice: 1_500_000 }],
    ['نص مليون', { MaxPrice: 500_000 }],
    ['بربع مليون', { MaxPrice: 250_000 }],
    ['مليون و200 ألف', { MaxPrice: 1_200_000 }],
    ['ثلاثمية ألف', { MaxPrice: 300_000 }],
    ['بخمسين ألف', { MaxPrice: 50_000 }],
    ['3 ملايين فأكثر', { MinPrice: 3_000_000 }],
    ['فوق 3 مليون', { MinPrice: 3_000_000 }],
    ['مليون او اقل', { MaxPrice: 1_000_000 }],
    ['1500000 ريال', { MaxPrice: 1_500_000 }],
    ['تحت 700,000', { MaxPrice: 700_000 }],
    ['under 1m', { MaxPrice: 1_000_000 }],
    ['below 500k', { MaxPrice: 500_000 }],
    ['1.5 million', { MaxPrice: 1_500_000 }],
    ['١٫٥ مليون', { MaxPrice: 1_500_000 }],
    ['between 1 and 2 million', { MinPrice: 1_000_000, MaxPrice: 2_000_000 }],
    ['300k-400k', { MinPrice: 300_000, MaxPrice: 400_000 }],
    ['over 3 million', { MinPrice: 3_000_000 }],
    ['فوق مليون تحت مليونين', { MinPrice: 1_000_000, MaxPrice: 2_000_000 }],
  ])('reads %s', (text, filters) => {
    expect(filtersOf(text)).toEqual(filters);
    expect(remainingOf(text)).toBe('');
  });

  it('reads no price from a bare number, a year or a count', () => {
    for (const text of ['500', 'فيلا 2024', 'عمارة 20 شقة', 'apartment 3', 'بين 300 و 400']) {
      const { MinPrice, MaxPrice } = filtersOf(text);
      expect({ MinPrice, MaxPrice }).toEqual({ MinPrice: undefined, MaxPrice: undefined });
    }
  });

  it('reads a compared number without a unit as a price only from 1,000 on', () => {
    expect(filtersOf('تحت 700000')).toEqual({ MaxPrice: 700_000 });
    expect(filtersOf('تحت 400')).toEqual({});
  });

  it("leaves a building's income as text", () => {
    expect(filtersOf('عمارة دخلها 300 الف')).toEqual({ PropertyTypeId: expect.any(Number) as number });
    expect(remainingOf('عمارة دخلها 300 الف')).toBe('دخلها 300 الف');
  });

  it('keeps a second price that contradicts the first as text', () => {
    expect(filtersOf('تحت مليون تحت مليونين')).toEqual({ MaxPrice: 1_000_000 });
    expect(remainingOf('تحت مليون تحت مليونين')).toBe('تحت مليونين');
  });
});

describe('understandQuery: areas', () => {
  it.each([
    ['400 م', { MinArea: 400 }],
    ['400 متر', { MinArea: 400 }],
    ['400م', { MinArea: 400 }],
    ['٩٠٠ م٢', { MinArea: 900 }],
    ['350 متر مربع', { MinArea: 350 }],
    ['مساحة 600', { MinArea: 600 }],
    ['بمساحة 600 متر', { MinArea: 600 }],
    ['اقل من 150 متر', { MaxArea: 150 }],
    ['بين 500 و 700 متر', { MinArea: 500, MaxArea: 700 }],
    ['400 m2', { MinArea: 400 }],
    ['400 sqm', { MinArea: 400 }],
    ['400m', { MinArea: 400 }],
    ['under 120 sqm', { MaxArea: 120 }],
    ['350 square meters', { MinArea: 350 }],
  ])('reads %s', (text, filters) => {
    expect(filtersOf(text)).toEqual(filters);
    expect(remainingOf(text)).toBe('');
  });

  it('takes a Latin m after a number below 50 for millions, from 50 on for metres', () => {
    expect(filtersOf('2m')).toEqual({ MaxPrice: 2_000_000 });
    expect(filtersOf('49 m')).toEqual({ MaxPrice: 49_000_000 });
    expect(filtersOf('50 m')).toEqual({ MinArea: 50 });
  });
});

describe('understandQuery: digits and spellings give the same filters', () => {
  const amount = fc.integer({ min: 1, max: 999 });
  const phrase = fc.oneof(
    amount.map((value) => `تحت ${value} ألف`),
    amount.map((value) => `أقل من ${value} الف`),
    fc.tuple(amount, amount).map(([a, b]) => `بين ${Math.min(a, b)} و ${Math.max(a, b)} ألف`),
    fc.tuple(amount, amount).map(([a, b]) => `من ${Math.min(a, b)} الى ${Math.max(a, b)} الف`),
    amount.map((value) => `فوق ${value} مليون`),
    amount.map((value) => `${value} متر`),
    amount.map((value) => `اقل من ${value} م`),
    fc.integer({ min: 1, max: 20 }).map((value) => `${value} غرف`),
    fc.integer({ min: 1, max: 20 }).map((value) => `${value} bedrooms`),
  );

  it('reads a phrase in Arabic-Indic or Eastern Arabic-Indic digits as in Latin ones', () => {
    fc.assert(
      fc.property(phrase, (text) => {
        const latin = filtersOf(text);
        expect(Object.keys(latin)).not.toHaveLength(0);
        expect(filtersOf(inDigits(text, ARABIC_INDIC))).toEqual(latin);
        expect(filtersOf(inDigits(text, EASTERN_ARABIC_INDIC))).toEqual(latin);
      }),
    );
  });

  it('reads ألف, الف, آلاف and K alike', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('ألف', 'الف', 'آلاف', 'k'), (value, thousand) => {
        expect(filtersOf(`تحت ${value} ${thousand}`)).toEqual({ MaxPrice: value * 1000 });
      }),
    );
  });

  it('keeps words around a price as text, in their order', () => {
    fc.assert(
      fc.property(fc.constantFrom('مسبح', 'مودرن', 'زاوية', 'pool'), amount, (word, value) => {
        const result = understandQuery(`${word} تحت ${value} ألف ${word}`, vocabulary);
        expect(result.filters).toEqual({ MaxPrice: value * 1000 });
        expect(result.remainingText).toBe(`${word} ${word}`);
      }),
    );
  });
});
