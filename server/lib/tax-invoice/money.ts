/** Halalas as riyals with two decimals and no grouping, the way ZATCA's QR and XML write amounts: 11500 → "115.00". */
export function halalasAsDecimal(halalas: number): string {
  assertWholeHalalas(halalas);
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Halalas as riyals grouped by thousands, for people: 115000 → "1,150.00" (Latin digits, as on ZATCA's samples). */
export function halalasForDisplay(halalas: number): string {
  const [riyals = '0', fraction = '00'] = halalasAsDecimal(halalas).split('.');
  return `${riyals.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export function assertWholeHalalas(halalas: number): void {
  if (!Number.isSafeInteger(halalas)) throw new RangeError(`an amount must be whole halalas, got ${halalas}`);
}
