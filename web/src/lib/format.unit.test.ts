import { describe, expect, it } from 'vitest';
import { currencyLabel, formatArea, formatNumber, formatPrice, joinNames } from './format';

describe('formatting numbers for people', () => {
  it('prints Latin digits with grouping in both languages', () => {
    expect(formatNumber(1250000, 'ar')).toBe('1,250,000');
    expect(formatNumber(1250000, 'en')).toBe('1,250,000');
  });

  it('prints riyals as ر.س in Arabic and SAR in English', () => {
    expect(formatPrice(1250000, 'SAR', 'ar')).toBe('1,250,000 ر.س');
    expect(formatPrice(1250000, 'SAR', 'en')).toBe('SAR 1,250,000');
    expect(currencyLabel('AED', 'en')).toBe('AED');
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
