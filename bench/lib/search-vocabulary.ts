/**
 * Words visitors type into the catalogue search, as they type them: Arabic with and without hamza and
 * tā' marbūṭa, colloquial and plural forms, common misspellings, English singular and plural, place
 * names from the reference data, and a few words of one or two letters.
 */
import { regions } from '#server/db/seed/catalogue-content.js';

const arabicTypes = [
  'فيلا',
  'فيلا',
  'فله',
  'فلة',
  'فلل',
  'فلل',
  'شقة',
  'شقه',
  'شقق',
  'شقق',
  'ارض',
  'أرض',
  'اراضي',
  'أراضي',
  'دور',
  'ادوار',
  'دوبلكس',
  'دبلكس',
  'عمارة',
  'عماره',
  'عماير',
  'استراحة',
  'استراحه',
  'استراحات',
  'تاون',
  'مستودع',
  'مستودعات',
  'مستودع مبرد',
  'مصنع',
  'مصانع',
  'ورشة',
  'ورشه',
  'ورش',
  'معرض',
  'معارض',
  'ساحة',
  'حوش',
];

const arabicOther = [
  'للبيع',
  'بيع',
  'للايجار',
  'للإيجار',
  'ايجار',
  'إيجار',
  'مفروشة',
  'مفروشه',
  'مؤثثة',
  'جديدة',
  'جديد',
  'مسبح',
  'حديقة',
  'روف',
  'مصعد',
  'تكييف',
  'صناعية',
  'صناعيه',
  'تجاري',
  'رخيص',
  'فاخرة',
];

const englishTypes = [
  'villa',
  'villas',
  'vila',
  'apartment',
  'apartments',
  'appartment',
  'flat',
  'flats',
  'land',
  'lands',
  'plot',
  'duplex',
  'townhouse',
  'building',
  'floor',
  'warehouse',
  'warehouses',
  'wharehouse',
  'factory',
  'factories',
  'workshop',
  'showroom',
  'cold store',
  'yard',
];

const englishOther = ['rent', 'sale', 'furnished', 'pool', 'garden', 'new', 'industrial', 'cheap', 'luxury'];

const misspelledPlaces = [
  'جده',
  'الدمام',
  'مكه',
  'الخبر',
  'jedda',
  'jiddah',
  'riyad',
  'dammam',
  'khobar',
  'mecca',
];

/** City and district names in both languages, and the way they are often typed (no "Al ", no article). */
const places = regions.flatMap((region) =>
  region.cities.flatMap((city) => [
    city.ar,
    city.en.toLowerCase(),
    ...city.districts.flatMap((district) => [
      district.ar,
      district.ar.replace(/^ال/, ''),
      district.en,
      district.en.replace(/^(Al|Ar|As|Ash|Ad|An|Az|At) /, '').toLowerCase(),
    ]),
  ]),
);

/** Words of one or two letters: no trigram can stand for them. */
export const shortWords = ['ab', 'قب', 'ال', 'و', 'sa', 'no', 'في', 'q'];

export const searchWords = {
  types: [...arabicTypes, ...englishTypes],
  other: [...arabicOther, ...englishOther],
  places: [...places, ...misspelledPlaces],
};
