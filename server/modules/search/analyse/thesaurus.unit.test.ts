import { describe, expect, it } from 'vitest';
import { searchLexemes } from './lexemes.js';
import { places } from './places.js';
import { dealsAndTraits, phrases, propertyTypes, rooms } from './thesaurus.js';

const concepts = [...propertyTypes, ...rooms, ...dealsAndTraits, ...places];

describe('thesaurus', () => {
  it.each(concepts.map(([canonical]) => canonical))('%s is its own lexeme', (canonical) => {
    expect(searchLexemes(canonical)).toEqual([canonical]);
  });

  it.each(concepts)('every spelling of %s leads to it', (canonical, spellings) => {
    for (const spelling of spellings.split(' '))
      expect([spelling, searchLexemes(spelling)]).toEqual([spelling, [canonical]]);
  });

  it.each([
    [['فيلا', 'فلل', 'فله', 'فلة', 'فيلات', 'فلا', 'ڤيلا', 'villa', 'villas', 'vila', 'الفلل'], 'فيلا'],
    [['شقة', 'شقه', 'شقق', 'apartment', 'apartments', 'appartment', 'flats'], 'شقه'],
    [['أرض', 'ارض', 'أراضي', 'اراضي', 'اراضى', 'land', 'plots'], 'ارض'],
    [['مستودع', 'مستودعات', 'مخازن', 'مخزن', 'هنجر', 'هناجر', 'warehouses', 'warehose'], 'مستودع'],
    [['مصنع', 'مصانع', 'factories', 'factroy'], 'مصنع'],
    [['ورشة', 'ورش', 'ورشات', 'workshops'], 'ورشه'],
    [['عمارة', 'عماير', 'عمائر', 'عمارات', 'building'], 'عماره'],
    [['محل', 'محلات', 'shops'], 'محل'],
    [['مكتب', 'مكاتب', 'offices'], 'مكتب'],
    [['استراحة', 'استراحات', 'rest house'], 'استراحه'],
    [['دوبلكس', 'دبلكس', 'دوبليكس', 'duplexes', 'dublex'], 'دوبلكس'],
    [['بيت', 'بيوت', 'houses'], 'بيت'],
    [['غرفة', 'غرف', 'غرفتين', 'rooms'], 'غرفه'],
    [['جدة', 'جده', 'Jeddah', 'jedda'], 'جده'],
    [['مكة', 'مكه', 'Makkah', 'Mecca'], 'مكه'],
    [['الرياض', 'رياض', 'Riyadh', 'الرياظ'], 'رياض'],
    [['الدمام', 'دمام', 'Dammam'], 'دمام'],
    [['الخبر', 'Al Khobar', 'alkhobar'], 'خبر'],
    [['الأحساء', 'الاحسا', 'الحسا', 'Al Ahsa'], 'احسا'],
    [['حائل', 'حايل', 'Hail'], 'حايل'],
  ])('the spellings of issue 16 meet: %j → %s', (spellings, canonical) => {
    for (const spelling of spellings)
      expect([spelling, searchLexemes(spelling)]).toEqual([spelling, [canonical]]);
  });

  it('finds Madinah by its own word, not by every "city"', () => {
    expect(searchLexemes('المدينة المنورة')).toEqual(['مدينه', 'منور']);
    expect(searchLexemes('Medina')).toEqual(['منور']);
    expect(searchLexemes('المدينة الصناعية الثانية')).toEqual(searchLexemes('2nd Industrial City').reverse());
  });

  it.each(phrases)('the phrase %s makes %s', (words, lexemes) => {
    expect(searchLexemes(words)).toEqual(lexemes.split(' '));
  });

  it('tells furnished from unfurnished', () => {
    expect(searchLexemes('غير مفروشة')).toEqual(searchLexemes('unfurnished'));
    expect(searchLexemes('مفروشة بالكامل')).toContain(searchLexemes('furnished')[0]);
    expect(searchLexemes('غير مفروشة')).not.toContain(searchLexemes('furnished')[0]);
  });

  it('keeps a villa floor and an apartment building out of villas and apartments', () => {
    expect(searchLexemes('Villa floor')).toEqual(searchLexemes('دور'));
    expect(searchLexemes('Apartment building')).toEqual(searchLexemes('عمارة سكنية'));
  });
});
