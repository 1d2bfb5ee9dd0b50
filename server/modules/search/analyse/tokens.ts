import { toLatinDigits } from '#server/lib/digits.js';
import { normalizeForSearch } from '#server/lib/normalise-text.js';

/** Superscript digits only ever follow a unit (م², m³): dropped, so the unit stands alone. */
const SUPERSCRIPTS = /[\u00B2\u00B3\u00B9]/g;
/** "3,600" and "٣٬٦٠٠" are one number. */
const THOUSANDS = /(\d)[,\u066C](?=\d{3}(?!\d))/g;
/** م2 typed for م²: the 2 is not a number of the ad. */
const SQUARE_METRES = /(^|[\s\d])م2(?=\s|$)/g;
const COMBINING_MARKS = /\p{M}/gu;
const DIGITS_THEN_ARABIC = /(\d)(?=[\u0600-\u06FF])/g;
const ARABIC_THEN_DIGITS = /([\u0600-\u06FF])(?=\d)/g;

/** Letters that Gulf keyboards and Persian or Urdu layouts type for the Arabic ones. */
const LETTER_VARIANTS: Record<string, string> = {
  '\u06A4': 'ف', // ڤ
  '\u067E': 'ب', // پ
  '\u0686': 'ج', // چ
  '\u06AF': 'ك', // گ
  '\u06A9': 'ك', // ک
  '\u06CC': 'ي', // ی
  '\u06C1': 'ه', // ہ
  '\u06D5': 'ه', // ە
  '\u0626': 'ي', // ئ
  '\u0624': 'و', // ؤ
  '\u0621': '', // ء
};
const VARIANT_LETTERS = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'g');

/**
 * Beyond the binding search form, for lexemes only: hamza on its seats and alone is folded (حائل =
 * حايل, الأحساء = الاحسا), Persian letter shapes become Arabic ones, Latin accents go.
 */
export function foldLetters(normalised: string): string {
  return normalised
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(VARIANT_LETTERS, (letter) => LETTER_VARIANTS[letter] ?? letter);
}

/** The words of a text in search form: letters or digits only, digits apart from Arabic letters. */
export function tokenise(text: string): string[] {
  const prepared = toLatinDigits(text).replace(SUPERSCRIPTS, '').replace(THOUSANDS, '$1');
  return foldLetters(normalizeForSearch(prepared))
    .replace(SQUARE_METRES, '$1م')
    .replace(DIGITS_THEN_ARABIC, '$1 ')
    .replace(ARABIC_THEN_DIGITS, '$1 ')
    .split(' ')
    .filter((word) => word.length > 0);
}

export const isDigits = (word: string) => /^\d+$/.test(word);
export const isArabic = (word: string) => /[\u0600-\u06FF]/.test(word);
