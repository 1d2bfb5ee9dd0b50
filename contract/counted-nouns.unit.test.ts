import { describe, expect, it } from 'vitest';
import { countNoun, countedNouns, isCountedNoun, type CountedNoun } from './counted-nouns.js';
import type { Language } from './common.js';
import { messages, translate, type MessageKey } from './message-catalogue.js';

const nouns = Object.keys(countedNouns) as CountedNoun[];

describe('the server’s counted nouns', () => {
  it.each(nouns)('%s: Arabic one and two are words, 3–10 the plural, 11–99 and 100 the singular', (noun) => {
    const ar = (count: number) => countNoun(noun, count, 'ar');
    expect(ar(1)).not.toMatch(/\d/);
    expect(ar(2)).not.toMatch(/\d/);
    expect(ar(2)).not.toBe(ar(1));
    expect(ar(3)).toMatch(/^3 /);
    expect(ar(3).replace('3', '100')).not.toBe(ar(100));
    expect(ar(11)).toMatch(/^11 /);
    expect(ar(100)).toBe(`100 ${ar(100).split(' ')[1]}`);
    expect(ar(0)).toMatch(/^0 /);
    const en = (count: number) => countNoun(noun, count, 'en');
    expect(en(1)).toMatch(/^1 /);
    expect(en(2).replace('2', '1')).not.toBe(en(1));
    expect(en(0).replace('0', '2')).toBe(en(2));
  });

  it('says "بعد ثانيتين", "بعد 3 ثوانٍ", "بعد 11 ثانية" and "in 1 second" in the rate-limit message', () => {
    expect(translate('rateLimited', 'ar', { seconds: 2 })).toBe('طلبات كثيرة، حاول مرة أخرى بعد ثانيتين');
    expect(translate('rateLimited', 'ar', { seconds: 3 })).toBe('طلبات كثيرة، حاول مرة أخرى بعد 3 ثوانٍ');
    expect(translate('rateLimited', 'ar', { seconds: 9 })).toBe('طلبات كثيرة، حاول مرة أخرى بعد 9 ثوانٍ');
    expect(translate('rateLimited', 'ar', { seconds: 11 })).toBe('طلبات كثيرة، حاول مرة أخرى بعد 11 ثانية');
    expect(translate('rateLimited', 'en', { seconds: 1 })).toBe('Too many requests, try again in 1 second');
    expect(translate('lookupInUse', 'ar', { count: 1 })).toBe(
      'هذا العنصر مستخدم في إعلان واحد، أخفِه بدلًا من حذفه',
    );
    expect(translate('lookupInUse', 'ar', { count: 12 })).toBe(
      'هذا العنصر مستخدم في 12 إعلانًا، أخفِه بدلًا من حذفه',
    );
  });

  const waits: [MessageKey, Language, number, string][] = [
    ['tooManyCodes', 'ar', 45, 'طلبت رموزًا كثيرة، حاول مرة أخرى بعد 45 ثانية'],
    ['tooManyCodes', 'ar', 60, 'طلبت رموزًا كثيرة، حاول مرة أخرى بعد دقيقة واحدة'],
    ['tooManyCodes', 'ar', 100, 'طلبت رموزًا كثيرة، حاول مرة أخرى بعد دقيقتين'],
    ['tooManyCodes', 'ar', 600, 'طلبت رموزًا كثيرة، حاول مرة أخرى بعد 10 دقائق'],
    ['tooManyCodes', 'ar', 3541, 'طلبت رموزًا كثيرة، حاول مرة أخرى بعد 60 دقيقة'],
    ['tooManyCodes', 'ar', 7200, 'طلبت رموزًا كثيرة، حاول مرة أخرى بعد ساعتين'],
    ['tooManyFailures', 'ar', 86_000, 'محاولات خاطئة كثيرة، حاول مرة أخرى بعد 24 ساعة'],
    ['tooManyCodes', 'en', 1, 'Too many codes requested, please try again in 1 second'],
    ['tooManyCodes', 'en', 61, 'Too many codes requested, please try again in 2 minutes'],
    ['tooManyCodes', 'en', 3 * 3600, 'Too many codes requested, please try again in 3 hours'],
  ];
  it.each(waits)(
    'says a wait in the unit that suits it (seconds, then minutes up to two hours, then hours): %s %s %i s',
    (key, language, seconds, text) => {
      expect(translate(key, language, { seconds })).toBe(text);
    },
  );

  it('every counted placeholder of the catalogue names a known noun, and no count stands before a bare noun', () => {
    for (const [key, texts] of Object.entries(messages)) {
      for (const [language, text] of Object.entries(texts)) {
        for (const [, noun] of text.matchAll(/\{\w+:(\w+)\}/g))
          expect(noun === 'duration' || isCountedNoun(noun!), `${key}.${language}`).toBe(true);
        expect(text, `${key}.${language}`).not.toMatch(
          /\{(seconds|minutes|days|count|max|maximum|minimum)\} [\u0600-\u06FF]/,
        );
        expect(text, `${key}.${language}`).not.toMatch(
          /\{(seconds|minutes|days|max|maximum|minimum)\} [a-z]+s\b/,
        );
      }
      expect(translate(key as MessageKey, 'ar', { seconds: 3 })).not.toMatch(/3 ثانية/);
    }
  });
});
