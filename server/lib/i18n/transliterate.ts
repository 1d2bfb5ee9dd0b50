/**
 * Arabic letters in Latin, as Gulf street signs write place names ("النرجس" → "Al Narjis",
 * "حي الملك فهد" → "Hay Al Malik Fahd"): for a place an owner typed in Arabic only, on an English page.
 * Short vowels are not written in Arabic, so the result is a reading aid, not a translation.
 */
const LETTERS: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'aa',
  ٱ: 'a',
  ء: '',
  ؤ: 'u',
  ئ: 'i',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'w',
  ي: 'y',
  ى: 'a',
  پ: 'p',
  چ: 'ch',
  گ: 'g',
  ڤ: 'v',
  '،': ',',
  '؛': ';',
  '؟': '?',
};
const DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** Harakat and tatweel carry no letter of their own here. */
const SILENT = /[\u064B-\u0652\u0670\u0640]/g;

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/;

export const hasArabic = (text: string) => ARABIC_LETTER.test(text);

function word(arabic: string): string {
  // The article: "ال" at a word's start is "Al " (sun letters are not assimilated on signs either).
  const [article, rest] =
    arabic.startsWith('ال') && arabic.length > 2 ? ['Al ', arabic.slice(2)] : ['', arabic];
  let latin = '';
  let afterConsonant = false;
  for (const char of rest) {
    const digit = DIGITS.indexOf(char);
    if (digit >= 0) {
      latin += String(digit);
      afterConsonant = false;
    } else if ((char === 'و' || char === 'ي') && afterConsonant) {
      // A long vowel after a consonant: "نخيل" → "Nakhil".
      latin += char === 'و' ? 'u' : 'i';
      afterConsonant = false;
    } else {
      const letter = LETTERS[char] ?? char;
      const consonant = /^[bcdfghjklmnpqrstvwxyz]+$/.test(letter);
      // Unwritten short vowels read as "a" between two consonants: "نرجس" → "Narajas".
      if (consonant && afterConsonant) latin += 'a';
      latin += letter;
      afterConsonant = consonant;
    }
  }
  const capitalised = latin.charAt(0).toUpperCase() + latin.slice(1);
  return `${article}${capitalised}`;
}

/** The text with every Arabic word in Latin letters; Latin text and numbers stay as they are. */
export function transliterate(text: string): string {
  return text
    .replace(SILENT, '')
    .split(/(\s+)/)
    .map((part) =>
      hasArabic(part)
        ? word(part)
        : part.replace(/[،؛؟٠-٩]/g, (mark) => LETTERS[mark] ?? String(DIGITS.indexOf(mark))),
    )
    .join('');
}
