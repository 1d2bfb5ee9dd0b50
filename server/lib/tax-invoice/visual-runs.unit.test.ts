import { describe, expect, it } from 'vitest';
import { baseDirection, isolateLeftToRight, visualRuns } from './visual-runs.js';

const drawn = (text: string, direction: 'rtl' | 'ltr') =>
  visualRuns(text, direction).map((run) => `${run.face}:${run.text}`);

describe('a line laid out for drawing left to right', () => {
  it('keeps an Arabic phrase whole, in logical order, for the shaper to join and reverse', () => {
    expect(drawn('فاتورة ضريبية مبسطة', 'rtl')).toEqual(['arabic:فاتورة ضريبية مبسطة']);
  });

  it('puts numbers left of the Arabic label they follow, digits still left to right', () => {
    expect(drawn('الرقم الضريبي: 310122393500003', 'rtl')).toEqual([
      'latin:310122393500003',
      'latin: :',
      'arabic:الرقم الضريبي',
    ]);
  });

  it('shows an amount before the riyal sign when read right to left', () => {
    expect(drawn('1,150.00 ر.س', 'rtl')).toEqual([
      'arabic:س',
      'latin:.',
      'arabic:ر',
      'latin: ',
      'latin:1,150.00',
    ]);
  });

  it('leaves English alone, and puts an Arabic name inside it in its own place', () => {
    expect(drawn('Seller: منزل', 'ltr')).toEqual(['latin:Seller: ', 'arabic:منزل']);
    expect(drawn('Invoice INV-2026-000123', 'ltr')).toEqual(['latin:Invoice INV-2026-000123']);
  });

  it('mirrors brackets between Arabic words, and puts % where a browser would (UAX #9 W2: digits after Arabic are AN)', () => {
    // Read right to left: ضريبة (15%) — the trailing space of the Arabic run is drawn on its left by the shaper.
    expect(drawn('ضريبة (15%)', 'rtl')).toEqual(['latin:(%', 'latin:15', 'latin:)', 'arabic:ضريبة ']);
  });

  it('keeps an isolated phone number whole after an Arabic name, and draws no control characters', () => {
    expect(drawn(`عبدالله — ${isolateLeftToRight('+966 5•• ••• 123')}`, 'rtl')).toEqual([
      'latin:+966 5•• ••• 123',
      'latin: —',
      'arabic:عبدالله ',
    ]);
  });

  it('takes the direction of the first strong letter', () => {
    expect(baseDirection('2026-03-01 12:30')).toBe('ltr');
    expect(baseDirection('عبدالله — +966')).toBe('rtl');
    expect(baseDirection('INV-1 فاتورة')).toBe('ltr');
  });
});
