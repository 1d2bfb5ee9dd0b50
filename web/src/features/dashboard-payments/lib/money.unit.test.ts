import { describe, expect, it } from 'vitest';
import { formatHalalas } from '#web/lib/formatting/format';
import { halalasOf, riyalsText } from '#web/lib/formatting/halalas-input';
import { basisPointsOf, percentText } from './money';
import { daysBefore, formatRiyadhDateTime, riyadhToday } from './riyadh-time';

describe('money in the back-office', () => {
  it('shows halalas as riyals with two decimals in both languages', () => {
    expect(formatHalalas(5_635, 'en')).toBe('SAR 56.35');
    expect(formatHalalas(123_456_700, 'en')).toBe('SAR 1,234,567.00');
    expect(formatHalalas(-2_300, 'en')).toBe('SAR -23.00');
    expect(formatHalalas(5_635, 'ar')).toMatch(/^56\.35 ر\.س$/);
    expect(formatHalalas(-1_150, 'ar')).toMatch(/^\u2066.?-11\.50\u2069 ر\.س$/);
    expect(riyalsText(4_900)).toBe('49.00');
    expect(riyalsText(5)).toBe('0.05');
  });

  it('reads riyals and percents as typed into integers, never through floating point', () => {
    expect(halalasOf('49')).toBe(4_900);
    expect(halalasOf(' 49.5 ')).toBe(4_950);
    expect(halalasOf('0.07')).toBe(7);
    expect(halalasOf('1234567.89')).toBe(123_456_789);
    for (const wrong of ['', '49.999', '-1', '4,9', '1e3', 'abc']) expect(halalasOf(wrong), wrong).toBeNull();
    expect(basisPointsOf('15')).toBe(1_500);
    expect(basisPointsOf('12.5')).toBe(1_250);
    expect(basisPointsOf('0.07')).toBe(7);
    expect(basisPointsOf('15.555')).toBeNull();
    expect(percentText(1_500)).toBe('15');
    expect(percentText(1_250)).toBe('12.5');
  });

  it('counts days and times in Riyadh, UTC+3', () => {
    expect(riyadhToday(Date.parse('2031-03-10T21:00:00Z'))).toBe('2031-03-11');
    expect(riyadhToday(Date.parse('2031-03-10T20:59:59Z'))).toBe('2031-03-10');
    expect(daysBefore('2031-03-01', 1)).toBe('2031-02-28');
    expect(formatRiyadhDateTime('2031-03-10T23:30:00Z', 'en')).toBe('11 Mar 2031, 02:30');
  });
});
