import type { Language } from '#contract/common';

const money = new Map<Language, Intl.NumberFormat>();

/** Halalas as riyals with two decimals, Latin digits: "56.35 ر.س" / "SAR 56.35". */
export function formatHalalas(amount: number, language: Language): string {
  let format = money.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    money.set(language, format);
  }
  // An integer of halalas over 100 is the nearest double to its two-decimal value: nothing is rounded.
  const riyals = format.format(amount / 100);
  if (language === 'en') return `SAR ${riyals}`;
  // In a right-to-left line a leading minus would jump to the number's other end: isolate it.
  return amount < 0 ? `\u2066${riyals}\u2069 ر.س` : `${riyals} ر.س`;
}

/** Halalas as a field shows them: "49.00". */
export const riyalsText = (amount: number) =>
  `${Math.trunc(amount / 100)}.${String(Math.abs(amount % 100)).padStart(2, '0')}`;

/**
 * Riyals as typed ("49", "49.5", "49.50") as an integer of halalas, without floating point; null for
 * anything else (a third decimal, a sign, letters).
 */
export function halalasOf(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points as a percent: 1500 → "15", 1250 → "12.5". */
export const percentText = (basisPoints: number) => String(basisPoints / 100);

/** A percent as typed ("15", "12.5") in basis points; null for anything else. */
export function basisPointsOf(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
