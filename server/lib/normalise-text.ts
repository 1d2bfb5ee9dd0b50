import { toLatinDigits } from './digits.js';

const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The search form of a text (decisions.md): alef forms → ا, ة → ه, ى → ي, diacritics and tatweel
 * removed, Arabic-Indic digits → Latin, lower case, punctuation to single spaces.
 */
export function normalizeForSearch(text: string): string {
  return toLatinDigits(text)
    .normalize('NFKC')
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, 'ا')
    .replace(/\u0629/g, 'ه')
    .replace(/\u0649/g, 'ي')
    .toLowerCase()
    .replace(NOT_WORD, ' ')
    .trim();
}
