import { describe, expect, it } from 'vitest';
import { hasArabic, transliterate } from './transliterate.js';

describe('transliterate', () => {
  it('writes Arabic place names in Latin letters, "ال" as "Al"', () => {
    expect(transliterate('النرجس')).toBe('Al Narajas');
    expect(transliterate('النخيل')).toBe('Al Nakhil');
    expect(transliterate('حي الملك فهد')).toBe('Hi Al Malak Fahad');
    expect(transliterate('شارع التخصصي، مبنى ١٢')).toBe('Shara Al Takhasasi, Mabana 12');
  });

  it('leaves Latin text and digits alone and drops harakat and tatweel', () => {
    expect(transliterate('Tower 7, Olaya')).toBe('Tower 7, Olaya');
    expect(transliterate('مَـكّة')).toBe('Maka');
  });

  it('leaves no Arabic letter behind', () => {
    const sample = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوية ءآأإؤئى، ٠١٢٣٤٥٦٧٨٩';
    expect(hasArabic(transliterate(sample))).toBe(false);
    expect(hasArabic(sample)).toBe(true);
  });
});
