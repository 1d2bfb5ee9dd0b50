import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../normalise-text.js';
import { substringTerms } from './substring-terms.js';

describe('normalizeForSearch', () => {
  it.each([
    ['أرض', 'ارض'],
    ['إسكان', 'اسكان'],
    ['آمنة', 'امنه'],
    ['شقة', 'شقه'],
    ['مستشفى', 'مستشفي'],
    ['فِيلَّا', 'فيلا'],
    ['فـــيلا', 'فيلا'],
    ['٣ غرف', '3 غرف'],
    ['۴۵۰ م²', '450 م2'],
    ['Villa, NEW!', 'villa new'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('substringTerms', () => {
  it('deduplicates, drops punctuation and keeps the longest words first', () => {
    expect(substringTerms('فيلا، فيلا للبيع - الرياض')).toEqual(['الرياض', 'للبيع', 'فيلا']);
  });
  it('caps the number of terms', () => {
    expect(substringTerms('aaa bbb ccc ddd eee fff', 3)).toHaveLength(3);
  });
  it('leaves out words shorter than 3 letters but keeps 2-digit numbers', () => {
    expect(substringTerms('ال فيلا و 12 5')).toEqual(['فيلا', '12']);
  });

  it('answers nothing for punctuation only', () => {
    expect(substringTerms(' ،.؟! ')).toEqual([]);
  });
});
