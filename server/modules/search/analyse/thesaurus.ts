/**
 * The real-estate thesaurus: each concept's canonical lexeme (Arabic, in search form, as the
 * stemmer leaves it) and the spellings people use for it, Arabic and English, separated by spaces.
 * Keys are written as people type them; lexicon.ts brings them to search form. Regular forms that
 * the stemmers already bring home (شقتها, villas) need not be listed; broken plurals, colloquial and
 * misspelt forms must be. English words share the Arabic lexeme, so `villa` finds an ad written
 * only in Arabic.
 */
export type Concept = readonly [canonical: string, spellings: string];

export const propertyTypes: Concept[] = [
  ['فيلا', 'فيلات فلل فله فلا فيله فيلتين فيلتان فلتين ڤيلا فيلل villa vila villla vella villah viila vlla'],
  [
    'شقه',
    'شقق شقتين شقتان شقتا شقتي apartment appartment apartement appartement apartmant aparment aprtment appartmant apt flat',
  ],
  ['دوبلكس', 'دبلكس دوبليكس دبليكس دوبلكسات دبلكسات duplex dublex duplx duplix'],
  ['دور', 'ادوار floor'],
  ['تاونهاوس', 'townhouse townhome townhose'],
  ['عماره', 'عمارات عماير عمائر عمارتين عمارتان building'],
  ['ارض', 'اراضي اراض land plot'],
  ['استراحه', 'استراحات استراحتين resthouse istiraha istraha'],
  [
    'مستودع',
    'مستودعات مستودعين مخزن مخازن هنجر هناجر هنقر هناقر warehouse warehose warehous wharehouse werehouse wherehouse warhouse storehouse depot hangar',
  ],
  ['مصنع', 'مصانع factory factroy fctory factary facotry'],
  ['ورشه', 'ورش ورشات ورشتين workshop worksop'],
  ['معرض', 'معارض showroom showrom'],
  ['مبرد', 'ثلاجه ثلاجات cold refrigerated chilled'],
  ['ساحه', 'ساحات yard'],
  ['لوجستي', 'لوجستيه لوجستيات logistics logistic logistical'],
  ['محل', 'محلات shop store'],
  ['مكتب', 'مكاتب office'],
  ['بيت', 'بيوت منزل منازل house home'],
  ['شاليه', 'شاليهات chalet'],
  ['مزرعه', 'مزارع farm'],
  ['برج', 'ابراج tower'],
  ['قصر', 'قصور palace'],
];

export const rooms: Concept[] = [
  ['غرفه', 'غرف غرفتين غرفتان غرفتا غرفتي room'],
  ['نوم', 'bedroom'],
  ['صاله', 'صالات صالتين صالتان صالتا صالتي hall lounge'],
  ['دوره', 'دورات دورتين دورتان دورتا دورتي'],
  ['حمام', 'حمامات bathroom bath toilet washroom'],
  ['مطبخ', 'مطابخ kitchen'],
  ['مجلس', 'مجالس majlis'],
  ['ملحق', 'ملاحق annex annexe'],
  ['قبو', 'بدروم basement cellar'],
  ['مسبح', 'مسابح pool swimming'],
  ['حديقه', 'حدائق حدايق garden'],
  ['مصعد', 'مصاعد elevator lift'],
  ['موقف', 'مواقف parking'],
  ['تبريد', 'cooling refrigeration'],
  ['واجهه', 'واجهات facade frontage facing'],
  ['شارع', 'شوارع street'],
  ['سنه', 'سنوات سنتين سنتان year'],
];

export const dealsAndTraits: Concept[] = [
  ['بيع', 'تمليك تملك sale sell selling buy'],
  ['ايجار', 'اجار تاجير استئجار rent rental renting lease leasing'],
  ['سنوي', 'annual yearly'],
  ['شهري', 'monthly'],
  ['سكني', 'residential'],
  ['صناعي', 'industrial'],
  ['تجاري', 'commercial'],
  ['مفروش', 'furnished'],
  ['غيرمفروش', 'unfurnished'],
  ['جديد', 'new'],
  ['حديث', 'مودرن modern'],
  ['فاخر', 'لوكس ديلوكس luxury luxurious deluxe'],
  ['واسع', 'spacious'],
  ['مميز', 'exceptional prime'],
  ['شمالي', 'شمال north northern'],
  ['جنوبي', 'جنوب south southern'],
  ['شرقي', 'شرق east eastern'],
  ['غربي', 'غرب west western'],
  ['اول', 'اولي first 1st'],
  ['ثاني', 'second 2nd'],
  ['ثالث', 'third 3rd'],
  ['رابع', 'fourth 4th'],
  ['خامس', 'fifth 5th'],
  ['سادس', 'sixth 6th'],
  ['سابع', 'seventh 7th'],
  ['ثامن', 'eighth 8th'],
  ['تاسع', 'ninth 9th'],
  ['عاشر', 'tenth 10th'],
];

/**
 * Runs of words that mean one thing, written as people type them. The runs are matched on the
 * words' lexemes (English: on their stems), and replaced by the lexemes on the right.
 */
export type Phrase = readonly [words: string, lexemes: string];

export const phrases: Phrase[] = [
  ['تاون هاوس', 'تاونهاوس'],
  ['town house', 'تاونهاوس'],
  ['town home', 'تاونهاوس'],
  ['villa floor', 'دور'],
  ['apartment building', 'عماره سكني'],
  ['residential building', 'عماره سكني'],
  ['rest house', 'استراحه'],
  ['ware house', 'مستودع'],
  ['cold store', 'مستودع مبرد'],
  ['cold storage', 'مستودع مبرد'],
  ['cold room', 'غرفه تبريد'],
  ['show room', 'معرض'],
  ['work shop', 'ورشه'],
  ['living room', 'صاله'],
  ['swimming pool', 'مسبح'],
  ['غير مفروش', 'غيرمفروش'],
  ['not furnished', 'غيرمفروش'],
  ['دورة مياه', 'حمام'],
];
