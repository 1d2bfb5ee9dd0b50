import { describe, expect, it } from 'vitest';
import { withoutDirectionControls, writtenText } from './written-text.js';

describe('writtenText', () => {
  it('removes every embedding, override and isolate, keeps the marks, then trims', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(writtenText().parse(` ${controls}سعر\u202E 100 ريال${controls} `)).toBe('سعر 100 ريال');
    expect(withoutDirectionControls('a\u200Eb\u200Fc\u061Cd')).toBe('a\u200Eb\u200Fc\u061Cd');
  });

  it('counts lengths after removing them: controls alone are empty', () => {
    const schema = writtenText().min(1, 'required').max(3, 'tooLong');
    expect(schema.safeParse('\u202E \u2066').error?.issues[0]?.message).toBe('required');
    expect(schema.parse('\u202Eabc\u202C')).toBe('abc');
  });
});
