const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Turns Arabic-Indic and Eastern Arabic-Indic digits into Latin ones. */
export function toLatinDigits(value: string): string {
  return value.replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}
