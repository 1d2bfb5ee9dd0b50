import { describe, expect, it } from 'vitest';
import { bareForms, textOf, tokenize } from './tokens.js';

describe('tokenize', () => {
  it('splits numbers from the letters glued to them and keeps decimals and thousands whole', () => {
    expect(
      tokenize('400م 3br ١٫٥ 1,500,000').map((token) => [token.form, token.glued, token.number]),
    ).toEqual([
      ['400', false, 400],
      ['م', true, undefined],
      ['3', false, 3],
      ['br', true, undefined],
      ['1.5', false, 1.5],
      ['1500000', false, 1_500_000],
    ]);
  });

  it('writes the tokens back with glued ones glued and punctuation dropped', () => {
    expect(textOf(tokenize('فيلا، 400م2 (مودرن)'))).toBe('فيلا 400م2 مودرن');
  });
});

describe('bareForms', () => {
  it('takes off و, one of ب ل ك ف and the article, the word itself first', () => {
    expect(bareForms('بالرياض')).toEqual(['بالرياض', 'الرياض', 'رياض']);
    expect(bareForms('للبيع')).toEqual(['للبيع', 'البيع', 'لبيع', 'بيع']);
    expect(bareForms('وفلل')).toEqual(['وفلل', 'فلل']);
  });
});
