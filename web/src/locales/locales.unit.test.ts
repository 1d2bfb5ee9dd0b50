import { describe, expect, it } from 'vitest';
import { everyText, flatTexts } from './every-text';

const { ar, en } = everyText;

/** A text's key with its plural form taken off; English has fewer forms than Arabic (plurals.unit.test.ts). */
const keysOf = (dictionary: object) => [
  ...new Set(
    [...flatTexts(dictionary).keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
  ),
];

describe('dictionaries', () => {
  it('Arabic and English have exactly the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ar).sort());
  });

  it('no text is empty', () => {
    for (const dictionary of [ar, en]) {
      for (const [key, text] of flatTexts(dictionary)) {
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  it('keeps the spec’s logout dialog title', () => {
    expect(ar.logoutDialog.title).toBe('تأكيد تسجيل الخروج');
  });
});
