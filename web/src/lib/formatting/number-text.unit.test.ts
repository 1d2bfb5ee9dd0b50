import { describe, expect, it } from 'vitest';
import { numberText, textOfNumber } from './number-text';

describe('numberText', () => {
  it('keeps a whole number of Arabic-Indic or Persian digits, dropping separators and letters (list filters)', () => {
    expect(numberText('٥٠٠٬٠٠٠', { decimal: false })).toBe('500000');
    expect(numberText('۱۲۳ abc 4', { decimal: false })).toBe('1234');
  });

  it('turns Arabic-Indic digits and the Arabic decimal separator into Latin ones', () => {
    expect(numberText('٨٥٠٠٠٠', { decimal: false })).toBe('850000');
    expect(numberText('۱۲۳', { decimal: false })).toBe('123');
    expect(numberText('١٦٥٫٥', { decimal: true })).toBe('165.5');
  });

  it('drops minus, plus, e, thousands separators and a second decimal point', () => {
    expect(numberText('-1e5+2', { decimal: true })).toBe('152');
    expect(numberText('1,250,000', { decimal: true })).toBe('1250000');
    expect(numberText('1.2.3', { decimal: true })).toBe('1.23');
    expect(numberText('12.5', { decimal: false })).toBe('125');
  });

  it('keeps a leading minus only where negatives make sense', () => {
    expect(numberText('-24.5', { decimal: true, negative: true })).toBe('-24.5');
    expect(numberText('2-4', { decimal: true, negative: true })).toBe('24');
  });
});

describe('textOfNumber', () => {
  it('shows a numeric zero and a missing value as empty (spec §5)', () => {
    expect(textOfNumber(0)).toBe('');
    expect(textOfNumber(null)).toBe('');
    expect(textOfNumber(12.5)).toBe('12.5');
  });
});
