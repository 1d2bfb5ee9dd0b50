import { describe, expect, it } from 'vitest';
import {
  describeProperty,
  facadeNames,
  floors,
  industryFeatures,
  industryTypes,
  propertyTypes,
  regions,
  relaxMedia,
  transactionTypes,
  type Facade,
} from '#server/db/seed/catalogue-content.js';
import { documentLexemes, queryLexemes, searchLexemes, tsqueryText } from './lexemes.js';

/** Every kind of text the demo catalogue writes: each type in each city, phrased every way. */
function catalogueTexts(): string[] {
  const texts: string[] = [];
  const cities = regions.flatMap((region) => region.cities.map((city) => ({ region, city })));
  const facades = Object.keys(facadeNames) as Facade[];
  cities.forEach(({ region, city }, c) => {
    propertyTypes.forEach((propertyType, t) => {
      const variant = c * propertyTypes.length + t;
      const district = city.districts[variant % city.districts.length] ?? city.districts[0];
      if (!district) return;
      const residential = propertyType.category === 1;
      const described = describeProperty({
        propertyType,
        transaction: transactionTypes[variant % 2] ?? { key: 'sale', ar: '', en: '' },
        city,
        district,
        area: 150 + variant * 35,
        ...(propertyType.hasRooms
          ? { bedrooms: 1 + (variant % 7), bathrooms: 1 + (variant % 4), livingRooms: 1 + (variant % 3) }
          : {}),
        ...(residential
          ? { floor: floors[variant % floors.length] }
          : { industryType: industryTypes[variant % industryTypes.length] }),
        amenities: (residential ? relaxMedia : industryFeatures).slice(variant % 5, (variant % 5) + 4),
        clearHeight: 6 + (variant % 8),
        powerKva: 1500,
        loadingDocks: 1 + (variant % 3),
        furnished: variant % 3 === 0,
        buildingAge: variant % 6,
        streetWidth: 20,
        facade: facades[variant % facades.length] ?? 'north',
        variant,
      });
      texts.push(
        ...Object.values(described),
        region.ar,
        region.en,
        city.ar,
        city.en,
        district.ar,
        district.en,
      );
    });
  });
  return texts;
}

const texts = catalogueTexts();

describe('searchLexemes', () => {
  it.each([
    ['فلل للبيع في الرياض', ['فيلا', 'بيع', 'رياض']],
    ['Villas for rent in Jeddah', ['فيلا', 'ايجار', 'جده']],
    ['شقق jeddah', ['شقه', 'جده']],
    ['appartment near the Al Olaya', ['شقه', 'olaya']],
    ['مستودعات بالدمام', ['مستودع', 'دمام']],
    ['warehose in Dammam', ['مستودع', 'دمام']],
  ])('%s → %j', (text, lexemes) => {
    expect(searchLexemes(text)).toEqual(lexemes);
  });

  it('keeps numbers, in Latin digits and whole', () => {
    expect(searchLexemes('فيلا ٥ غرف')).toEqual(['فيلا', '5', 'غرفه']);
    expect(searchLexemes('بمساحة ٣٬٦٠٠ م²')).toEqual(searchLexemes('بمساحة 3600 م2'));
    expect(searchLexemes('3,600 m²')).toEqual(['3600']);
    expect(searchLexemes('3غرف')).toEqual(['3', 'غرفه']);
    expect(searchLexemes('2nd floor')).toEqual(['ثاني', 'دور']);
  });

  it('drops particles, single letters and units', () => {
    expect(searchLexemes('و في من على ال فيلا m² متر مربع a the')).toEqual(['فيلا']);
    expect(searchLexemes('حي النرجس')).toEqual(searchLexemes('النرجس'));
    expect(searchLexemes(' ،.؟! ')).toEqual([]);
  });

  it('keeps repeats, in order', () => {
    expect(searchLexemes('فيلا villa فلل')).toEqual(['فيلا', 'فيلا', 'فيلا']);
  });

  it('holds letters and digits only, whatever it reads', () => {
    const read = `'quoted' \\back; a:b & c | !d <e> "f" فيلا... ١٢٣ ${texts.join(' ')}`;
    expect(searchLexemes(read).filter((lexeme) => !/^[\p{L}\p{N}]+$/u.test(lexeme))).toEqual([]);
  });

  it('gives the same lexemes for its own lexemes', () => {
    const samples = [
      ...texts,
      'فلل وشقق ومستودعات للبيع والإيجار بالرياض وجدة والدمام',
      'villas apartments warehouses villa floor cold store unfurnished 3,600 m² Al Khobar',
      'غير مفروش دورات مياه تاون هاوس عماير هناجر الأحساء حائل ڤيلا',
    ];
    for (const text of samples) {
      const once = searchLexemes(text);
      expect([text, searchLexemes(once.join(' '))]).toEqual([text, once]);
    }
  });
});

describe('documentLexemes', () => {
  it('gives each weight its own lexemes', () => {
    expect(
      documentLexemes({
        titles: ['فيلا للبيع في حي النرجس', null, 'Villa for sale'],
        place: ['النرجس', 'حي النرجس، الرياض', 'الرياض', 'منطقة الرياض'],
        descriptions: 'فيلا فاخرة بمسبح',
      }),
    ).toEqual({
      a: 'فيلا بيع نرجس فيلا بيع',
      b: 'نرجس نرجس رياض رياض رياض',
      c: 'فيلا فاخر مسبح',
    });
  });

  it('does not join the end of one text to the start of the next', () => {
    expect(
      documentLexemes({ titles: ['Spacious villa', 'Floor plans'], place: [], descriptions: undefined }).a,
    ).toBe('واسع فيلا دور plan');
  });
});

describe('queryLexemes', () => {
  it('lets the last word match as the beginning of a lexeme while it is typed', () => {
    expect(queryLexemes('فلل الريا')).toEqual({
      lexemes: ['فيلا', 'ريا'],
      prefix: 'ريا',
      completions: ['رياض'],
    });
    expect(queryLexemes('مستود')).toEqual({ lexemes: ['مستود'], prefix: 'مستود', completions: ['مستودع'] });
    expect(queryLexemes('apartm').completions).toEqual(['شقه']);
  });

  it('treats a word followed by a space or a mark as finished', () => {
    expect(queryLexemes('فلل الريا ')).toEqual({ lexemes: ['فيلا', 'ريا'], completions: [] });
    expect(queryLexemes('villas, ')).toEqual({ lexemes: ['فيلا'], completions: [] });
  });

  it('gives no prefix shorter than 3 letters', () => {
    expect(queryLexemes('شق')).toEqual({ lexemes: ['شق'], completions: [] });
    expect(queryLexemes('الري').prefix).toBeUndefined();
  });

  it('looks for completions after the article from 2 letters on', () => {
    expect(queryLexemes('فلل الخب')).toEqual({ lexemes: ['فيلا', 'خب'], completions: ['خبر'] });
  });

  it('treats a last stopword, phrase or number as finished', () => {
    expect(queryLexemes('فلل في')).toEqual({ lexemes: ['فيلا'], completions: [] });
    expect(queryLexemes('villa for')).toEqual({ lexemes: ['فيلا'], completions: [] });
    expect(queryLexemes('تاون هاوس')).toEqual({ lexemes: ['تاونهاوس'], completions: [] });
  });

  it('puts the typed word last, once', () => {
    expect(queryLexemes('فيلا الرياض فلل').lexemes).toEqual(['رياض', 'فيلا']);
  });

  it('answers nothing for nothing searchable', () => {
    expect(queryLexemes(' في من ، ')).toEqual({ lexemes: [], completions: [] });
  });
});

describe('tsqueryText', () => {
  it('joins every word and lets the last one be typed', () => {
    expect(tsqueryText('شقق للبيع جد')).toBe("'شقه' & 'بيع' & 'جد'");
    expect(tsqueryText('فلل الريا')).toBe("'فيلا' & ('ريا' | 'رياض' | 'ريا':*)");
    expect(tsqueryText('villas riyadh ')).toBe("'فيلا' & 'رياض'");
    expect(tsqueryText(' ؟ ')).toBeUndefined();
  });
});
