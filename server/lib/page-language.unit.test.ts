import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language.js';

const withCookie = (cookie?: string) =>
  ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;

describe('pageLanguage', () => {
  it('is Arabic before the reader has chosen', () => {
    expect(pageLanguage(withCookie())).toBe('ar');
    expect(pageLanguage(withCookie('theme=dark'))).toBe('ar');
  });

  it("follows the reader's lang cookie", () => {
    expect(pageLanguage(withCookie('lang=en'))).toBe('en');
    expect(pageLanguage(withCookie('a=1; lang=en; b=2'))).toBe('en');
    expect(pageLanguage(withCookie('lang=ar'))).toBe('ar');
  });

  it('ignores other values and look-alike names', () => {
    expect(pageLanguage(withCookie('lang=fr'))).toBe('ar');
    expect(pageLanguage(withCookie('lang=english'))).toBe('ar');
    expect(pageLanguage(withCookie('xlang=en'))).toBe('ar');
  });
});
