/**
 * Judged queries for the public search (bench/search-quality.ts): what people type, and which ads of
 * the demo catalogue (server/db/seed/demo-catalogue.ts) each should find. Relevance is a predicate
 * over an ad's facts, not a list of ids, so the judgements hold while the catalogue keeps its shape.
 */

export type PropertyTypeKey =
  | 'villa'
  | 'apartment'
  | 'duplex'
  | 'floor'
  | 'townhouse'
  | 'building'
  | 'residential-land'
  | 'rest-house'
  | 'warehouse'
  | 'factory'
  | 'workshop'
  | 'industrial-land'
  | 'showroom'
  | 'cold-store'
  | 'logistics-yard';

/** What an ad is, from its structured fields; places are the lookup keys of reference-data.ts. */
export interface AdFacts {
  id: number;
  type: PropertyTypeKey;
  category: 1 | 2;
  transaction: 'sale' | 'rent';
  /** Region key without its prefix: `riyadh`, `eastern`, `qassim`. */
  region: string;
  /** City key without its prefix: `riyadh`, `jeddah`, `khobar`, `madinah`. */
  city: string;
  /** The district as stored, in Arabic: `الزاهر`, `صناعية الثقبة`. */
  district: string;
  bedrooms: number | null;
  furnished: boolean | null;
}

/**
 * arabic: as people write it, colloquial plurals included; english; mixed: both scripts in one
 * query; misspelt: a common mistake in either language; partial: the last word still being typed.
 */
export type QueryGroup = 'arabic' | 'english' | 'mixed' | 'misspelt' | 'partial';

export const queryGroups: QueryGroup[] = ['arabic', 'english', 'mixed', 'misspelt', 'partial'];

export interface Judgement {
  query: string;
  group: QueryGroup;
  relevant: (ad: AdFacts) => boolean;
}

type Fact = (ad: AdFacts) => boolean;

const type =
  (...keys: PropertyTypeKey[]): Fact =>
  (ad) =>
    keys.includes(ad.type);
const city =
  (key: string): Fact =>
  (ad) =>
    ad.city === key;
const region =
  (key: string): Fact =>
  (ad) =>
    ad.region === key;
const district =
  (name: string): Fact =>
  (ad) =>
    ad.district === name;
const sale: Fact = (ad) => ad.transaction === 'sale';
const rent: Fact = (ad) => ad.transaction === 'rent';
const furnished: Fact = (ad) => ad.furnished === true;
const bedrooms =
  (n: number): Fact =>
  (ad) =>
    ad.bedrooms === n;
const all =
  (...facts: Fact[]): Fact =>
  (ad) =>
    facts.every((fact) => fact(ad));

/** A cold store is a warehouse; a plot is land of either kind. */
const villa = type('villa');
const apartment = type('apartment');
const warehouse = type('warehouse', 'cold-store');
const land = type('residential-land', 'industrial-land');

const judged = (group: QueryGroup, list: [string, Fact][]): Judgement[] =>
  list.map(([query, relevant]) => ({ query, group, relevant }));

export const judgements: Judgement[] = [
  ...judged('arabic', [
    ['فيلا', villa],
    ['فلل', villa],
    ['فله', villa],
    ['فلة', villa],
    ['شقة', apartment],
    ['شقق', apartment],
    ['شقق للايجار', all(apartment, rent)],
    ['أرض', land],
    ['اراضي', land],
    ['اراضي سكنية', type('residential-land')],
    ['أراضي صناعية', type('industrial-land')],
    ['مستودع', warehouse],
    ['مستودعات', warehouse],
    ['مخازن', warehouse],
    ['مصانع', type('factory')],
    ['ورش', type('workshop')],
    ['عماير', type('building')],
    ['عمارات للبيع', all(type('building'), sale)],
    ['استراحات', type('rest-house')],
    ['معارض تجارية', type('showroom')],
    ['مستودع مبرد', type('cold-store')],
    ['ساحات لوجستية', type('logistics-yard')],
    ['تاون هاوس', type('townhouse')],
    ['دوبلكسات', type('duplex')],
    ['دور للايجار', all(type('floor'), rent)],
    ['فلل الرياض', all(villa, city('riyadh'))],
    ['فيلا للإيجار في المدينة المنورة', all(villa, rent, city('madinah'))],
    ['شقق مكة', all(apartment, city('makkah'))],
    ['دوبلكس مكة المكرمة', all(type('duplex'), city('makkah'))],
    ['مستودعات الدمام', all(warehouse, city('dammam'))],
    ['ورشة بالدمام', all(type('workshop'), city('dammam'))],
    ['حي الزاهر', district('الزاهر')],
    ['الخليج', district('الخليج')],
    ['صناعية الثقبة', district('صناعية الثقبة')],
    ['المدينة الصناعية الثانية', district('المدينة الصناعية الثانية')],
    ['عقارات الطائف', city('taif')],
    ['المنطقة الشرقية', region('eastern')],
    ['منطقة القصيم', region('qassim')],
    ['للإيجار', rent],
    ['فيلا مفروشة', all(villa, furnished)],
    ['شقة 3 غرف', all(apartment, bedrooms(3))],
    ['فيلا ٥ غرف نوم', all(villa, bedrooms(5))],
  ]),
  ...judged('english', [
    ['villa', villa],
    ['villas', villa],
    ['apartments', apartment],
    ['flats', apartment],
    ['warehouses', warehouse],
    ['factories', type('factory')],
    ['workshops', type('workshop')],
    ['showrooms', type('showroom')],
    ['townhouses', type('townhouse')],
    ['rest houses', type('rest-house')],
    ['cold storage', type('cold-store')],
    ['logistics yards', type('logistics-yard')],
    ['residential land', type('residential-land')],
    ['industrial plots', type('industrial-land')],
    ['villas in Riyadh', all(villa, city('riyadh'))],
    ['apartment for rent in Riyadh', all(apartment, rent, city('riyadh'))],
    ['land for sale', all(land, sale)],
    ['duplex Dammam', all(type('duplex'), city('dammam'))],
    ['furnished villa', all(villa, furnished)],
    ['Mecca apartments', all(apartment, city('makkah'))],
    ['Medina', city('madinah')],
    ['Eastern Province warehouses', all(warehouse, region('eastern'))],
    ['Al Olaya', district('العليا')],
    ['buildings for sale', all(type('building'), sale)],
  ]),
  ...judged('mixed', [
    ['villa الرياض', all(villa, city('riyadh'))],
    ['فلل riyadh', all(villa, city('riyadh'))],
    ['شقق dammam', all(apartment, city('dammam'))],
    ['warehouse الدمام', all(warehouse, city('dammam'))],
    ['duplex جدة', all(type('duplex'), city('jeddah'))],
    ['مستودعات khobar', all(warehouse, city('khobar'))],
    ['factory مكة', all(type('factory'), city('makkah'))],
    ['townhouse الخبر', all(type('townhouse'), city('khobar'))],
  ]),
  ...judged('misspelt', [
    ['appartment', apartment],
    ['appartments for rent', all(apartment, rent)],
    ['warehose', warehouse],
    ['wherehouse', warehouse],
    ['vila', villa],
    ['factroy', type('factory')],
    ['dublex', type('duplex')],
    ['دبلكس', type('duplex')],
    ['فيله', villa],
    ['شقه', apartment],
    ['اراضى', land],
    ['عمائر', type('building')],
    ['فلل الرياظ', all(villa, city('riyadh'))],
    ['ارض سكنيه', type('residential-land')],
    ['الاحسا', city('al-ahsa')],
    ['جده فلل', all(villa, city('jeddah'))],
  ]),
  ...judged('partial', [
    ['فيل', villa],
    ['مستود', warehouse],
    ['مصان', type('factory')],
    ['استراح', type('rest-house')],
    ['دوبلك', type('duplex')],
    ['شقق للإي', all(apartment, rent)],
    ['فلل الريا', all(villa, city('riyadh'))],
    ['فلل الخب', all(villa, city('khobar'))],
    ['مستودعات الدما', all(warehouse, city('dammam'))],
    ['villa riy', all(villa, city('riyadh'))],
    ['wareh', warehouse],
    ['apartm', apartment],
    ['townho', type('townhouse')],
  ]),
];
