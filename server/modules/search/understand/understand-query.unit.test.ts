import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedVocabulary } from './seed-vocabulary.js';
import { understandQuery } from './understand-query.js';

const { vocabulary, idOf } = seedVocabulary();
const read = (text: string) => understandQuery(text, vocabulary);
const filtersOf = (text: string) => read(text).filters;

describe('understandQuery: names from the vocabulary', () => {
  it('reads the issue example into four filters and leaves no text', () => {
    const result = read('فيلا للبيع في الرياض تحت مليونين');
    expect(result.filters).toEqual({
      PropertyTypeId: idOf('villa'),
      TransactionTypeId: idOf('sale'),
      CityId: idOf('city:riyadh'),
      MaxPrice: 2_000_000,
    });
    expect(result.remainingText).toBe('');
    expect(result.understood.map((item) => [item.kind, item.words])).toEqual([
      ['propertyType', 'فيلا'],
      ['transaction', 'للبيع'],
      ['city', 'في الرياض'],
      ['price', 'تحت مليونين'],
    ]);
  });

  it.each([
    ['فلل', 'villa'],
    ['شقق', 'apartment'],
    ['flat', 'apartment'],
    ['دبلكس', 'duplex'],
    ['تاون هاوس', 'townhouse'],
    ['عمارة سكنية', 'building'],
    ['أرض سكنية', 'residential-land'],
    ['اراضي صناعيه', 'industrial-land'],
    ['هناجر', 'warehouse'],
    ['مستودع جاف', 'warehouse'],
    ['dry warehouse', 'warehouse'],
    ['مستودع مبرد', 'cold-store'],
    ['cold storage', 'cold-store'],
    ['معارض', 'showroom'],
    ['ساحة لوجستية', 'logistics-yard'],
    ['rest house', 'rest-house'],
  ])('reads the property type %s', (text, key) => {
    expect(filtersOf(text)).toEqual({ PropertyTypeId: idOf(key) });
  });

  it.each([
    ['للبيع', 'sale'],
    ['تمليك', 'sale'],
    ['for sale', 'sale'],
    ['buy', 'sale'],
    ['للإيجار', 'rent'],
    ['للايجار', 'rent'],
    ['للأجار', 'rent'],
    ['for rent', 'rent'],
    ['to let', 'rent'],
  ])('reads the transaction %s', (text, key) => {
    expect(filtersOf(text)).toEqual({ TransactionTypeId: idOf(key) });
  });

  it.each([
    ['بالرياض', 'city:riyadh'],
    ['جده', 'city:jeddah'],
    ['مكة', 'city:makkah'],
    ['المدينة المنورة', 'city:madinah'],
    ['بالمدينة', 'city:madinah'],
    ['خميس مشيط', 'city:khamis-mushait'],
    ['الاحساء', 'city:al-ahsa'],
    ['حايل', 'city:hail'],
    ['al khobar', 'city:khobar'],
    ['khobar', 'city:khobar'],
    ['mecca', 'city:makkah'],
  ])('reads the city %s', (text, key) => {
    expect(filtersOf(text)).toEqual({ CityId: idOf(key) });
  });

  it.each([
    ['منطقة الرياض', 'region:riyadh'],
    ['riyadh region', 'region:riyadh'],
    ['القصيم', 'region:qassim'],
    ['بالشرقية', 'region:eastern'],
    ['eastern province', 'region:eastern'],
    ['الحدود الشمالية', 'region:northern-borders'],
  ])('reads the region %s', (text, key) => {
    expect(filtersOf(text)).toEqual({ RegionId: idOf(key) });
  });

  it('takes a bare name of both a city and a region for the city', () => {
    expect(filtersOf('الرياض')).toEqual({ CityId: idOf('city:riyadh') });
    expect(filtersOf('تبوك')).toEqual({ CityId: idOf('city:tabuk') });
  });

  it('takes diacritics, tatweel, alef forms and ta marbuta as the normaliser does', () => {
    expect(filtersOf('فِيلّا لِلْبَيْع فِي الرِّيَاض')).toEqual(filtersOf('فيلا للبيع في الرياض'));
    expect(filtersOf('شقــة للإيجـار جــدة')).toEqual(filtersOf('شقه للايجار جده'));
    expect(filtersOf('VILLA For Sale')).toEqual(filtersOf('villa for sale'));
  });

  it('keeps the first of two types, transactions or cities and leaves the second as text', () => {
    const result = read('عمارة 20 شقة للبيع');
    expect(result.filters).toEqual({ PropertyTypeId: idOf('building'), TransactionTypeId: idOf('sale') });
    expect(result.remainingText).toBe('20 شقة');
    expect(read('فيلا في الرياض جدة').filters.CityId).toBe(idOf('city:riyadh'));
  });

  it('leaves a bare ارض (residential or industrial) and unknown words as text', () => {
    const result = read('ارض مع مسبح للبيع');
    expect(result.filters).toEqual({ TransactionTypeId: idOf('sale') });
    expect(result.remainingText).toBe('ارض مع مسبح');
  });

  it('leaves a bare warehouse word (a warehouse or a cold store) as text', () => {
    const dammam = read('مستودعات الدمام');
    expect(dammam.filters).toEqual({ CityId: idOf('city:dammam') });
    expect(dammam.searchText).toBe('مستودعات');
    for (const text of ['مستودع', 'مخازن', 'مخزن', 'warehouse', 'Eastern Province warehouses', 'storehouse'])
      expect(filtersOf(text).PropertyTypeId).toBeUndefined();
    expect(filtersOf('مستودع مبرد للإيجار')).toEqual({
      PropertyTypeId: idOf('cold-store'),
      TransactionTypeId: idOf('rent'),
    });
  });

  it('leaves a place named as a landmark as text', () => {
    expect(read('شقة قريبة من المطار').remainingText).toBe('قريبة من المطار');
    expect(filtersOf('استراحة قريب من الرياض')).toEqual({ PropertyTypeId: idOf('rest-house') });
    expect(filtersOf('villa near riyadh')).toEqual({ PropertyTypeId: idOf('villa') });
  });
});

describe('understandQuery: districts', () => {
  it('reads a district with حي and its city, keeping its name for the text search', () => {
    const result = read('فيلا حي النرجس الرياض');
    expect(result.filters).toEqual({ PropertyTypeId: idOf('villa'), CityId: idOf('city:riyadh') });
    expect(result.understood[1]).toEqual({
      kind: 'district',
      words: 'حي النرجس',
      value: { nameAr: 'النرجس', nameEn: 'Al Narjis', cityId: idOf('city:riyadh') },
    });
    expect(result.remainingText).toBe('');
    expect(result.searchText).toBe('النرجس');
  });

  it('gives a district of one city that city', () => {
    expect(filtersOf('فيلا حطين')).toEqual({ PropertyTypeId: idOf('villa'), CityId: idOf('city:riyadh') });
    expect(read('villa in al narjis').filters.CityId).toBe(idOf('city:riyadh'));
  });

  it('reads a one-word district of several cities only after حي or with one of its cities', () => {
    expect(read('شقة في العزيزية').understood.map((item) => item.kind)).toEqual(['propertyType']);
    const afterHay = read('شقة حي العزيزية');
    expect(afterHay.understood.map((item) => item.kind)).toEqual(['propertyType', 'district']);
    expect(afterHay.filters.CityId).toBeUndefined();
    expect(read('شقة مكة العزيزية').understood.map((item) => item.kind)).toEqual([
      'propertyType',
      'city',
      'district',
    ]);
  });

  it('reads a district of several words without حي, and none outside the named city', () => {
    expect(read('مصنع المدينة الصناعية الثانية').understood.map((item) => item.kind)).toEqual([
      'propertyType',
      'district',
    ]);
    const elsewhere = read('فيلا الرياض الشاطئ');
    expect(elsewhere.understood.map((item) => item.kind)).toEqual(['propertyType', 'city']);
    expect(elsewhere.remainingText).toBe('الشاطئ');
  });
});

describe('understandQuery: any text', () => {
  const pieces = fc.constantFrom(
    'فيلا',
    'للبيع',
    'الرياض',
    'حي',
    'النرجس',
    'تحت',
    'بين',
    'من',
    'الى',
    'و',
    'ونص',
    'مليون',
    'ألف',
    'غرف',
    'متر',
    'م',
    'm',
    'k',
    '-',
    '+',
    '٣',
    '3',
    '1.5',
    '0',
    'under',
    'between',
    'and',
    'مسبح',
    '،',
    '.',
  );
  const texts = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.array(pieces, { maxLength: 30 }).map((words) => words.join(' ')),
  );

  it('answers any text with finite, non-negative filters and an ordered min and max', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const { filters } = read(text);
        for (const value of Object.values(filters)) expect(Number.isFinite(value) && value >= 0).toBe(true);
        expect((filters.MinPrice ?? 0) <= (filters.MaxPrice ?? Infinity)).toBe(true);
        expect((filters.MinArea ?? 0) <= (filters.MaxArea ?? Infinity)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves every word it did not understand in the remaining text', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 20 }), (words) => {
        const result = read(words.join(' '));
        const said = [...result.understood.map((item) => item.words), result.remainingText].join(' ');
        const tokensOf = (text: string) =>
          text
            .split(/[\s،.]+/)
            .filter(Boolean)
            .sort();
        expect(tokensOf(said)).toEqual(tokensOf(words.join(' ').replace(/٣/g, '3')));
      }),
      { numRuns: 500 },
    );
  });
});

describe('understandQuery: words a category gives a type of its own', () => {
  it('reads أرض as the land of the search’s category, and as no type without one', () => {
    expect(understandQuery('أرض', vocabulary, 1).filters).toEqual({
      PropertyTypeId: idOf('residential-land'),
    });
    expect(understandQuery('اراضي للبيع', vocabulary, 2).filters).toEqual({
      PropertyTypeId: idOf('industrial-land'),
      TransactionTypeId: idOf('sale'),
    });
    expect(understandQuery('land in riyadh', vocabulary, 1).filters).toEqual({
      PropertyTypeId: idOf('residential-land'),
      CityId: idOf('city:riyadh'),
    });
    const bare = read('أرض');
    expect(bare.filters).toEqual({});
    expect(bare.remainingText).toBe('أرض');
  });

  it('keeps a type named in full over the category’s, and words that cover several types as words', () => {
    expect(understandQuery('ارض صناعية', vocabulary, 1).filters).toEqual({
      PropertyTypeId: idOf('industrial-land'),
    });
    expect(understandQuery('مستودع', vocabulary, 2).filters).toEqual({});
  });
});
