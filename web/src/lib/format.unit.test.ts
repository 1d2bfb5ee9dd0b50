import { describe, expect, it } from 'vitest';
import { currencyLabel, formatArea, formatNumber, formatPrice } from './format';

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
});
