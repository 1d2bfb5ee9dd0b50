import { describe, expect, it } from 'vitest';
import {
  currencyLabel,
  formatArea,
  formatDate,
  formatHalalas,
  formatMinutesExactly,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRelativeTime,
  joinNames,
} from './format';

describe('formatting numbers for people', () => {
  it('prints Latin digits with grouping in both languages', () => {
    expect(formatNumber(1250000, 'ar')).toBe('1,250,000');
    expect(formatNumber(1250000, 'en')).toBe('1,250,000');
  });

  it('prints whole percents with Latin digits', () => {
    expect(formatPercent(0.423, 'en')).toBe('42%');
    expect(formatPercent(0.423, 'ar')).toBe('42٪');
  });

  it('prints riyals as ر.س in Arabic and SAR in English', () => {
    expect(formatPrice(1250000, 'SAR', 'ar')).toBe('1,250,000 ر.س');
    expect(formatPrice(1250000, 'SAR', 'en')).toBe('SAR 1,250,000');
    expect(currencyLabel('AED', 'en')).toBe('AED');
  });

  it('prints halalas as riyals with both decimals, and rates with their decimals when asked', () => {
    expect(formatHalalas(5_635, 'ar')).toBe('56.35 ر.س');
    expect(formatHalalas(194_350, 'en')).toBe('SAR 1,943.50');
    expect(formatHalalas(0, 'en')).toBe('SAR 0.00');
    expect(formatPercent(0.125, 'en', 2)).toBe('12.5%');
    expect(formatPercent(0.15, 'ar', 2)).toBe('15٪');
  });

  it('prints areas in square metres', () => {
    expect(formatArea(350, 'ar')).toBe('350 م²');
    expect(formatArea(1200.5, 'en')).toBe('1,200.5 m²');
  });

  it('joins names with the reader’s comma and leaves out the empty ones', () => {
    expect(joinNames(['الرياض', 'النرجس'], 'ar')).toBe('الرياض، النرجس');
    expect(joinNames(['Riyadh', null, 'Al Narjis'], 'en')).toBe('Riyadh, Al Narjis');
    expect(joinNames(['Riyadh', undefined], 'en')).toBe('Riyadh');
  });

  it('gives the same answer from a reused formatter', () => {
    expect(formatNumber(1250000, 'ar')).toBe(formatNumber(1250000, 'ar'));
    expect(formatNumber(1250000.5, 'en', 1)).toBe('1,250,000.5');
    expect(formatNumber(1250000.5, 'en')).toBe('1,250,001');
  });
});

describe('formatMinutesExactly', () => {
  it('says a limit in the largest unit that divides it, never rounding it', () => {
    expect(formatMinutesExactly(60, 'ar')).toBe('ساعة واحدة');
    expect(formatMinutesExactly(120, 'ar')).toBe('ساعتين');
    expect(formatMinutesExactly(90, 'ar')).toBe('90 دقيقة');
    expect(formatMinutesExactly(150, 'en')).toBe('150 minutes');
    expect(formatMinutesExactly(3 * 60, 'en')).toBe('3 hours');
    expect(formatMinutesExactly(7 * 24 * 60, 'ar')).toBe('7 أيام');
    expect(formatMinutesExactly(1, 'en')).toBe('1 minute');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says now, minutes, hours and days in the reader language, then a date', () => {
    expect(formatRelativeTime(ago(20), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(86400), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(5 * 60), 'ar', now)).toBe('قبل 5 دقائق');
    expect(formatRelativeTime(ago(10 * 86400), 'en', now)).toBe(formatDate(ago(10 * 86400), 'en'));
  });
});
