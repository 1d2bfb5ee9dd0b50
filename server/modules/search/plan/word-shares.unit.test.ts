import { describe, expect, it } from 'vitest';
import { wordSharesOf } from './word-shares.js';

describe('wordSharesOf', () => {
  const share = wordSharesOf(['ايجار', 'ايجارات', 'بيع', 'فيلا'], [0.4, 0.05, 0.6, 0.2, 0.01, 0.6, 0]);

  it('gives a listed lexeme its share, and an unlisted one none', () => {
    expect(share([[{ lexeme: 'بيع' }]])).toBe(0.6);
    expect(share([[{ lexeme: 'نادر' }]])).toBe(0);
  });

  it('adds the shares of every listed lexeme a group may match, each once, up to every ad', () => {
    expect(share([[{ lexeme: 'ايجار' }, { lexeme: 'ايجار', prefix: true }]])).toBeCloseTo(0.45);
    expect(share([[{ lexeme: 'بيع' }, { lexeme: 'ايجار', prefix: true }]])).toBe(1);
  });

  it('takes the least share of the groups a match must all hold', () => {
    expect(share([[{ lexeme: 'بيع' }], [{ lexeme: 'فيلا' }]])).toBe(0.2);
    expect(share([[{ lexeme: 'بيع' }], [{ lexeme: 'نادر' }]])).toBe(0);
    expect(share([])).toBe(1);
  });
});
