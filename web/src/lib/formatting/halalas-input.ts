/** Halalas as a field shows them: 4900 → "49.00". */
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
