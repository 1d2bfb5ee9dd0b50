import { regions } from '#server/db/seed/catalogue-content.js';

/**
 * Districts whose English names are settled (street signs, maps), beyond the demo catalogue's own
 * (server/db/seed/catalogue-content.ts, which every city and district of the demo adds to this
 * table). Spelt as the catalogue spells them: "Al" before every letter, as on the signs.
 */
const WELL_KNOWN: Record<string, string> = {
  // Riyadh
  العليا: 'Al Olaya',
  الملز: 'Al Malaz',
  السليمانية: 'Al Sulimaniyah',
  الورود: 'Al Wurud',
  الربوة: 'Al Rabwah',
  الربيع: 'Al Rabi',
  الغدير: 'Al Ghadir',
  العقيق: 'Al Aqiq',
  الوادي: 'Al Wadi',
  النفل: 'Al Nafal',
  المروج: 'Al Muruj',
  المرسلات: 'Al Mursalat',
  التعاون: 'Al Taawun',
  الازدهار: 'Al Izdihar',
  العارض: 'Al Arid',
  القيروان: 'Al Qirawan',
  الندى: 'Al Nada',
  الرمال: 'Al Rimal',
  المونسية: 'Al Munsiyah',
  اشبيلية: 'Ishbiliyah',
  الشفا: 'Al Shifa',
  السويدي: 'Al Suwaidi',
  البديعة: 'Al Badiah',
  عرقة: 'Irqah',
  'ظهرة لبن': 'Dhahrat Laban',
  طويق: 'Tuwaiq',
  النسيم: 'Al Naseem',
  الروابي: 'Al Rawabi',
  المعذر: 'Al Maather',
  الفلاح: 'Al Falah',
  الواحة: 'Al Wahah',
  'صلاح الدين': 'Salah Al Din',
  الجزيرة: 'Al Jazirah',
  السلام: 'Al Salam',
  المصيف: 'Al Masif',
  الرحمانية: 'Al Rahmaniyah',
  الرائد: 'Al Raed',
  المغرزات: 'Al Mughrizat',
  المربع: 'Al Murabba',
  البطحاء: 'Al Batha',
  منفوحة: 'Manfuhah',
  الشميسي: 'Al Shumaisi',
  العريجاء: 'Al Uraija',
  'الدار البيضاء': 'Al Dar Al Baida',
  الجنادرية: 'Al Janadriyah',
  غرناطة: 'Ghirnatah',
  الحزم: 'Al Hazm',
  لبن: 'Laban',
  نمار: 'Namar',
  عكاظ: 'Okaz',
  المنصورة: 'Al Mansurah',
  'الملك فهد': 'King Fahd',
  'الملك عبدالله': 'King Abdullah',
  'الملك فيصل': 'King Faisal',
  'الملك عبدالعزيز': 'King Abdulaziz',
  // Jeddah
  'أبحر الجنوبية': 'Obhur Al Janubiyah',
  البساتين: 'Al Basateen',
  الصفا: 'Al Safa',
  المروة: 'Al Marwah',
  الرويس: 'Al Ruwais',
  البلد: 'Al Balad',
  النزهة: 'Al Nuzhah',
  الرحاب: 'Al Rehab',
  السامر: 'Al Samer',
  الأجواد: 'Al Ajwad',
  البوادي: 'Al Bawadi',
  الصالحية: 'Al Salihiyah',
  الحمدانية: 'Al Hamdaniyah',
  الشرفية: 'Al Sharafiyah',
  البغدادية: 'Al Baghdadiyah',
  الكندرة: 'Al Kandarah',
  الثغر: 'Al Thaghr',
  الرغامة: 'Al Rughamah',
  مشرفة: 'Mushrifah',
  ذهبان: 'Dhahban',
  الشراع: 'Al Shira',
  اللؤلؤ: 'Al Lulu',
  // Dammam and Khobar
  'الشاطئ الشرقي': 'Al Shati Al Sharqi',
  الجلوية: 'Al Jalawiyah',
  المريكبات: 'Al Muraikabat',
  الاتصالات: 'Al Ittisalat',
  المنار: 'Al Manar',
  الفردوس: 'Al Firdaws',
  البادية: 'Al Badiyah',
  الأثير: 'Al Athir',
  طيبة: 'Taybah',
  بدر: 'Badr',
  القادسية: 'Al Qadisiyah',
  أحد: 'Uhud',
  الجامعيين: 'Al Jamiyin',
  الشعلة: 'Al Shulah',
  'الراكة الشمالية': 'Al Rakah Al Shamaliyah',
  'الخبر الجنوبية': 'Al Khobar Al Janubiyah',
  الجسر: 'Al Jisr',
  الكورنيش: 'Al Corniche',
  البندرية: 'Al Bandariyah',
  الصدفة: 'Al Sadafah',
  التحلية: 'Al Tahliyah',
  الهدا: 'Al Hada',
  'مدينة العمال': 'Madinat Al Ummal',
};

/** A name as compared: no "حي" before it, one spelling of alef, yaa and taa marbuta, no harakat. */
export const placeKey = (name: string) =>
  name
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .trim()
    .replace(/^حي\s+/, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ');

const KNOWN = new Map<string, string>();
for (const region of regions) {
  for (const city of region.cities) {
    KNOWN.set(placeKey(city.ar), city.en);
    for (const district of city.districts) KNOWN.set(placeKey(district.ar), district.en);
  }
}
for (const [arabic, english] of Object.entries(WELL_KNOWN)) {
  if (!KNOWN.has(placeKey(arabic))) KNOWN.set(placeKey(arabic), english);
}

/** The settled English name of a Saudi city or district written in Arabic, if there is one. */
export const knownPlaceName = (arabic: string): string | undefined => KNOWN.get(placeKey(arabic));
