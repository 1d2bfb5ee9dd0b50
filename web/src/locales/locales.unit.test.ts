import { describe, expect, it } from 'vitest';
import { dictionary as ar } from './ar-dictionary';
import { dictionary as en } from './en-dictionary';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('dictionaries', () => {
  it('Arabic and English have exactly the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ar).sort());
  });

  it('no text is empty', () => {
    for (const dictionary of [ar, en]) {
      for (const key of keysOf(dictionary)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  it('keeps the spec’s logout dialog title', () => {
    expect(ar.logoutDialog.title).toBe('تأكيد تسجيل الخروج');
  });
});
