const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * What a person typed in a number field, as Latin digits only: Arabic-Indic (٠-٩) and Persian (۰-۹)
 * digits become 0-9, separators and anything else are dropped.
 */
export function latinDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/\D/g, '');
}
