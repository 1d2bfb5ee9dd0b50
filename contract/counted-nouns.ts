import type { Language } from './common.js';

interface CountedNounForms {
  /** Zero, one, two, few (3–10), many (11–99), other (100…), as `Intl.PluralRules('ar')` picks them. */
  ar: Record<Intl.LDMLPluralRule, string>;
  en: { one: string; other: string };
}

/**
 * The nouns the server's messages count (`{seconds:second}` in `message-catalogue.ts`); `{n}` is the
 * number. Arabic forms are those after a preposition or as an object ("بعد ثانيتين", "في 11 إعلانًا"),
 * where every message uses them.
 */
export const countedNouns = {
  second: {
    ar: {
      zero: '{n} ثانية',
      one: 'ثانية واحدة',
      two: 'ثانيتين',
      few: '{n} ثوانٍ',
      many: '{n} ثانية',
      other: '{n} ثانية',
    },
    en: { one: '{n} second', other: '{n} seconds' },
  },
  minute: {
    ar: {
      zero: '{n} دقيقة',
      one: 'دقيقة واحدة',
      two: 'دقيقتين',
      few: '{n} دقائق',
      many: '{n} دقيقة',
      other: '{n} دقيقة',
    },
    en: { one: '{n} minute', other: '{n} minutes' },
  },
  hour: {
    ar: {
      zero: '{n} ساعة',
      one: 'ساعة واحدة',
      two: 'ساعتين',
      few: '{n} ساعات',
      many: '{n} ساعة',
      other: '{n} ساعة',
    },
    en: { one: '{n} hour', other: '{n} hours' },
  },
  day: {
    ar: {
      zero: '{n} يوم',
      one: 'يوم واحد',
      two: 'يومين',
      few: '{n} أيام',
      many: '{n} يومًا',
      other: '{n} يوم',
    },
    en: { one: '{n} day', other: '{n} days' },
  },
  ad: {
    ar: {
      zero: '{n} إعلان',
      one: 'إعلان واحد',
      two: 'إعلانين',
      few: '{n} إعلانات',
      many: '{n} إعلانًا',
      other: '{n} إعلان',
    },
    en: { one: '{n} ad', other: '{n} ads' },
  },
  city: {
    ar: {
      zero: '{n} مدينة',
      one: 'مدينة واحدة',
      two: 'مدينتين',
      few: '{n} مدن',
      many: '{n} مدينة',
      other: '{n} مدينة',
    },
    en: { one: '{n} city', other: '{n} cities' },
  },
  photo: {
    ar: {
      zero: '{n} صورة',
      one: 'صورة واحدة',
      two: 'صورتين',
      few: '{n} صور',
      many: '{n} صورة',
      other: '{n} صورة',
    },
    en: { one: '{n} photo', other: '{n} photos' },
  },
  result: {
    ar: {
      zero: '{n} نتيجة',
      one: 'نتيجة واحدة',
      two: 'نتيجتين',
      few: '{n} نتائج',
      many: '{n} نتيجة',
      other: '{n} نتيجة',
    },
    en: { one: '{n} result', other: '{n} results' },
  },
  conversation: {
    ar: {
      zero: '{n} محادثة',
      one: 'محادثة واحدة',
      two: 'محادثتين',
      few: '{n} محادثات',
      many: '{n} محادثة',
      other: '{n} محادثة',
    },
    en: { one: '{n} conversation', other: '{n} conversations' },
  },
  character: {
    ar: {
      zero: '{n} حرف',
      one: 'حرف واحد',
      two: 'حرفين',
      few: '{n} أحرف',
      many: '{n} حرفًا',
      other: '{n} حرف',
    },
    en: { one: '{n} character', other: '{n} characters' },
  },
} as const satisfies Record<string, CountedNounForms>;

export type CountedNoun = keyof typeof countedNouns;

export const isCountedNoun = (value: string): value is CountedNoun => Object.hasOwn(countedNouns, value);

const rules = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

/** "ثانيتين", "3 ثوانٍ", "11 ثانية" / "1 second", "3 seconds". */
export function countNoun(noun: CountedNoun, count: number, language: Language): string {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } =
    countedNouns[noun][language];
  return (forms[rules[language].select(count)] ?? forms.other).replace('{n}', String(count));
}

/**
 * A wait in seconds said in the unit a reader thinks in: seconds under a minute, minutes under two
 * hours, hours beyond (always rounded up): "بعد 45 ثانية", "in 10 minutes", "بعد 23 ساعة".
 */
export function countDuration(seconds: number, language: Language): string {
  if (seconds < 60) return countNoun('second', Math.max(1, Math.ceil(seconds)), language);
  if (seconds < 2 * 3600) return countNoun('minute', Math.ceil(seconds / 60), language);
  return countNoun('hour', Math.ceil(seconds / 3600), language);
}
