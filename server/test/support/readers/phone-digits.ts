const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Persian digits as ASCII, and digit groups joined ("055 123-4567" → "0551234567"). */
function digitsOf(text: string): string {
  return text
    .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) % 16))
    .replace(/(\d)[\s\u00a0.()-]+(?=\d)/g, '$1');
}

/**
 * Whether `text` carries the Saudi mobile `e164` in any form: +966…, 00966…, 05…, 5…, in Latin or
 * Arabic-Indic digits, grouped or not. Every form contains the national digits after the dial code.
 */
export function carriesPhone(text: string, e164: string): boolean {
  const national = e164.replace(/^\+966/, '');
  return digitsOf(text).includes(national);
}
