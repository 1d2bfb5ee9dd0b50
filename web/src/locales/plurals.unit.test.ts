import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { everyText, flatTexts } from './every-text';
import { ARABIC_PLURAL_FORMS, ENGLISH_PLURAL_FORMS } from './plural-forms';
import type { Language } from '#contract/common';

const COUNTS = [0, 1, 2, 3, 11, 100];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const texts = { ar: flatTexts(everyText.ar), en: flatTexts(everyText.en) } as Record<
  Language,
  Map<string, string>
>;

/** Every counted key, found in the texts themselves: a plural suffix, or `{{count}}` in the text. */
const countedKeys = [
  ...new Set(
    (['ar', 'en'] as const).flatMap((language) =>
      [...texts[language]]
        .filter(([key, text]) => PLURAL_SUFFIX.test(key) || text.includes('{{count}}'))
        .map(([key]) => key.replace(PLURAL_SUFFIX, '')),
    ),
  ),
].sort();

const i18n = createInstance();
await i18n.init({
  resources: { ar: { translation: everyText.ar }, en: { translation: everyText.en } },
  lng: 'ar',
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

/** The other placeholders of a counted text get their own names, so only the count shows as a number. */
const placeholders = (key: string) =>
  Object.fromEntries(
    [...texts.ar, ...texts.en]
      .filter(([other]) => other.replace(PLURAL_SUFFIX, '') === key)
      .flatMap(([, text]) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!))
      .filter((name) => name !== 'count' && name !== 'value')
      .map((name) => [name, `‹${name}›`]),
  );

const say = (language: Language, key: string, count: number) =>
  i18n.getFixedT(language)(key as never, { ...placeholders(key), count, value: String(count) }) as string;

/** The form i18next must pick: Arabic's six by `Intl.PluralRules`, English's "no …" for zero where written. */
function expectedForm(language: Language, key: string, count: number): string {
  if (language === 'en' && count === 0 && texts.en.has(`${key}_zero`)) return 'zero';
  return new Intl.PluralRules(language).select(count);
}

const fill = (text: string, key: string, count: number) =>
  Object.entries({ ...placeholders(key), count, value: count }).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    text,
  );

describe('counted nouns (Arabic: zero, one, two, few, many, other; English: one, other)', () => {
  it('finds the counted keys by itself', () => {
    expect(countedKeys.length).toBeGreaterThan(20);
    expect(countedKeys).toEqual(expect.arrayContaining(['catalogue.results', 'notifications.total']));
  });

  it.each(countedKeys)('%s has every Arabic form and the English ones', (key) => {
    for (const form of ARABIC_PLURAL_FORMS)
      expect(texts.ar.has(`${key}_${form}`), `ar ${key}_${form}`).toBe(true);
    expect(texts.ar.has(key), `ar ${key} without a form`).toBe(false);
    expect(texts.en.has(`${key}_one`) && texts.en.has(`${key}_other`), `en ${key}_one/_other`).toBe(true);
    for (const [other] of texts.en) {
      if (other.replace(PLURAL_SUFFIX, '') !== key || other === key) continue;
      expect(ENGLISH_PLURAL_FORMS, `en ${other}`).toContain(other.slice(key.length + 1));
    }
  });

  it.each(countedKeys)('%s says 0, 1, 2, 3, 11 and 100 with the right form in both languages', (key) => {
    for (const language of ['ar', 'en'] as const) {
      for (const count of COUNTS) {
        const form = expectedForm(language, key, count);
        const text = texts[language].get(`${key}_${form}`);
        expect(say(language, key, count), `${language} ${key} ${count}`).toBe(fill(text!, key, count));
      }
    }
  });

  it.each(countedKeys)('%s never pairs a number with the wrong form of its noun', (key) => {
    // Arabic one and two are words ("عقار واحد", "عقاران"), not "1 عقار", "2 عقار".
    expect(say('ar', key, 1)).not.toMatch(/(^|\D)1(\D|$)/);
    expect(say('ar', key, 2)).not.toMatch(/(^|\D)2(\D|$)/);
    // 3 to 10 take the plural: "3 عقارات", never the singular of 100 ("3 عقار").
    expect(say('ar', key, 3).replace('3', '100')).not.toBe(say('ar', key, 100));
    // English: "1 property", "2 properties".
    expect(say('en', key, 1).replace('1', '2')).not.toBe(say('en', key, 2));
  });

  it('keeps the spec’s total line: "N إشعار إجمالي"', () => {
    expect(texts.ar.get('notifications.total_other')).toBe('{{value}} إشعار إجمالي');
    expect(say('ar', 'notifications.total', 100)).toBe('100 إشعار إجمالي');
    expect(say('ar', 'notifications.total', 3)).toBe('3 إشعارات إجمالي');
    expect(say('ar', 'catalogue.results', 11)).toBe('11 عقارًا');
    expect(say('ar', 'catalogue.results', 2)).toBe('عقاران');
  });

  /** Placeholders that name, date or number a thing rather than count it. */
  const NOT_COUNTS =
    /^(name|date|title|action|kind|region|role|resource|item|step|period|currency|day|id|index|number|url|languages)$/;
  /**
   * Placeholders whose value is a percent, or a count already said with its noun by `countNoun`
   * ("ساعتين", "12 محادثة": the "Quick to respond" rule, entities/trust/quick-responder-rules.ts).
   */
  const WORDED = /^(rate|duration|conversations|days)$/;
  /** Words that may follow a count outside plural keys: prepositions and units ("3 من 5", "10 ميجابايت", "ك.ف.أ"). */
  const AFTER_A_COUNT = new Set(['من', 'على', 'م', 'ك', 'ميجابايت', 'كيلونيوتن/م²']);

  it('prints no count next to an Arabic noun outside a plural key', () => {
    const bare = [...texts.ar]
      .filter(([key]) => !PLURAL_SUFFIX.test(key))
      .flatMap(([key, text]) =>
        [...text.matchAll(/\{\{(\w+)\}\} ([\u0600-\u06FF][^\s،.؛]*)/g)]
          .filter(
            ([, name, word]) => !NOT_COUNTS.test(name!) && !WORDED.test(name!) && !AFTER_A_COUNT.has(word!),
          )
          .map(([whole]) => `${key}: ${whole}`),
      );
    expect(bare).toEqual([]);
  });
});
