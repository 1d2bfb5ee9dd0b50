import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, signInPath, withReturnPath } from './sign-in-return';

describe('the return path after sign-in', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/recidence/12')).toBe('/recidence/12');
    expect(safeReturnPath('/search?Category=2&PageNumber=3#map')).toBe('/search?Category=2&PageNumber=3#map');
    expect(safeReturnPath('/Property/7?x=%2F%2Fevil.example')).toBe('/Property/7?x=%2F%2Fevil.example');
  });

  it.each([
    ['an absolute address', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop, leaving //', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'recidence/12'],
    ['an empty value', ''],
    ['the sign-in screen itself', '/register?next=/profile'],
    ['the code screen', '/VerifyCode'],
    ['a very long value', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_, candidate) => {
    expect(safeReturnPath(candidate)).toBeUndefined();
    expect(returnPathOf(`?next=${encodeURIComponent(candidate)}`)).toBe('/');
    expect(signInPath(candidate)).toBe('/register');
  });

  it('carries the page in ?next= of /register and /VerifyCode, and reads it back', () => {
    const path = signInPath('/IndustryDetailes/5?tab=reviews');
    expect(path).toBe('/register?next=%2FIndustryDetailes%2F5%3Ftab%3Dreviews');
    expect(returnPathOf(new URL(path, 'https://manzil.test').search)).toBe('/IndustryDetailes/5?tab=reviews');
    expect(withReturnPath('/VerifyCode', '/my-ads')).toBe('/VerifyCode?next=%2Fmy-ads');
  });

  it('adds nothing for the home page or without a page, and goes home by default', () => {
    expect(signInPath('/')).toBe('/register');
    expect(signInPath(undefined)).toBe('/register');
    expect(returnPathOf('')).toBe('/');
    expect(returnPathOf('?other=1')).toBe('/');
  });
});
