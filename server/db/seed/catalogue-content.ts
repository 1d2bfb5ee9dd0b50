/**
 * Static bilingual content (Arabic first, English second) from which the demo catalogue is generated:
 * lookups, Saudi regions/cities/districts, agents, and the listing texts written by describeProperty().
 * Pure data and pure functions: no I/O, no randomness (describeProperty varies only with `variant`).
 * Numbers are written with Latin digits; areas in "م²" / "m²".
 */
import type { SceneKind } from './scene-kind.js';
import type { AgentLanguage } from '#contract/agents.js';

export interface LocalizedName {
  ar: string;
  en: string;
}

/** A lookup entry with a stable ASCII key, unique within its list. */
export interface LookupSeed extends LocalizedName {
  key: string;
}

export const transactionTypes: LookupSeed[] = [
  { key: 'sale', ar: 'بيع', en: 'Sale' },
  { key: 'rent', ar: 'إيجار', en: 'Rent' },
];

export interface PropertyTypeSeed extends LookupSeed {
  /** 1 residential, 2 industrial. */
  category: 1 | 2;
  /** Which generated photo fits. */
  scene: SceneKind;
  /** m², realistic for KSA. */
  areaRange: [number, number];
  /** SAR, realistic for 2025-2026 KSA. */
  salePriceRange: [number, number];
  /** SAR per year; [0, 0] when the type is not rented out. */
  yearlyRentRange: [number, number];
  /** Whether bedrooms/bathrooms make sense. */
  hasRooms: boolean;
}

export const propertyTypes: PropertyTypeSeed[] = [
  // Residential
  {
    key: 'villa',
    ar: 'فيلا',
    en: 'Villa',
    category: 1,
    scene: 'villa',
    areaRange: [300, 900],
    salePriceRange: [1_300_000, 7_500_000],
    yearlyRentRange: [75_000, 300_000],
    hasRooms: true,
  },
  {
    key: 'apartment',
    ar: 'شقة',
    en: 'Apartment',
    category: 1,
    scene: 'apartment',
    areaRange: [85, 260],
    salePriceRange: [450_000, 1_900_000],
    yearlyRentRange: [25_000, 110_000],
    hasRooms: true,
  },
  {
    key: 'duplex',
    ar: 'دوبلكس',
    en: 'Duplex',
    category: 1,
    scene: 'villa',
    areaRange: [200, 450],
    salePriceRange: [950_000, 3_200_000],
    yearlyRentRange: [55_000, 160_000],
    hasRooms: true,
  },
  {
    key: 'floor',
    ar: 'دور',
    en: 'Villa floor',
    category: 1,
    scene: 'villa',
    areaRange: [180, 450],
    salePriceRange: [650_000, 2_200_000],
    yearlyRentRange: [35_000, 95_000],
    hasRooms: true,
  },
  {
    key: 'townhouse',
    ar: 'تاون هاوس',
    en: 'Townhouse',
    category: 1,
    scene: 'villa',
    areaRange: [150, 320],
    salePriceRange: [900_000, 2_600_000],
    yearlyRentRange: [50_000, 130_000],
    hasRooms: true,
  },
  {
    key: 'building',
    ar: 'عمارة',
    en: 'Apartment building',
    category: 1,
    scene: 'tower',
    areaRange: [400, 1_500],
    salePriceRange: [2_500_000, 18_000_000],
    yearlyRentRange: [200_000, 1_200_000],
    hasRooms: false,
  },
  {
    key: 'residential-land',
    ar: 'أرض سكنية',
    en: 'Residential land',
    category: 1,
    scene: 'land',
    areaRange: [300, 2_500],
    salePriceRange: [300_000, 8_000_000],
    yearlyRentRange: [0, 0],
    hasRooms: false,
  },
  {
    key: 'rest-house',
    ar: 'استراحة',
    en: 'Rest house',
    category: 1,
    scene: 'villa',
    areaRange: [800, 5_000],
    salePriceRange: [900_000, 6_000_000],
    yearlyRentRange: [50_000, 200_000],
    hasRooms: true,
  },
  // Industrial
  {
    key: 'warehouse',
    ar: 'مستودع',
    en: 'Warehouse',
    category: 2,
    scene: 'warehouse',
    areaRange: [500, 12_000],
    salePriceRange: [2_000_000, 45_000_000],
    yearlyRentRange: [80_000, 2_400_000],
    hasRooms: false,
  },
  {
    key: 'factory',
    ar: 'مصنع',
    en: 'Factory',
    category: 2,
    scene: 'factory',
    areaRange: [2_000, 40_000],
    salePriceRange: [6_000_000, 120_000_000],
    yearlyRentRange: [300_000, 6_000_000],
    hasRooms: false,
  },
  {
    key: 'workshop',
    ar: 'ورشة',
    en: 'Workshop',
    category: 2,
    scene: 'warehouse',
    areaRange: [200, 1_500],
    salePriceRange: [600_000, 6_000_000],
    yearlyRentRange: [35_000, 300_000],
    hasRooms: false,
  },
  {
    key: 'industrial-land',
    ar: 'أرض صناعية',
    en: 'Industrial land',
    category: 2,
    scene: 'land',
    areaRange: [1_000, 50_000],
    salePriceRange: [800_000, 60_000_000],
    yearlyRentRange: [20_000, 1_500_000],
    hasRooms: false,
  },
  {
    key: 'showroom',
    ar: 'معرض تجاري',
    en: 'Showroom',
    category: 2,
    scene: 'showroom',
    areaRange: [150, 2_500],
    salePriceRange: [2_000_000, 30_000_000],
    yearlyRentRange: [120_000, 2_500_000],
    hasRooms: false,
  },
  {
    key: 'cold-store',
    ar: 'مستودع مبرد',
    en: 'Cold store',
    category: 2,
    scene: 'warehouse',
    areaRange: [500, 8_000],
    salePriceRange: [4_000_000, 60_000_000],
    yearlyRentRange: [250_000, 4_000_000],
    hasRooms: false,
  },
  {
    key: 'logistics-yard',
    ar: 'ساحة لوجستية',
    en: 'Logistics yard',
    category: 2,
    scene: 'land',
    areaRange: [3_000, 60_000],
    salePriceRange: [5_000_000, 120_000_000],
    yearlyRentRange: [150_000, 4_500_000],
    hasRooms: false,
  },
];

/** A district (حي) or a named industrial area; `industrial` marks areas suited to industrial listings. */
export interface DistrictSeed extends LocalizedName {
  industrial?: true;
}

export interface CitySeed extends LookupSeed {
  lat: number;
  lng: number;
  /** Random points within this radius of (lat, lng) stay inside the urban area. */
  radiusKm: number;
  districts: DistrictSeed[];
}

export interface RegionSeed extends LookupSeed {
  cities: CitySeed[];
}

const d = (ar: string, en: string): DistrictSeed => ({ ar, en });
const ind = (ar: string, en: string): DistrictSeed => ({ ar, en, industrial: true });

/** The 13 administrative regions of Saudi Arabia with their main cities (real centres and districts). */
export const regions: RegionSeed[] = [
  {
    key: 'riyadh',
    ar: 'منطقة الرياض',
    en: 'Riyadh Region',
    cities: [
      {
        key: 'riyadh',
        ar: 'الرياض',
        en: 'Riyadh',
        lat: 24.7136,
        lng: 46.6753,
        radiusKm: 16,
        districts: [
          d('النرجس', 'Al Narjis'),
          d('الملقا', 'Al Malqa'),
          d('حطين', 'Hittin'),
          d('الياسمين', 'Al Yasmin'),
          d('الصحافة', 'Al Sahafa'),
          d('قرطبة', 'Qurtubah'),
          d('النخيل', 'Al Nakheel'),
          ind('المدينة الصناعية الثانية', '2nd Industrial City'),
          ind('السلي', 'Al Sulay'),
          ind('المشاعل', 'Al Mishael'),
        ],
      },
      {
        key: 'al-kharj',
        ar: 'الخرج',
        en: 'Al Kharj',
        lat: 24.15,
        lng: 47.31,
        radiusKm: 6,
        districts: [
          d('الخالدية', 'Al Khalidiyah'),
          d('العزيزية', 'Al Aziziyah'),
          d('الراشدية', 'Al Rashidiyah'),
          d('الأندلس', 'Al Andalus'),
          d('اليمامة', 'Al Yamamah'),
          d('الخزامى', 'Al Khuzama'),
          d('النهضة', 'Al Nahdah'),
          ind('المدينة الصناعية بالخرج', 'Al Kharj Industrial City'),
        ],
      },
    ],
  },
  {
    key: 'makkah',
    ar: 'منطقة مكة المكرمة',
    en: 'Makkah Region',
    cities: [
      {
        key: 'jeddah',
        ar: 'جدة',
        en: 'Jeddah',
        lat: 21.58,
        lng: 39.21,
        radiusKm: 8,
        districts: [
          d('الشاطئ', 'Al Shati'),
          d('الروضة', 'Al Rawdah'),
          d('أبحر الشمالية', 'Obhur Al Shamaliyah'),
          d('الحمراء', 'Al Hamra'),
          d('الزهراء', 'Al Zahra'),
          d('السلامة', 'Al Salamah'),
          d('النعيم', 'Al Naeem'),
          d('المحمدية', 'Al Muhammadiyah'),
          ind('المدينة الصناعية الأولى', '1st Industrial City'),
          ind('الخمرة', 'Al Khumrah'),
        ],
      },
      {
        key: 'makkah',
        ar: 'مكة المكرمة',
        en: 'Makkah',
        lat: 21.41,
        lng: 39.86,
        radiusKm: 6,
        districts: [
          d('العزيزية', 'Al Aziziyah'),
          d('الشوقية', 'Al Shawqiyah'),
          d('العوالي', 'Al Awali'),
          d('النسيم', 'Al Naseem'),
          d('الزاهر', 'Al Zahir'),
          d('الشرائع', 'Al Sharai'),
          d('الرصيفة', 'Al Rusaifah'),
          d('ولي العهد', 'Wali Al Ahd'),
        ],
      },
      {
        key: 'taif',
        ar: 'الطائف',
        en: 'Taif',
        lat: 21.2703,
        lng: 40.4158,
        radiusKm: 6,
        districts: [
          d('الحوية', 'Al Hawiyah'),
          d('شهار', 'Shihar'),
          d('القمرية', 'Al Qumariyah'),
          d('الوشحاء', 'Al Washha'),
          d('الفيصلية', 'Al Faisaliyah'),
          d('قروى', 'Qurwa'),
          d('الردف', 'Al Rudaf'),
        ],
      },
    ],
  },
  {
    key: 'madinah',
    ar: 'منطقة المدينة المنورة',
    en: 'Madinah Region',
    cities: [
      {
        key: 'madinah',
        ar: 'المدينة المنورة',
        en: 'Madinah',
        lat: 24.47,
        lng: 39.61,
        radiusKm: 8,
        districts: [
          d('العزيزية', 'Al Aziziyah'),
          d('شوران', 'Shuran'),
          d('الخالدية', 'Al Khalidiyah'),
          d('الدفاع', 'Al Difa'),
          d('بني حارثة', 'Bani Harithah'),
          d('قربان', 'Qurban'),
          d('العاقول', 'Al Aqoul'),
          d('الراية', 'Al Rayah'),
          ind('المنطقة الصناعية', 'Industrial Area'),
        ],
      },
      {
        key: 'yanbu',
        ar: 'ينبع',
        en: 'Yanbu',
        lat: 24.11,
        lng: 38.1,
        radiusKm: 5,
        districts: [
          d('الصريف', 'Al Suraif'),
          d('السميري', 'Al Sumairi'),
          d('النخيل', 'Al Nakheel'),
          d('الفيحاء', 'Al Fayha'),
          d('الياسمين', 'Al Yasmin'),
          d('ينبع البلد', 'Yanbu Al Balad'),
          d('الشاطئ', 'Al Shati'),
          ind('المنطقة الصناعية', 'Industrial Area'),
          ind('مدينة ينبع الصناعية', 'Yanbu Industrial City'),
        ],
      },
    ],
  },
  {
    key: 'eastern',
    ar: 'المنطقة الشرقية',
    en: 'Eastern Province',
    cities: [
      {
        key: 'dammam',
        ar: 'الدمام',
        en: 'Dammam',
        lat: 26.39,
        lng: 50.03,
        radiusKm: 7,
        districts: [
          d('الشاطئ الغربي', 'Al Shati Al Gharbi'),
          d('الفيصلية', 'Al Faisaliyah'),
          d('النور', 'Al Nur'),
          d('الفيحاء', 'Al Fayha'),
          d('المزروعية', 'Al Mazruiyah'),
          d('الريان', 'Al Rayyan'),
          d('ضاحية الملك فهد', 'Dahiyat Al Malik Fahd'),
          d('الخليج', 'Al Khaleej'),
          ind('المدينة الصناعية الأولى', '1st Industrial City'),
          ind('المدينة الصناعية الثانية', '2nd Industrial City'),
        ],
      },
      {
        key: 'khobar',
        ar: 'الخبر',
        en: 'Al Khobar',
        lat: 26.25,
        lng: 50.18,
        radiusKm: 3.5,
        districts: [
          d('العليا', 'Al Olaya'),
          d('الراكة الجنوبية', 'Al Rakah Al Janubiyah'),
          d('الخبر الشمالية', 'Al Khobar Al Shamaliyah'),
          d('العقربية', 'Al Aqrabiyah'),
          d('الحزام الذهبي', 'Al Hizam Al Dhahabi'),
          d('اليرموك', 'Al Yarmouk'),
          d('الثقبة', 'Al Thuqbah'),
          ind('صناعية الثقبة', 'Al Thuqbah Industrial Area'),
        ],
      },
      {
        key: 'dhahran',
        ar: 'الظهران',
        en: 'Dhahran',
        lat: 26.3,
        lng: 50.12,
        radiusKm: 4,
        districts: [
          d('الدوحة الشمالية', 'Al Doha Al Shamaliyah'),
          d('الدوحة الجنوبية', 'Al Doha Al Janubiyah'),
          d('الدانة الشمالية', 'Al Danah Al Shamaliyah'),
          d('الدانة الجنوبية', 'Al Danah Al Janubiyah'),
          d('القصور', 'Al Qusur'),
          d('هجر', 'Hajr'),
          d('غرب الظهران', 'Gharb Al Dhahran'),
        ],
      },
      {
        key: 'jubail',
        ar: 'الجبيل',
        en: 'Jubail',
        lat: 27.0,
        lng: 49.6,
        radiusKm: 7,
        districts: [
          d('الفناتير', 'Al Fanateer'),
          d('الدفي', 'Al Deffi'),
          d('الحويلات', 'Al Huwaylat'),
          d('جلمودة', 'Jalmudah'),
          d('الفيحاء', 'Al Fayha'),
          d('المطرفية', 'Al Matrafiyah'),
          ind('المنطقة الصناعية الأولى', '1st Industrial Area'),
          ind('المنطقة الصناعية الثانية', '2nd Industrial Area'),
        ],
      },
      {
        key: 'al-ahsa',
        ar: 'الأحساء',
        en: 'Al Ahsa',
        lat: 25.38,
        lng: 49.58,
        radiusKm: 7,
        districts: [
          d('المحمدية', 'Al Muhammadiyah'),
          d('الجامعيين', 'Al Jamiyin'),
          d('المزروعية', 'Al Mazruiyah'),
          d('النايفية', 'Al Nayfiyah'),
          d('الخالدية', 'Al Khalidiyah'),
          d('محاسن أرامكو', 'Mahasin Aramco'),
          d('عين نجم', 'Ain Najm'),
          ind('المدينة الصناعية الثانية', '2nd Industrial City'),
        ],
      },
    ],
  },
  {
    key: 'qassim',
    ar: 'منطقة القصيم',
    en: 'Qassim Region',
    cities: [
      {
        key: 'buraidah',
        ar: 'بريدة',
        en: 'Buraidah',
        lat: 26.326,
        lng: 43.975,
        radiusKm: 8,
        districts: [
          d('الصفراء', 'Al Safra'),
          d('الفايزية', 'Al Fayziyah'),
          d('الخليج', 'Al Khaleej'),
          d('الريان', 'Al Rayyan'),
          d('النهضة', 'Al Nahdah'),
          d('الإسكان', 'Al Iskan'),
          d('الشماس', 'Al Shammas'),
          d('الرحاب', 'Al Rehab'),
          ind('المدينة الصناعية الأولى', '1st Industrial City'),
        ],
      },
      {
        key: 'unaizah',
        ar: 'عنيزة',
        en: 'Unaizah',
        lat: 26.0843,
        lng: 43.9935,
        radiusKm: 5,
        districts: [
          d('الحاجب', 'Al Hajib'),
          d('الفاخرية', 'Al Fakhiriyah'),
          d('الريان', 'Al Rayyan'),
          d('الخالدية', 'Al Khalidiyah'),
          d('السليمانية', 'Al Sulaymaniyah'),
          d('الصفا', 'Al Safa'),
          ind('المنطقة الصناعية الأولى', '1st Industrial Area'),
          ind('المنطقة الصناعية الثانية', '2nd Industrial Area'),
        ],
      },
    ],
  },
  {
    key: 'asir',
    ar: 'منطقة عسير',
    en: 'Asir Region',
    cities: [
      {
        key: 'abha',
        ar: 'أبها',
        en: 'Abha',
        lat: 18.2164,
        lng: 42.5053,
        radiusKm: 4,
        districts: [
          d('المفتاحة', 'Al Muftaha'),
          d('شمسان', 'Shamsan'),
          d('الخالدية', 'Al Khalidiyah'),
          d('الوردتين', 'Al Wardatain'),
          d('المروج', 'Al Muruj'),
          d('السد', 'Al Sad'),
          d('الضباب', 'Al Dabab'),
          d('أبها الجديدة', 'Abha Al Jadidah'),
        ],
      },
      {
        key: 'khamis-mushait',
        ar: 'خميس مشيط',
        en: 'Khamis Mushait',
        lat: 18.3,
        lng: 42.7333,
        radiusKm: 6,
        districts: [
          d('الراقي', 'Al Raqi'),
          d('ضمك', 'Dhamk'),
          d('الواحة', 'Al Waha'),
          d('الروضة', 'Al Rawdah'),
          d('النسيم', 'Al Naseem'),
          d('الشرفية', 'Al Sharafiyah'),
          d('المنتزه', 'Al Muntazah'),
          d('العزيزية', 'Al Aziziyah'),
        ],
      },
    ],
  },
  {
    key: 'tabuk',
    ar: 'منطقة تبوك',
    en: 'Tabuk Region',
    cities: [
      {
        key: 'tabuk',
        ar: 'تبوك',
        en: 'Tabuk',
        lat: 28.3835,
        lng: 36.5662,
        radiusKm: 7,
        districts: [
          d('المروج', 'Al Muruj'),
          d('الفيصلية الشمالية', 'Al Faisaliyah Al Shamaliyah'),
          d('الريان', 'Al Rayyan'),
          d('الورود', 'Al Wurud'),
          d('النخيل', 'Al Nakheel'),
          d('الياسمين', 'Al Yasmin'),
          d('الروضة', 'Al Rawdah'),
          ind('المدينة الصناعية', 'Industrial City'),
        ],
      },
    ],
  },
  {
    key: 'hail',
    ar: 'منطقة حائل',
    en: 'Hail Region',
    cities: [
      {
        key: 'hail',
        ar: 'حائل',
        en: 'Hail',
        lat: 27.5114,
        lng: 41.7208,
        radiusKm: 6,
        districts: [
          d('النقرة', 'Al Naqrah'),
          d('برزان', 'Barzan'),
          d('الزبارة', 'Al Zibarah'),
          d('السمراء', 'Al Samra'),
          d('لبدة', 'Labdah'),
          d('الوسيطاء', 'Al Wusaita'),
          d('الخزامى', 'Al Khuzama'),
          ind('المنطقة الصناعية', 'Industrial Area'),
        ],
      },
    ],
  },
  {
    key: 'northern-borders',
    ar: 'منطقة الحدود الشمالية',
    en: 'Northern Borders Region',
    cities: [
      {
        key: 'arar',
        ar: 'عرعر',
        en: 'Arar',
        lat: 30.9753,
        lng: 41.0381,
        radiusKm: 5,
        districts: [
          d('المساعدية', 'Al Musaidiyah'),
          d('الفيصلية', 'Al Faisaliyah'),
          d('العزيزية', 'Al Aziziyah'),
          d('الخالدية', 'Al Khalidiyah'),
          d('الروضة', 'Al Rawdah'),
          d('المحمدية', 'Al Muhammadiyah'),
          d('بدنة', 'Badanah'),
          d('الناصرية', 'Al Nasiriyah'),
          ind('الصناعية الجديدة', 'New Industrial Area'),
        ],
      },
    ],
  },
  {
    key: 'jazan',
    ar: 'منطقة جازان',
    en: 'Jazan Region',
    cities: [
      {
        key: 'jazan',
        ar: 'جازان',
        en: 'Jazan',
        lat: 16.9,
        lng: 42.57,
        radiusKm: 3.5,
        districts: [
          d('الروضة', 'Al Rawdah'),
          d('الشاطئ', 'Al Shati'),
          d('الصفا', 'Al Safa'),
          d('السويس', 'Al Suways'),
          d('الشامية', 'Al Shamiyah'),
          d('المطار', 'Al Matar'),
          d('النسيم', 'Al Naseem'),
          d('الروابي', 'Al Rawabi'),
          ind('المنطقة الصناعية', 'Industrial Area'),
        ],
      },
    ],
  },
  {
    key: 'najran',
    ar: 'منطقة نجران',
    en: 'Najran Region',
    cities: [
      {
        key: 'najran',
        ar: 'نجران',
        en: 'Najran',
        lat: 17.52,
        lng: 44.18,
        radiusKm: 6,
        districts: [
          d('الفيصلية', 'Al Faisaliyah'),
          d('الأمير مشعل', 'Al Amir Mishal'),
          d('أبا السعود', 'Aba Al Saud'),
          d('الموفجة', 'Al Mawfijah'),
          d('دحضة', 'Dahdah'),
          d('الخالدية', 'Al Khalidiyah'),
          d('الفهد', 'Al Fahd'),
          ind('الصناعية', 'Al Sinaiyah'),
        ],
      },
    ],
  },
  {
    key: 'al-bahah',
    ar: 'منطقة الباحة',
    en: 'Al Bahah Region',
    cities: [
      {
        key: 'al-bahah',
        ar: 'الباحة',
        en: 'Al Bahah',
        lat: 20.0129,
        lng: 41.4677,
        radiusKm: 4,
        districts: [
          d('شهبة', 'Shahbah'),
          d('النسيم', 'Al Naseem'),
          d('الشروق', 'Al Shorouq'),
          d('الصفا', 'Al Safa'),
          d('النزهة', 'Al Nuzhah'),
          d('الروضة', 'Al Rawdah'),
          d('الحجاز', 'Al Hijaz'),
          d('الربوة', 'Al Rabwah'),
        ],
      },
    ],
  },
  {
    key: 'al-jawf',
    ar: 'منطقة الجوف',
    en: 'Al Jawf Region',
    cities: [
      {
        key: 'sakaka',
        ar: 'سكاكا',
        en: 'Sakaka',
        lat: 29.9697,
        lng: 40.2064,
        radiusKm: 5,
        districts: [
          d('الطوير', 'Al Tuwair'),
          d('الشلهوب', 'Al Shalhoub'),
          d('المعاقلة', 'Al Muaqilah'),
          d('النخيل', 'Al Nakheel'),
          d('الربوة', 'Al Rabwah'),
          d('الفيصلية', 'Al Faisaliyah'),
          d('الخليج', 'Al Khaleej'),
          ind('الصناعية', 'Al Sinaiyah'),
        ],
      },
    ],
  },
];

export const floors: LookupSeed[] = [
  { key: 'ground', ar: 'الدور الأرضي', en: 'Ground floor' },
  { key: 'first', ar: 'الدور الأول', en: '1st floor' },
  { key: 'second', ar: 'الدور الثاني', en: '2nd floor' },
  { key: 'third', ar: 'الدور الثالث', en: '3rd floor' },
  { key: 'fourth', ar: 'الدور الرابع', en: '4th floor' },
  { key: 'fifth', ar: 'الدور الخامس', en: '5th floor' },
  { key: 'sixth', ar: 'الدور السادس', en: '6th floor' },
  { key: 'seventh', ar: 'الدور السابع', en: '7th floor' },
  { key: 'eighth', ar: 'الدور الثامن', en: '8th floor' },
  { key: 'ninth', ar: 'الدور التاسع', en: '9th floor' },
  { key: 'tenth', ar: 'الدور العاشر', en: '10th floor' },
  { key: 'roof-annex', ar: 'ملحق علوي', en: 'Roof annex' },
];

/** Residential amenities (المرافق والمزايا). */
export const relaxMedia: LookupSeed[] = [
  { key: 'pool', ar: 'مسبح', en: 'Swimming pool' },
  { key: 'garden', ar: 'حديقة', en: 'Garden' },
  { key: 'elevator', ar: 'مصعد', en: 'Elevator' },
  { key: 'maid-room', ar: 'غرفة خادمة', en: "Maid's room" },
  { key: 'driver-room', ar: 'غرفة سائق', en: "Driver's room" },
  { key: 'private-parking', ar: 'موقف خاص', en: 'Private parking' },
  { key: 'central-ac', ar: 'تكييف مركزي', en: 'Central AC' },
  { key: 'gym', ar: 'نادي رياضي', en: 'Gym' },
  { key: 'kids-play-area', ar: 'منطقة ألعاب للأطفال', en: "Kids' play area" },
  { key: 'majlis', ar: 'مجلس', en: 'Majlis' },
  { key: 'annex', ar: 'ملحق', en: 'Annex' },
  { key: 'basement', ar: 'قبو', en: 'Basement' },
  { key: 'security', ar: 'حراسة', en: 'Security guard' },
  { key: 'fitted-kitchen', ar: 'مطبخ راكب', en: 'Fitted kitchen' },
  { key: 'private-roof', ar: 'سطح خاص', en: 'Private roof' },
];

export const buildTypes: LookupSeed[] = [
  { key: 'modern', ar: 'حديث', en: 'Modern' },
  { key: 'classic', ar: 'كلاسيكي', en: 'Classic' },
  { key: 'neo-classic', ar: 'نيو كلاسيك', en: 'Neo-classical' },
  { key: 'najdi', ar: 'نجدي', en: 'Najdi' },
  { key: 'hijazi', ar: 'حجازي', en: 'Hijazi' },
  { key: 'concrete', ar: 'خرساني', en: 'Reinforced concrete' },
  { key: 'precast-concrete', ar: 'خرسانة مسبقة الصب', en: 'Precast concrete' },
  { key: 'steel-structure', ar: 'هيكل حديدي', en: 'Steel structure' },
  { key: 'sandwich-panel', ar: 'ألواح ساندوتش بانل', en: 'Sandwich panel' },
];

/**
 * Industrial activities. The Arabic names read both as labels and after "مناسب لـ"
 * (e.g. "مناسب للصناعات الغذائية"); the English ones after "suitable for".
 */
export const industryTypes: LookupSeed[] = [
  { key: 'light-industry', ar: 'الصناعات الخفيفة', en: 'Light industry' },
  { key: 'heavy-industry', ar: 'الصناعات الثقيلة', en: 'Heavy industry' },
  { key: 'food-processing', ar: 'الصناعات الغذائية', en: 'Food processing' },
  { key: 'chemicals', ar: 'الصناعات الكيميائية', en: 'Chemical industries' },
  { key: 'plastics', ar: 'الصناعات البلاستيكية', en: 'Plastics manufacturing' },
  { key: 'metal-fabrication', ar: 'تصنيع وتشكيل المعادن', en: 'Metal fabrication' },
  { key: 'logistics-storage', ar: 'الخدمات اللوجستية والتخزين', en: 'Logistics & storage' },
  { key: 'pharmaceuticals', ar: 'الصناعات الدوائية', en: 'Pharmaceutical manufacturing' },
  { key: 'building-materials', ar: 'صناعة مواد البناء', en: 'Building materials manufacturing' },
  { key: 'packaging-printing', ar: 'الطباعة والتغليف', en: 'Packaging & printing' },
  { key: 'furniture-wood', ar: 'صناعة الأثاث والأخشاب', en: 'Furniture & woodwork' },
  { key: 'vehicle-maintenance', ar: 'صيانة السيارات والمعدات', en: 'Vehicle & equipment maintenance' },
];

export const industryFeatures: LookupSeed[] = [
  { key: 'overhead-crane', ar: 'رافعة علوية', en: 'Overhead crane' },
  { key: 'fire-sprinklers', ar: 'رشاشات حريق', en: 'Fire sprinklers' },
  { key: 'loading-ramps', ar: 'منحدرات تحميل', en: 'Loading ramps' },
  { key: 'three-phase-power', ar: 'كهرباء ثلاثية الطور', en: '3-phase power' },
  { key: 'office-space', ar: 'مكاتب إدارية', en: 'Office space' },
  { key: 'mezzanine', ar: 'ميزانين', en: 'Mezzanine' },
  { key: 'cctv', ar: 'كاميرات مراقبة', en: 'CCTV' },
  { key: 'security-24-7', ar: 'حراسة على مدار الساعة', en: '24/7 security' },
  { key: 'truck-yard', ar: 'ساحة للشاحنات', en: 'Truck yard' },
  { key: 'cold-rooms', ar: 'غرف تبريد', en: 'Cold rooms' },
  { key: 'ventilation', ar: 'نظام تهوية', en: 'Ventilation system' },
  { key: 'epoxy-flooring', ar: 'أرضيات إيبوكسي', en: 'Epoxy flooring' },
  { key: 'labour-housing', ar: 'سكن عمال', en: 'Labour housing' },
];

export interface AgentSeed {
  fullNameAr: string;
  fullNameEn: string;
  /** E.164 Saudi mobile. */
  phoneNumber: string;
  /** E.164 Saudi mobile. */
  whatsapp: string;
  email: string;
  /** REGA FAL brokerage licence, 10 digits. */
  falLicenseNumber: string;
  /** ISO 639-1 codes. */
  languages: AgentLanguage[];
}

export const agents: AgentSeed[] = [
  {
    fullNameAr: 'عبدالله محمد القحطاني',
    fullNameEn: 'Abdullah Mohammed Al-Qahtani',
    phoneNumber: '+966501234867',
    whatsapp: '+966501234867',
    email: 'abdullah.alqahtani@manzil.sa',
    falLicenseNumber: '1100012345',
    languages: ['ar', 'en'],
  },
  {
    fullNameAr: 'نورة سعد العتيبي',
    fullNameEn: 'Noura Saad Al-Otaibi',
    phoneNumber: '+966553318420',
    whatsapp: '+966553318420',
    email: 'noura.alotaibi@manzil.sa',
    falLicenseNumber: '1100023871',
    languages: ['ar', 'en'],
  },
  {
    fullNameAr: 'فيصل خالد الدوسري',
    fullNameEn: 'Faisal Khalid Al-Dosari',
    phoneNumber: '+966548802614',
    whatsapp: '+966548802614',
    email: 'faisal.aldosari@manzil.sa',
    falLicenseNumber: '1100034512',
    languages: ['ar', 'en', 'ur'],
  },
  {
    fullNameAr: 'ريم عبدالعزيز الشهري',
    fullNameEn: 'Reem Abdulaziz Al-Shehri',
    phoneNumber: '+966566104738',
    whatsapp: '+966566104738',
    email: 'reem.alshehri@manzil.sa',
    falLicenseNumber: '1100041298',
    languages: ['ar', 'en', 'fr'],
  },
  {
    fullNameAr: 'تركي ناصر الغامدي',
    fullNameEn: 'Turki Nasser Al-Ghamdi',
    phoneNumber: '+966533907152',
    whatsapp: '+966583907152',
    email: 'turki.alghamdi@manzil.sa',
    falLicenseNumber: '1100056634',
    languages: ['ar', 'en'],
  },
  {
    fullNameAr: 'سارة أحمد الزهراني',
    fullNameEn: 'Sarah Ahmed Al-Zahrani',
    phoneNumber: '+966592240386',
    whatsapp: '+966592240386',
    email: 'sarah.alzahrani@manzil.sa',
    falLicenseNumber: '1100062187',
    languages: ['ar', 'en'],
  },
  {
    fullNameAr: 'ماجد سلطان المطيري',
    fullNameEn: 'Majed Sultan Al-Mutairi',
    phoneNumber: '+966581576049',
    whatsapp: '+966581576049',
    email: 'majed.almutairi@manzil.sa',
    falLicenseNumber: '1100078420',
    languages: ['ar', 'en', 'ur', 'hi'],
  },
  {
    fullNameAr: 'هيفاء عبدالرحمن الحربي',
    fullNameEn: 'Haifa Abdulrahman Al-Harbi',
    phoneNumber: '+966504418823',
    whatsapp: '+966504418823',
    email: 'haifa.alharbi@manzil.sa',
    falLicenseNumber: '1100083356',
    languages: ['ar', 'en'],
  },
];

// ---------------------------------------------------------------------------------------------------------
// Listing texts
// ---------------------------------------------------------------------------------------------------------

export type Facade =
  'north' | 'south' | 'east' | 'west' | 'north-east' | 'north-west' | 'south-east' | 'south-west';

export interface DescribeInput {
  propertyType: PropertyTypeSeed;
  transaction: LookupSeed;
  city: CitySeed;
  district: LocalizedName;
  area: number;
  bedrooms?: number;
  bathrooms?: number;
  livingRooms?: number;
  floor?: LookupSeed;
  /** Relax media (residential) or industry features (industrial). */
  amenities: LookupSeed[];
  industryType?: LookupSeed;
  clearHeight?: number;
  powerKva?: number;
  loadingDocks?: number;
  furnished?: boolean;
  buildingAge?: number;
  streetWidth?: number;
  facade?: Facade;
  /** Picks among phrasings; the only source of variation. */
  variant: number;
}

export interface PropertyTexts {
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  addressAr: string;
  addressEn: string;
}

export const facadeNames: Record<Facade, LocalizedName> = {
  north: { ar: 'واجهة شمالية', en: 'North-facing' },
  south: { ar: 'واجهة جنوبية', en: 'South-facing' },
  east: { ar: 'واجهة شرقية', en: 'East-facing' },
  west: { ar: 'واجهة غربية', en: 'West-facing' },
  'north-east': { ar: 'واجهة شمالية شرقية', en: 'North-east-facing' },
  'north-west': { ar: 'واجهة شمالية غربية', en: 'North-west-facing' },
  'south-east': { ar: 'واجهة جنوبية شرقية', en: 'South-east-facing' },
  'south-west': { ar: 'واجهة جنوبية غربية', en: 'South-west-facing' },
};

export const TITLE_MAX_LENGTH = 70;

/** Arabic forms of a counted noun: 1, 2 (nominative / accusative-genitive), 3-10, 11 and above. */
interface CountedNoun {
  one: string;
  twoNom: string;
  twoObl: string;
  few: string;
  many: string;
  en: [string, string];
}

const BEDROOM: CountedNoun = {
  one: 'غرفة نوم واحدة',
  twoNom: 'غرفتا نوم',
  twoObl: 'غرفتي نوم',
  few: 'غرف نوم',
  many: 'غرفة نوم',
  en: ['bedroom', 'bedrooms'],
};
const BATHROOM: CountedNoun = {
  one: 'دورة مياه واحدة',
  twoNom: 'دورتا مياه',
  twoObl: 'دورتي مياه',
  few: 'دورات مياه',
  many: 'دورة مياه',
  en: ['bathroom', 'bathrooms'],
};
const LIVING_ROOM: CountedNoun = {
  one: 'صالة واحدة',
  twoNom: 'صالتان',
  twoObl: 'صالتين',
  few: 'صالات',
  many: 'صالة',
  en: ['living room', 'living rooms'],
};
const ROOM: CountedNoun = {
  one: 'غرفة واحدة',
  twoNom: 'غرفتان',
  twoObl: 'غرفتين',
  few: 'غرف',
  many: 'غرفة',
  en: ['room', 'rooms'],
};
const YEAR: CountedNoun = {
  one: 'سنة واحدة',
  twoNom: 'سنتان',
  twoObl: 'سنتين',
  few: 'سنوات',
  many: 'سنة',
  en: ['year', 'years'],
};
const LOADING_DOCK: CountedNoun = {
  one: 'رصيف تحميل واحد',
  twoNom: 'رصيفا تحميل',
  twoObl: 'رصيفي تحميل',
  few: 'أرصفة تحميل',
  many: 'رصيف تحميل',
  en: ['loading dock', 'loading docks'],
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Latin digits with thousands separators: 2000 → "2,000". */
function fmt(n: number): string {
  return numberFormat.format(n);
}

/** Arabic counted phrase with correct agreement; `obl` is the accusative/genitive case (after من، تضم). */
function countAr(n: number, noun: CountedNoun, kase: 'nom' | 'obl'): string {
  if (n === 1) return noun.one;
  if (n === 2) return kase === 'nom' ? noun.twoNom : noun.twoObl;
  if (n >= 3 && n <= 10) return `${fmt(n)} ${noun.few}`;
  return `${fmt(n)} ${noun.many}`;
}

function countEn(n: number, noun: CountedNoun): string {
  return `${fmt(n)} ${n === 1 ? noun.en[0] : noun.en[1]}`;
}

/** Arabic list: "أ، وب، وج". */
function listAr(items: string[]): string {
  return items.map((item, i) => (i === 0 ? item : `و${item}`)).join('، ');
}

/** English list: "a, b and c". */
function listEn(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Lower-cases the first letter for use mid-sentence ("Central AC" → "central AC"), leaving acronyms
 * ("CCTV") and proper names ("King Fahd Road") alone.
 */
function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) && !/\s[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/** "a" or "an" before an English word or a number written in digits. */
function article(next: string): 'a' | 'an' {
  const digits = next.replace(/,/g, '');
  if (/^\d/.test(digits)) {
    if (digits.startsWith('8')) return 'an';
    const readsEleven = digits.startsWith('11') || digits.startsWith('18');
    return readsEleven && digits.length % 3 === 2 ? 'an' : 'a';
  }
  return /^[aeiou]/i.test(next) ? 'an' : 'a';
}

/** Amenities that read as uncountable in English ("private parking", "central AC"). */
const UNCOUNTABLE_AMENITIES = new Set(['private-parking', 'central-ac']);

/** "a swimming pool", "an elevator", "central AC". */
function withArticleEn(amenity: LookupSeed): string {
  const name = lowerFirst(amenity.en);
  return UNCOUNTABLE_AMENITIES.has(amenity.key) ? name : `${article(name)} ${name}`;
}

/** "ل" + word, merging with the article: "الصناعات" → "للصناعات". */
function withLam(word: string): string {
  return word.startsWith('ال') ? `لل${word.slice(2)}` : `ل${word}`;
}

/** Picks item `(variant + salt) mod length`; works for any integer variant. */
function pick<T>(items: readonly T[], variant: number, salt = 0): T {
  const n = items.length;
  const item = items[(((Math.trunc(variant) + salt) % n) + n) % n];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Named areas ("المدينة الصناعية الثانية") are written as is; ordinary districts take "حي". */
function districtLabelAr(district: LocalizedName): string {
  return /^(حي|المدينة|المنطقة|مدينة|منطقة|صناعية)\s/.test(district.ar) ? district.ar : `حي ${district.ar}`;
}

/** "the 2nd Industrial City" but "Al Narjis". */
function districtLabelEn(district: LocalizedName): string {
  return /^(\d|Industrial |New Industrial )/.test(district.en) ? `the ${district.en}` : district.en;
}

/** District and city, skipping the city when the district's name already carries it ("حي الخبر الشمالية"). */
function placeAr(district: LocalizedName, city: LocalizedName): string {
  const label = districtLabelAr(district);
  return district.ar.includes(city.ar) ? label : `${label}، ${city.ar}`;
}

function placeEn(district: LocalizedName, city: LocalizedName): string {
  const label = districtLabelEn(district);
  return district.en.includes(city.en) ? label : `${label}, ${city.en}`;
}

/** Grammatical gender of the Arabic type name: فيلا، شقة، أرض، ساحة... are feminine. */
function isFeminine(type: LocalizedName): boolean {
  const head = type.ar.split(' ')[0] ?? type.ar;
  return head.endsWith('ة') || head === 'فيلا' || head === 'أرض';
}

/** An adjective in masculine, feminine and English forms. */
type Adjective = [masculine: string, feminine: string, english: string];

const HOME_ADJECTIVES: Adjective[] = [
  ['فاخر', 'فاخرة', 'Luxury'],
  ['مميز', 'مميزة', 'Exceptional'],
  ['حديث', 'حديثة', 'Modern'],
  ['واسع', 'واسعة', 'Spacious'],
];
const BUILDING_ADJECTIVES: Adjective[] = [
  ['استثماري', 'استثمارية', 'Investment'],
  ['حديث', 'حديثة', 'Modern'],
  ['مميز', 'مميزة', 'Prime'],
];
const LAND_ADJECTIVES: Adjective[] = [
  ['مميز', 'مميزة', 'Prime'],
  ['بموقع مميز', 'بموقع مميز', 'Well-located'],
  ['بموقع استراتيجي', 'بموقع استراتيجي', 'Strategically located'],
];
const INDUSTRIAL_ADJECTIVES: Adjective[] = [
  ['مرخص', 'مرخصة', 'Licensed'],
  ['مجهز', 'مجهزة', 'Fully equipped'],
  ['جاهز', 'جاهزة', 'Ready-to-use'],
  ['حديث', 'حديثة', 'Modern'],
];

function adjectivesFor(type: PropertyTypeSeed): Adjective[] {
  if (type.scene === 'land') return LAND_ADJECTIVES;
  if (type.category === 2) return INDUSTRIAL_ADJECTIVES;
  return type.hasRooms ? HOME_ADJECTIVES : BUILDING_ADJECTIVES;
}

/** Everything the phrasings need, resolved once. */
interface Ctx {
  input: DescribeInput;
  v: number;
  sale: boolean;
  /** "للبيع" or "للإيجار"; "for sale" or "for rent". */
  offerAr: string;
  offerEn: string;
  industrial: boolean;
  fem: boolean;
  /** The English type is uncountable ("residential land"): no article. */
  mass: boolean;
  typeAr: string;
  typeEn: string;
  adjAr: string;
  adjEn: string;
  placeAr: string;
  placeEn: string;
  area: string;
}

type Pair = [ar: string, en: string];
type Phrasing = (c: Ctx) => Pair | null;

const TITLES_RESIDENTIAL: Phrasing[] = [
  (c) => [
    `${c.typeAr} ${c.adjAr} ${c.offerAr} في ${c.placeAr}`,
    `${c.adjEn} ${c.typeEn} ${c.offerEn} in ${c.placeEn}`,
  ],
  (c) => [
    `${c.offerAr} ${c.typeAr} بمساحة ${c.area} م² في ${c.placeAr}`,
    `${c.area} m² ${c.typeEn} ${c.offerEn} in ${c.placeEn}`,
  ],
  (c) => {
    const n = c.input.bedrooms;
    if (!c.input.propertyType.hasRooms || n === undefined || n < 1) return null;
    return [
      `${c.typeAr} من ${countAr(n, ROOM, 'obl')} ${c.offerAr} في ${c.placeAr}`,
      `${fmt(n)}-bedroom ${c.typeEn} ${c.offerEn} in ${c.placeEn}`,
    ];
  },
  (c) =>
    c.sale
      ? [
          `فرصة للتملك: ${c.typeAr} ${c.adjAr} في ${c.placeAr}`,
          `For sale: ${c.adjEn} ${c.typeEn} in ${c.placeEn}`,
        ]
      : [`${c.typeAr} للإيجار السنوي في ${c.placeAr}`, `${c.typeEn} for annual rent in ${c.placeEn}`],
  (c) => {
    // Unfurnished is the norm; only a furnished home earns it a title.
    if (c.sale || c.input.furnished !== true || !c.input.propertyType.hasRooms) return null;
    return [
      `${c.typeAr} ${c.fem ? 'مفروشة' : 'مفروش'} للإيجار في ${c.placeAr}`,
      `Furnished ${c.typeEn} for rent in ${c.placeEn}`,
    ];
  },
  (c) => [`${c.typeAr} ${c.offerAr} في ${c.placeAr}`, `${c.typeEn} ${c.offerEn} in ${c.placeEn}`],
];

const TITLES_INDUSTRIAL: Phrasing[] = [
  (c) => [
    `${c.typeAr} ${c.offerAr} بمساحة ${c.area} م² في ${c.placeAr}`,
    `${c.area} m² ${c.typeEn} ${c.offerEn} in ${c.placeEn}`,
  ],
  (c) => [
    `${c.typeAr} ${c.adjAr} ${c.offerAr} في ${c.placeAr}`,
    `${c.adjEn} ${c.typeEn} ${c.offerEn} in ${c.placeEn}`,
  ],
  (c) =>
    c.sale
      ? [
          `فرصة استثمارية: ${c.typeAr} للبيع في ${c.placeAr}`,
          `Investment opportunity: ${c.typeEn} for sale in ${c.placeEn}`,
        ]
      : [`${c.typeAr} للإيجار السنوي في ${c.placeAr}`, `${c.typeEn} for annual lease in ${c.placeEn}`],
  (c) => {
    const h = c.input.clearHeight;
    if (h === undefined || h <= 0 || c.input.propertyType.scene !== 'warehouse') return null;
    return [
      `${c.typeAr} ${c.offerAr} بارتفاع ${fmt(h)} م في ${c.placeAr}`,
      `${c.typeEn} with ${fmt(h)} m clear height ${c.offerEn} in ${c.placeEn}`,
    ];
  },
  (c) => [`${c.offerAr} ${c.typeAr} في ${c.placeAr}`, `${c.typeEn} ${c.offerEn} in ${c.placeEn}`],
];

/**
 * First phrasing, starting at the variant's, that applies and fits in the title limit; a phrasing that is
 * too long with "district، city" is tried with the district alone before moving on.
 */
function chooseTitle(c: Ctx): Pair {
  const phrasings = c.industrial ? TITLES_INDUSTRIAL : TITLES_RESIDENTIAL;
  const districtOnly: Ctx = {
    ...c,
    placeAr: districtLabelAr(c.input.district),
    placeEn: districtLabelEn(c.input.district),
  };
  for (let i = 0; i < phrasings.length; i++) {
    const phrasing = pick(phrasings, c.v, i);
    for (const ctx of [c, districtOnly]) {
      const title = phrasing(ctx);
      if (title && title[0].length <= TITLE_MAX_LENGTH && title[1].length <= TITLE_MAX_LENGTH) {
        return [title[0], capitalize(title[1])];
      }
    }
  }
  // Every phrasing was too long (very long district names): fall back to the bare essentials.
  return [
    `${c.typeAr} ${c.offerAr} في ${c.input.city.ar}`,
    capitalize(`${c.typeEn} ${c.offerEn} in ${c.input.city.en}`),
  ];
}

const OPENINGS: Phrasing[] = [
  (c) => [
    `${c.typeAr} ${c.adjAr} ${c.offerAr} في ${c.placeAr}، بمساحة ${c.area} م².`,
    `${capitalize(c.adjEn)} ${c.typeEn} ${c.offerEn} in ${c.placeEn}, with a total area of ${c.area} m².`,
  ],
  (c) => {
    const investment = c.industrial && c.sale;
    const ar = investment ? 'فرصة استثمارية' : 'فرصة مميزة';
    const en = investment ? 'An investment opportunity' : 'A great opportunity';
    const what = c.mass ? c.typeEn : `${article(c.typeEn)} ${c.typeEn}`;
    return [
      `${ar} ${c.sale ? 'للتملك' : 'للاستئجار'} في ${c.placeAr}: ${c.typeAr} بمساحة ${c.area} م².`,
      `${en} to ${c.sale ? 'own' : c.industrial ? 'lease' : 'rent'} ${what} in ${c.placeEn}, covering ${c.area} m².`,
    ];
  },
  (c) => {
    const offered = c.sale
      ? c.fem
        ? 'معروضة للبيع'
        : 'معروض للبيع'
      : c.fem
        ? 'متاحة للإيجار'
        : 'متاح للإيجار';
    return [
      `يقع العقار في ${c.placeAr}، وهو عبارة عن ${c.typeAr} ${offered} بمساحة ${c.area} م².`,
      `Located in ${c.placeEn}, this ${c.area} m² ${c.mass ? `plot of ${c.typeEn}` : c.typeEn} is ${c.sale ? 'offered for sale' : 'available for rent'}.`,
    ];
  },
  (c) => [
    `${c.offerAr}: ${c.typeAr} بمساحة إجمالية ${c.area} م² في ${c.placeAr}.`,
    `${c.sale ? 'For sale' : 'For rent'}: ${c.mass ? `${c.area} m² of` : `${article(c.area)} ${c.area} m²`} ${c.typeEn} in ${c.placeEn}.`,
  ],
];

/** How a buyer or a tenant pays: the same for homes and industrial property. */
const paymentClosing: Phrasing = (c) =>
  c.sale
    ? ['السعر قابل للتفاوض للجادين.', 'Price negotiable for serious buyers.']
    : [
        'التعاقد عبر منصة إيجار مع إمكانية الدفع على دفعات.',
        'Lease through the Ejar platform, with payment in instalments.',
      ];

const CLOSINGS_RESIDENTIAL: Phrasing[] = [
  () => ['الموقع قريب من المدارس والمساجد والخدمات.', 'Close to schools, mosques and daily services.'],
  () => [
    'يتميز الموقع بسهولة الوصول إلى الطرق الرئيسية والمراكز التجارية.',
    'Easy access to the main roads and shopping centres.',
  ],
  paymentClosing,
  () => ['للمعاينة والاستفسار يسعدنا تواصلكم.', 'Contact us to arrange a viewing.'],
];

const CLOSINGS_INDUSTRIAL: Phrasing[] = [
  () => [
    'الموقع قريب من الطرق السريعة ويسهل وصول الشاحنات إليه.',
    'Close to the highways, with easy truck access.',
  ],
  (c) =>
    c.input.propertyType.scene === 'land'
      ? ['فرصة مناسبة للمستثمرين والمشغلين.', 'A solid opportunity for investors and operators.']
      : ['العقار جاهز للتشغيل الفوري.', 'Ready for immediate operation.'],
  paymentClosing,
  () => ['للمعاينة والاستفسار يسعدنا تواصلكم.', 'Contact us to arrange a site visit.'],
];

/** Rooms and floor: "تتكون من 5 غرف نوم، و4 دورات مياه، وصالتين، وتقع في الدور الأول." */
function roomsSentence(c: Ctx): Pair | null {
  const { bedrooms, bathrooms, livingRooms, floor } = c.input;
  const counts: [number | undefined, CountedNoun][] = [
    [bedrooms, BEDROOM],
    [bathrooms, BATHROOM],
    [livingRooms, LIVING_ROOM],
  ];
  const present = counts.filter((entry): entry is [number, CountedNoun] => (entry[0] ?? 0) > 0);
  if (!c.input.propertyType.hasRooms) return null;
  let ar = '';
  let en = '';
  if (present.length > 0) {
    const itemsAr = present.map(([n, noun]) => countAr(n, noun, 'obl'));
    const itemsEn = present.map(([n, noun]) => countEn(n, noun));
    const consistsOf = c.v % 2 === 0;
    ar = consistsOf
      ? `${c.fem ? 'تتكون' : 'يتكون'} من ${listAr(itemsAr)}`
      : `${c.fem ? 'تضم' : 'يضم'} ${listAr(itemsAr)}`;
    en = consistsOf ? `It offers ${listEn(itemsEn)}` : `The layout includes ${listEn(itemsEn)}`;
  }
  if (floor) {
    const annex = floor.key === 'roof-annex';
    const floorAr = annex
      ? `${c.fem ? 'وهي' : 'وهو'} ملحق علوي`
      : `${c.fem ? 'وتقع' : 'ويقع'} في ${floor.ar}`;
    const floorEn = annex ? 'a roof annex' : `on the ${lowerFirst(floor.en)}`;
    ar = ar ? `${ar}، ${floorAr}` : `${c.fem ? 'تقع' : 'يقع'} ${annex ? 'في ملحق علوي' : `في ${floor.ar}`}`;
    if (!en) en = `It is ${floorEn}`;
    else en = c.v % 2 === 0 ? `${en}, and is ${floorEn}` : `${en}; the unit is ${floorEn}`;
  }
  return ar ? [`${ar}.`, `${en}.`] : null;
}

/** Frontage, street, age and furnishing as one clause (without the closing full stop). */
function extrasClause(c: Ctx): Pair | null {
  const { facade, streetWidth, buildingAge, furnished, propertyType } = c.input;
  // Each Arabic part has a sentence-opening form and a form that follows a comma.
  const partsAr: { first: string; next: string }[] = [];
  const partsEn: string[] = [];
  const facadeName = facade ? facadeNames[facade] : undefined;
  const street = streetWidth !== undefined && streetWidth > 0 ? fmt(streetWidth) : undefined;
  if (facadeName) {
    const onStreet = street ? ` على شارع بعرض ${street} م` : '';
    const ar = `${c.fem ? 'تتميز' : 'يتميز'} ب${facadeName.ar}${onStreet}`;
    partsAr.push({ first: ar, next: `و${ar}` });
    const facing = lowerFirst(facadeName.en);
    partsEn.push(`has ${article(facing)} ${facing} frontage${street ? ` on a ${street} m wide street` : ''}`);
  } else if (street) {
    const ar = `${c.fem ? 'تطل' : 'يطل'} على شارع بعرض ${street} م`;
    partsAr.push({ first: ar, next: `و${ar}` });
    partsEn.push(`overlooks a ${street} m wide street`);
  }
  if (buildingAge !== undefined && buildingAge >= 0 && propertyType.scene !== 'land') {
    const ar = buildingAge === 0 ? 'البناء جديد لم يُسكن' : `عمر البناء ${countAr(buildingAge, YEAR, 'nom')}`;
    partsAr.push({ first: ar, next: `و${ar}` });
    partsEn.push(
      buildingAge === 0
        ? 'is a brand-new, never-occupied build'
        : `was built ${countEn(buildingAge, YEAR)} ago`,
    );
  }
  if (furnished !== undefined && propertyType.hasRooms) {
    const state = furnished
      ? c.fem
        ? 'مفروشة بالكامل'
        : 'مفروش بالكامل'
      : c.fem
        ? 'غير مفروشة'
        : 'غير مفروش';
    partsAr.push({
      first: `العقار ${furnished ? 'مفروش بالكامل' : 'غير مفروش'}`,
      next: `${c.fem ? 'وهي' : 'وهو'} ${state}`,
    });
    partsEn.push(furnished ? 'comes fully furnished' : 'is unfurnished');
  }
  if (partsAr.length === 0) return null;
  const ar = partsAr.map((part, i) => (i === 0 ? part.first : part.next)).join('، ');
  return [ar, `It ${listEn(partsEn)}`];
}

/** Industrial specifications as a colon list. */
function specsSentence(c: Ctx): Pair | null {
  const { clearHeight, powerKva, loadingDocks, facade, streetWidth, buildingAge, propertyType } = c.input;
  const built = propertyType.scene !== 'land';
  const ar: string[] = [];
  const en: string[] = [];
  if (built && clearHeight !== undefined && clearHeight > 0) {
    ar.push(`ارتفاع داخلي ${fmt(clearHeight)} م`);
    en.push(`${fmt(clearHeight)} m clear height`);
  }
  if (powerKva !== undefined && powerKva > 0) {
    ar.push(`قدرة كهربائية ${fmt(powerKva)} كيلو فولت أمبير`);
    en.push(`${fmt(powerKva)} kVA power supply`);
  }
  if (built && loadingDocks !== undefined && loadingDocks > 0) {
    ar.push(countAr(loadingDocks, LOADING_DOCK, 'nom'));
    en.push(countEn(loadingDocks, LOADING_DOCK));
  }
  const facadeName = facade ? facadeNames[facade] : undefined;
  const street = streetWidth !== undefined && streetWidth > 0 ? fmt(streetWidth) : undefined;
  if (facadeName) {
    ar.push(street ? `${facadeName.ar} على شارع بعرض ${street} م` : facadeName.ar);
    en.push(`${lowerFirst(facadeName.en)} frontage${street ? ` on a ${street} m wide street` : ''}`);
  } else if (street) {
    ar.push(`عرض الشارع ${street} م`);
    en.push(`${street} m street frontage`);
  }
  if (built && buildingAge !== undefined && buildingAge >= 0) {
    ar.push(buildingAge === 0 ? 'مبنى جديد' : `عمر المبنى ${countAr(buildingAge, YEAR, 'nom')}`);
    en.push(buildingAge === 0 ? 'brand-new building' : `building age ${countEn(buildingAge, YEAR)}`);
  }
  if (ar.length === 0) return null;
  return [`المواصفات: ${ar.join('، ')}.`, `Specifications: ${en.join(', ')}.`];
}

/** Amenities / facilities and (industrial) the suitable activity, as a clause without full stop. */
function amenitiesClause(c: Ctx): Pair | null {
  // A plot of residential land has no amenities to speak of.
  const bareLand = !c.industrial && c.input.propertyType.scene === 'land';
  const items = bareLand ? [] : c.input.amenities.slice(0, 6);
  const industry = c.input.industryType;
  let ar = '';
  let en = '';
  if (items.length > 0) {
    if (c.industrial) {
      ar = `التجهيزات: ${items.map((a) => a.ar).join('، ')}`;
      en = `Facilities: ${listEn(items.map((a) => lowerFirst(a.en)))}`;
    } else {
      ar = `ومن أبرز ${c.fem ? 'مزاياها' : 'مزاياه'}: ${listAr(items.map((a) => a.ar))}`;
      en = `Features include ${listEn(items.map(withArticleEn))}`;
    }
  }
  if (industry && c.industrial) {
    const suitEn = `suitable for ${lowerFirst(industry.en)}`;
    ar = ar
      ? `${ar}؛ ${c.fem ? 'وهي مناسبة' : 'وهو مناسب'} ${withLam(industry.ar)}`
      : `العقار مناسب ${withLam(industry.ar)}`;
    en = en ? `${en}; ${suitEn}` : `It is ${suitEn}`;
  }
  if (!ar) return null;
  return [ar.replace(/^ومن /, 'من '), en];
}

/** Writes the bilingual title, description and address of one listing; deterministic in `variant`. */
export function describeProperty(input: DescribeInput): PropertyTexts {
  const v = Math.trunc(input.variant);
  const type = input.propertyType;
  const fem = isFeminine(type);
  const sale = input.transaction.key === 'sale';
  // Shifts every full round of phrasings so a repeated phrasing gets another adjective.
  const adjective = pick(adjectivesFor(type), v, 1 + Math.floor(v / TITLES_RESIDENTIAL.length));
  const c: Ctx = {
    input,
    v,
    sale,
    offerAr: sale ? 'للبيع' : 'للإيجار',
    offerEn: sale ? 'for sale' : 'for rent',
    industrial: type.category === 2,
    fem,
    mass: /\bland$/i.test(type.en),
    typeAr: type.ar,
    typeEn: lowerFirst(type.en),
    adjAr: fem ? adjective[1] : adjective[0],
    adjEn: lowerFirst(adjective[2]),
    placeAr: placeAr(input.district, input.city),
    placeEn: placeEn(input.district, input.city),
    area: fmt(input.area),
  };

  const [titleAr, titleEn] = chooseTitle(c);

  const sentences: Pair[] = [];
  const opening = pick(OPENINGS, v)(c);
  if (opening) sentences.push(opening);
  const details = c.industrial ? specsSentence(c) : roomsSentence(c);
  if (details) sentences.push(details);
  const extras = c.industrial ? null : extrasClause(c);
  const amenities = amenitiesClause(c);
  const closing = pick(c.industrial ? CLOSINGS_INDUSTRIAL : CLOSINGS_RESIDENTIAL, v, 2)(c);
  const room = 4 - sentences.length - (closing ? 1 : 0);
  if (extras && amenities && room < 2) {
    // Keep to four sentences: join the two clauses with a semicolon.
    sentences.push([
      `${extras[0]}؛ ${amenities[0].replace(/^من /, 'ومن ')}.`,
      `${extras[1]}; ${lowerFirst(amenities[1])}.`,
    ]);
  } else {
    if (extras) sentences.push([`${extras[0]}.`, `${extras[1]}.`]);
    if (amenities) sentences.push([`${amenities[0]}.`, `${amenities[1]}.`]);
  }
  if (closing) sentences.push(closing);

  return {
    titleAr,
    titleEn,
    descriptionAr: sentences.map((s) => s[0]).join(' '),
    descriptionEn: sentences.map((s) => s[1]).join(' '),
    addressAr: `${districtLabelAr(input.district)}، ${input.city.ar}`,
    addressEn: `${input.district.en}, ${input.city.en}`,
  };
}
