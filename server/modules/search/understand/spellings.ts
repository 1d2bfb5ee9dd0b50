/**
 * The other names people type for a lookup entry, by its stable key (seed/reference-data.ts), beside
 * its Arabic and English names: plurals and colloquial forms, transliterations. Phrases separated by
 * `|`, written as people type them. Attached letters (بالرياض, للبيع) and an English leading "al"
 * need no entry: the reader and the vocabulary add them.
 */
export const spellings: Readonly<Record<string, string>> = {
  villa: 'فلل|فلة|فله|فيلات|فلا|فيله|ڤيلا|villas|vila',
  apartment: 'شقق|شقه|flat|flats|apartments|apt|appartment',
  duplex: 'دبلكس|دوبليكس|دبليكس|دوبلكسات|duplexes',
  floor: 'أدوار|دور|floor|villa floor',
  townhouse: 'تاونهاوس|تاون هاوس|town house|townhouses',
  building: 'عمارة سكنية|عمارات|عماير|عمائر|building|buildings|residential building',
  'residential-land': 'ارض سكنية|أراضي سكنية|اراضي سكنيه|residential land|residential plot',
  'rest-house': 'استراحات|rest house|resthouse|istiraha|istraha',
  warehouse: 'هنجر|هناجر|هنقر|hangar|hangars|مستودع جاف|مستودعات جافة|dry warehouse|dry storage',
  factory: 'مصانع|factories',
  workshop: 'ورش|ورشات|workshops',
  'industrial-land': 'ارض صناعية|أراضي صناعية|اراضي صناعيه|industrial land|industrial plot',
  showroom: 'معرض|معارض|showrooms|show room',
  'cold-store': 'مستودع تبريد|مستودعات مبردة|ثلاجة|cold store|cold storage|cold stores',
  'logistics-yard': 'ساحات لوجستية|logistics yard|logistics yards',
  sale: 'البيع|تمليك|تملك|شراء|sale|for sale|sell|buy|buying',
  rent: 'ايجار|أجار|اجار|تأجير|استئجار|rent|for rent|rental|lease|for lease|to let',
  'city:riyadh': 'riyadh|riyad|riadh|ar riyadh',
  'city:al-kharj': 'kharj',
  'city:jeddah': 'jeddah|jedda|jiddah|jidda',
  'city:makkah': 'مكة|makkah|makka|mecca|mekkah',
  'city:taif': 'الطايف|taif',
  'city:madinah': 'المدينة|madinah|medina|madina|medinah',
  'city:yanbu': 'yanbu|yanbo|yenbo',
  'city:dammam': 'dammam|damam',
  'city:khobar': 'khobar',
  'city:dhahran': 'dhahran|dahran',
  'city:jubail': 'jubail|jubayl',
  'city:al-ahsa': 'الاحسا|الحسا|ahsa|hasa',
  'city:buraidah': 'buraidah|buraydah|buraida',
  'city:unaizah': 'unaizah|unayzah|onaizah',
  'city:khamis-mushait': 'خميس|khamis',
  'city:tabuk': 'tabouk',
  'city:hail': 'حايل|hayil',
  'city:jazan': 'جيزان|jizan|gizan',
  'city:al-bahah': 'baha|bahah',
  'city:sakaka': 'sakakah',
  'region:makkah': 'منطقة مكة',
  'region:madinah': 'منطقة المدينة',
  'region:eastern': 'الشرقية|eastern region|sharqiyah',
  'region:qassim': 'القصيم|qassim|qaseem|gassim',
  'region:asir': 'عسير|asir|aseer',
  'region:al-jawf': 'الجوف|jouf|jawf',
  'region:northern-borders': 'الحدود الشمالية|northern borders|northern border',
};

/**
 * Words that cover several property types and so name none of them: read as one type, they would drop
 * the others; as text, the search matches them all (as ارض, residential or industrial land, which no
 * type is named by alone). مستودع is the warehouse type's own name, yet people count a cold store
 * (مستودع مبرد) among warehouses; the warehouse type is read from the words that exclude cold stores
 * (هنجر, مستودع جاف).
 */
export const coveringWords = 'مستودع|مستودعات|مخزن|مخازن|warehouse|warehouses|storehouse|storehouses';

/**
 * Words for a kind of property of which each category has one type: read as that type only in a search
 * of its category (أرض in the residential list is residential land); without a category they name no
 * type and stay words, as `coveringWords` do.
 */
export const categoryWords: Readonly<Record<string, string>> = {
  'residential-land': 'ارض|أرض|اراضي|أراضي|land|lands|plot|plots',
  'industrial-land': 'ارض|أرض|اراضي|أراضي|land|lands|plot|plots',
};
