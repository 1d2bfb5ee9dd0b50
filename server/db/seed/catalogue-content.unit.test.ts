import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  agents,
  buildTypes,
  describeProperty,
  facadeNames,
  floors,
  industryFeatures,
  industryTypes,
  propertyTypes,
  regions,
  relaxMedia,
  TITLE_MAX_LENGTH,
  transactionTypes,
  type CitySeed,
  type DescribeInput,
  type DistrictSeed,
  type LookupSeed,
  type PropertyTexts,
  type PropertyTypeSeed,
} from './catalogue-content.js';
import { SCENE_KINDS } from './scene-kind.js';

const cities: CitySeed[] = regions.flatMap((region) => region.cities);
const ARABIC_LETTER = /[\u0621-\u064A]/;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const FACADES = Object.keys(facadeNames) as (keyof typeof facadeNames)[];

function keysOf(list: { key: string }[]): string[] {
  return list.map((entry) => entry.key);
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function sentenceCount(text: string): number {
  return text.split(/[.!?؟](?:\s|$)/).filter((part) => part.trim().length > 0).length;
}

/** A full input for one type, with every optional fact that makes sense for it. */
function fullInput(
  type: PropertyTypeSeed,
  transaction: LookupSeed,
  city: CitySeed,
  district: DistrictSeed,
  variant: number,
): DescribeInput {
  const industrial = type.category === 2;
  const built = type.scene !== 'land';
  return {
    propertyType: type,
    transaction,
    city,
    district,
    area: type.areaRange[1],
    bedrooms: type.hasRooms ? (variant % 12) + 1 : undefined,
    bathrooms: type.hasRooms ? (variant % 11) + 1 : undefined,
    livingRooms: type.hasRooms ? (variant % 3) + 1 : undefined,
    floor: type.key === 'apartment' ? at(floors, variant) : undefined,
    amenities: (industrial ? industryFeatures : relaxMedia).slice(0, 8),
    industryType: industrial ? at(industryTypes, variant) : undefined,
    clearHeight: industrial && built ? 14 : undefined,
    powerKva: industrial && built ? 2_500 : undefined,
    loadingDocks: industrial && built ? (variant % 12) + 1 : undefined,
    furnished: type.hasRooms ? variant % 2 === 0 : undefined,
    buildingAge: built ? variant % 13 : undefined,
    streetWidth: 60,
    facade: at(FACADES, variant),
    variant,
  };
}

describe('lookup lists', () => {
  const lists: [string, { key: string }[]][] = [
    ['transactionTypes', transactionTypes],
    ['propertyTypes', propertyTypes],
    ['regions', regions],
    ['cities', cities],
    ['floors', floors],
    ['relaxMedia', relaxMedia],
    ['buildTypes', buildTypes],
    ['industryTypes', industryTypes],
    ['industryFeatures', industryFeatures],
  ];

  it.each(lists)('%s has unique, stable ASCII keys and both names', (_name, list) => {
    const keys = keysOf(list);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of list as (LookupSeed & { key: string })[]) {
      expect(entry.key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(entry.ar).toMatch(ARABIC_LETTER);
      expect(entry.en.trim()).not.toBe('');
    }
  });

  it('has exactly the sale and rent transactions', () => {
    expect(keysOf(transactionTypes)).toEqual(['sale', 'rent']);
  });

  it('covers the required amenities and industrial lists', () => {
    expect(relaxMedia.length).toBeGreaterThanOrEqual(12);
    expect(relaxMedia.length).toBeLessThanOrEqual(16);
    expect(industryFeatures.length).toBeGreaterThanOrEqual(10);
    expect(industryFeatures.length).toBeLessThanOrEqual(14);
    expect(keysOf(floors)).toEqual(expect.arrayContaining(['ground', 'first', 'tenth', 'roof-annex']));
    expect(keysOf(buildTypes)).toEqual(expect.arrayContaining(['modern', 'classic', 'najdi', 'hijazi']));
  });
});

describe('property types', () => {
  it('has both categories with the required types', () => {
    const byCategory = (category: 1 | 2) => keysOf(propertyTypes.filter((t) => t.category === category));
    expect(byCategory(1)).toEqual(
      expect.arrayContaining([
        'villa',
        'apartment',
        'duplex',
        'floor',
        'townhouse',
        'building',
        'residential-land',
        'rest-house',
      ]),
    );
    expect(byCategory(2)).toEqual(
      expect.arrayContaining([
        'warehouse',
        'factory',
        'workshop',
        'industrial-land',
        'showroom',
        'cold-store',
        'logistics-yard',
      ]),
    );
  });

  it.each(propertyTypes.map((t) => [t.key, t] as const))('%s has consistent ranges', (_key, type) => {
    expect(SCENE_KINDS).toContain(type.scene);
    const [minArea, maxArea] = type.areaRange;
    expect(minArea).toBeGreaterThan(0);
    expect(maxArea).toBeGreaterThan(minArea);
    const [minPrice, maxPrice] = type.salePriceRange;
    expect(minPrice).toBeGreaterThanOrEqual(100_000);
    expect(maxPrice).toBeGreaterThan(minPrice);
    const [minRent, maxRent] = type.yearlyRentRange;
    if (maxRent === 0) {
      expect(minRent).toBe(0);
    } else {
      expect(minRent).toBeGreaterThan(0);
      expect(maxRent).toBeGreaterThan(minRent);
      // A year's rent is a small fraction of the price (gross yields of a few per cent).
      expect(maxRent).toBeLessThan(maxPrice / 5);
    }
    if (type.scene === 'land') expect(type.hasRooms).toBe(false);
  });
});

describe('regions, cities and districts', () => {
  it('lists the 13 administrative regions with Arabic names', () => {
    expect(regions).toHaveLength(13);
    expect(keysOf(regions)).toEqual(
      expect.arrayContaining([
        'riyadh',
        'makkah',
        'madinah',
        'eastern',
        'qassim',
        'asir',
        'tabuk',
        'hail',
        'northern-borders',
        'jazan',
        'najran',
        'al-bahah',
        'al-jawf',
      ]),
    );
    for (const region of regions) {
      expect(region.ar).toMatch(/^(منطقة |المنطقة الشرقية$)/);
      expect(region.cities.length).toBeGreaterThan(0);
    }
  });

  it('includes the required cities', () => {
    expect(keysOf(cities)).toEqual(
      expect.arrayContaining([
        'riyadh',
        'al-kharj',
        'jeddah',
        'makkah',
        'taif',
        'madinah',
        'yanbu',
        'dammam',
        'khobar',
        'dhahran',
        'jubail',
        'al-ahsa',
        'buraidah',
        'unaizah',
        'abha',
        'khamis-mushait',
        'tabuk',
        'hail',
        'arar',
        'jazan',
        'najran',
        'al-bahah',
        'sakaka',
      ]),
    );
  });

  it.each(cities.map((c) => [c.key, c] as const))(
    '%s lies inside Saudi Arabia with a sane radius',
    (_k, city) => {
      expect(city.lat).toBeGreaterThan(16);
      expect(city.lat).toBeLessThan(33);
      expect(city.lng).toBeGreaterThan(34);
      expect(city.lng).toBeLessThan(56);
      expect(city.radiusKm).toBeGreaterThan(1);
      expect(city.radiusKm).toBeLessThanOrEqual(20);
    },
  );

  it('keeps every city near the other cities of its region', () => {
    for (const region of regions) {
      if (region.cities.length < 2) continue;
      const centroid = {
        lat: region.cities.reduce((sum, c) => sum + c.lat, 0) / region.cities.length,
        lng: region.cities.reduce((sum, c) => sum + c.lng, 0) / region.cities.length,
      };
      for (const city of region.cities) {
        const nearest = Math.min(
          ...region.cities.filter((other) => other !== city).map((other) => distanceKm(city, other)),
        );
        // Yanbu–Madinah (~160 km) is the widest real gap between neighbours here.
        expect(nearest, `${city.key} to its nearest neighbour in ${region.key}`).toBeLessThan(200);
        expect(distanceKm(city, centroid), `${city.key} to the ${region.key} centroid`).toBeLessThan(250);
      }
    }
  });

  it.each(cities.map((c) => [c.key, c] as const))('%s has 5-10 distinct bilingual districts', (_k, city) => {
    expect(city.districts.length).toBeGreaterThanOrEqual(5);
    expect(city.districts.length).toBeLessThanOrEqual(10);
    expect(city.districts.filter((d) => d.industrial !== true).length).toBeGreaterThanOrEqual(5);
    expect(new Set(city.districts.map((d) => d.ar)).size).toBe(city.districts.length);
    expect(new Set(city.districts.map((d) => d.en)).size).toBe(city.districts.length);
    for (const district of city.districts) {
      expect(district.ar).toMatch(ARABIC_LETTER);
      expect(district.ar).not.toMatch(/^حي /);
      expect(district.en).toMatch(/^[A-Za-z0-9][A-Za-z0-9 '-]*$/);
      // Names that carry the city's name do so in both languages (the title then omits the city).
      expect(district.ar.includes(city.ar)).toBe(district.en.includes(city.en));
    }
  });

  it('marks real industrial areas in the main industrial cities', () => {
    const industrialIn = (key: string) =>
      cities.find((c) => c.key === key)?.districts.filter((d) => d.industrial === true) ?? [];
    for (const key of ['riyadh', 'jeddah', 'dammam', 'jubail', 'al-ahsa', 'yanbu']) {
      expect(industrialIn(key).length, key).toBeGreaterThan(0);
    }
    expect(industrialIn('riyadh').map((d) => d.ar)).toEqual(
      expect.arrayContaining(['المدينة الصناعية الثانية', 'السلي']),
    );
  });

  it('offers at least 150 distinct (type, city, district) combinations', () => {
    const combinations = new Set<string>();
    for (const type of propertyTypes) {
      for (const city of cities) {
        for (const district of city.districts) {
          if ((type.category === 2) === (district.industrial === true)) {
            combinations.add(`${type.key}|${city.key}|${district.en}`);
          }
        }
      }
    }
    expect(combinations.size).toBeGreaterThanOrEqual(150);
  });
});

describe('agents', () => {
  it('has exactly 8 agents with valid Saudi mobiles, manzil.sa emails and FAL licences', () => {
    expect(agents).toHaveLength(8);
    for (const agent of agents) {
      for (const phone of [agent.phoneNumber, agent.whatsapp]) {
        expect(phone).toMatch(/^\+9665[0345689]\d{7}$/);
        const parsed = parsePhoneNumberFromString(phone);
        expect(parsed?.isValid(), phone).toBe(true);
        expect(parsed?.getType(), phone).toBe('MOBILE');
        expect(parsed?.country, phone).toBe('SA');
      }
      expect(agent.email).toMatch(/^[a-z]+(?:\.[a-z]+)*@manzil\.sa$/);
      expect(agent.falLicenseNumber).toMatch(/^\d{10}$/);
      expect(agent.fullNameAr).toMatch(ARABIC_LETTER);
      expect(agent.fullNameEn).toMatch(/^[A-Z][A-Za-z' -]+$/);
      expect(agent.languages).toContain('ar');
      for (const language of agent.languages) expect(language).toMatch(/^[a-z]{2}$/);
    }
    for (const field of ['phoneNumber', 'email', 'falLicenseNumber'] as const) {
      expect(new Set(agents.map((a) => a[field])).size, field).toBe(agents.length);
    }
  });
});

describe('facadeNames', () => {
  it('names all eight façades in both languages', () => {
    expect(FACADES).toHaveLength(8);
    for (const facade of FACADES) {
      expect(facadeNames[facade].ar).toMatch(/^واجهة /);
      expect(facadeNames[facade].en).toMatch(/facing$/);
    }
  });
});

describe('describeProperty', () => {
  const minimal = (type: PropertyTypeSeed, transaction: LookupSeed, variant: number): DescribeInput => {
    const city = at(cities, variant);
    return {
      propertyType: type,
      transaction,
      city,
      district: at(city.districts, variant),
      area: type.areaRange[0],
      amenities: [],
      variant,
    };
  };

  function expectWellFormed(input: DescribeInput): void {
    const texts = describeProperty(input);
    const label = `${input.propertyType.key}/${input.transaction.key}/${input.city.key}/${input.district.en}/v${input.variant}`;
    for (const [field, value] of Object.entries(texts) as [keyof PropertyTexts, string][]) {
      expect(value.trim(), `${label} ${field}`).not.toBe('');
      expect(value, `${label} ${field}`).not.toMatch(/undefined|NaN|null|\s{2}|\s[.,،]/);
    }
    expect(texts.titleAr.length, `${label} titleAr: ${texts.titleAr}`).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(texts.titleEn.length, `${label} titleEn: ${texts.titleEn}`).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    for (const arabic of [texts.titleAr, texts.descriptionAr, texts.addressAr]) {
      expect(arabic).toMatch(ARABIC_LETTER);
      expect(arabic).not.toMatch(ARABIC_INDIC_DIGIT);
      // Arabic punctuation (، ؛); a Latin comma only as a thousands separator ("2,000").
      expect(arabic).not.toMatch(/;|(?<!\d),|,(?!\d{3})/);
    }
    for (const english of [texts.titleEn, texts.descriptionEn, texts.addressEn]) {
      expect(english).not.toMatch(ARABIC_LETTER);
    }
    expect(texts.titleEn).toMatch(/^[A-Z0-9]/);
    for (const description of [texts.descriptionAr, texts.descriptionEn]) {
      expect(description.length, `${label}: ${description}`).toBeLessThanOrEqual(700);
      const count = sentenceCount(description);
      expect(count, `${label}: ${description}`).toBeGreaterThanOrEqual(2);
      expect(count, `${label}: ${description}`).toBeLessThanOrEqual(4);
    }
    expect(texts.addressAr).toContain(input.city.ar);
    expect(texts.addressEn).toBe(`${input.district.en}, ${input.city.en}`);
  }

  it('writes well-formed texts for every type × transaction, with all or no optional facts', () => {
    for (const type of propertyTypes) {
      for (const transaction of transactionTypes) {
        for (let variant = 0; variant < 8; variant++) {
          expectWellFormed(minimal(type, transaction, variant));
          const city = at(cities, variant * 5 + type.key.length);
          expectWellFormed(fullInput(type, transaction, city, at(city.districts, variant), variant));
        }
      }
    }
  });

  // Exhaustive over every city, district, type and transaction: seconds on a busy machine.
  it('fits the title limit in every district of every city', () => {
    for (const city of cities) {
      for (const district of city.districts) {
        for (const type of propertyTypes) {
          for (const transaction of transactionTypes) {
            for (let variant = 0; variant < 5; variant++) {
              const texts = describeProperty(fullInput(type, transaction, city, district, variant));
              expect(texts.titleAr.length, texts.titleAr).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
              expect(texts.titleEn.length, texts.titleEn).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
            }
          }
        }
      }
    }
  }, 60_000);

  it('weaves the given facts into the texts', () => {
    const villa = propertyTypes.find((t) => t.key === 'villa');
    const riyadh = cities.find((c) => c.key === 'riyadh');
    const narjis = riyadh?.districts.find((d) => d.en === 'Al Narjis');
    if (!villa || !riyadh || !narjis) throw new Error('fixture missing');
    const sale = at(transactionTypes, 0);
    const texts = describeProperty({
      propertyType: villa,
      transaction: sale,
      city: riyadh,
      district: narjis,
      area: 2500,
      bedrooms: 5,
      bathrooms: 2,
      livingRooms: 1,
      amenities: relaxMedia.slice(0, 2),
      streetWidth: 20,
      facade: 'north',
      buildingAge: 11,
      variant: 0,
    });
    expect(texts.titleAr).toContain('فيلا');
    expect(texts.titleAr).toContain('للبيع');
    expect(texts.titleAr).toContain('حي النرجس، الرياض');
    expect(texts.titleEn).toMatch(/villa for sale in Al Narjis, Riyadh/);
    expect(texts.descriptionAr).toContain('2,500 م²');
    expect(texts.descriptionAr).toContain('5 غرف نوم');
    expect(texts.descriptionAr).toContain('دورتي مياه');
    expect(texts.descriptionAr).toContain('صالة واحدة');
    expect(texts.descriptionAr).toContain('واجهة شمالية');
    expect(texts.descriptionAr).toContain('20 م');
    expect(texts.descriptionAr).toContain('11 سنة');
    expect(texts.descriptionAr).toContain('مسبح');
    expect(texts.descriptionEn).toContain('2,500 m²');
    expect(texts.descriptionEn).toContain('5 bedrooms');
    expect(texts.descriptionEn).toContain('north-facing');
    expect(texts.descriptionEn).toContain('swimming pool');
    expect(texts.addressAr).toBe('حي النرجس، الرياض');
    expect(texts.addressEn).toBe('Al Narjis, Riyadh');
  });

  it('writes named industrial areas without "حي" and with "the"', () => {
    const warehouse = propertyTypes.find((t) => t.key === 'warehouse');
    const riyadh = cities.find((c) => c.key === 'riyadh');
    const second = riyadh?.districts.find((d) => d.en === '2nd Industrial City');
    if (!warehouse || !riyadh || !second) throw new Error('fixture missing');
    const texts = describeProperty({
      propertyType: warehouse,
      transaction: at(transactionTypes, 1),
      city: riyadh,
      district: second,
      area: 2000,
      amenities: [],
      variant: 0,
    });
    expect(texts.titleAr).toBe('مستودع للإيجار بمساحة 2,000 م² في المدينة الصناعية الثانية، الرياض');
    expect(texts.titleEn).toBe('2,000 m² warehouse for rent in the 2nd Industrial City, Riyadh');
    expect(texts.addressAr).toBe('المدينة الصناعية الثانية، الرياض');
  });

  it('is deterministic per variant and varies across variants', () => {
    for (const type of propertyTypes) {
      for (const transaction of transactionTypes) {
        const city = at(cities, type.key.length);
        const district = at(city.districts, 1);
        const outputs = [0, 1, 2, 3, 4, 5, 6, 7].map((variant) =>
          describeProperty(fullInput(type, transaction, city, district, variant)),
        );
        outputs.forEach((output, variant) => {
          expect(describeProperty(fullInput(type, transaction, city, district, variant))).toEqual(output);
        });
        // At least 4 phrasings of the title per category and transaction.
        const sameFacts = [0, 1, 2, 3, 4, 5, 6, 7].map((variant) =>
          describeProperty({ ...fullInput(type, transaction, city, district, 0), variant }),
        );
        expect(new Set(sameFacts.map((o) => o.titleAr)).size).toBeGreaterThanOrEqual(4);
        expect(new Set(sameFacts.map((o) => o.titleEn)).size).toBeGreaterThanOrEqual(4);
        expect(new Set(sameFacts.map((o) => o.descriptionAr)).size).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('accepts negative and large variants', () => {
    const type = at(propertyTypes, 0);
    const transaction = at(transactionTypes, 0);
    for (const variant of [-1, -17, 1_000_003]) {
      expectWellFormed(minimal(type, transaction, variant));
    }
  });
});
