/** Basis points as a percent: 1500 → "15", 1250 → "12.5". */
export const percentText = (basisPoints: number) => String(basisPoints / 100);

/** A percent as typed ("15", "12.5") in basis points; null for anything else. */
export function basisPointsOf(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
