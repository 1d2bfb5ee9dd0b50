import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';
import {
  getCountries,
  getCountryCallingCode,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { flagUrl } from './flags';

countries.registerLocale(ar);
countries.registerLocale(en);

export interface DialCountry {
  code: CountryCode;
  dialCode: string;
  nameAr: string;
  nameEn: string;
  /** The flag picture, when there is one for the code. */
  flag: string | undefined;
  /** Gulf markets and neighbours: listed first, right after +966. */
  preferred: boolean;
}

const PREFERRED: CountryCode[] = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO'];

/** Every country libphonenumber knows, with Arabic and English names; Saudi Arabia (+966) first. */
export const dialCountries: DialCountry[] = getCountries()
  .map((code) => ({
    code,
    dialCode: `+${getCountryCallingCode(code)}`,
    nameAr: countries.getName(code, 'ar') ?? code,
    nameEn: countries.getName(code, 'en') ?? code,
    flag: flagUrl(code),
    preferred: PREFERRED.includes(code),
  }))
  .sort((a, b) => {
    const rank = (country: DialCountry) =>
      country.preferred ? PREFERRED.indexOf(country.code) : PREFERRED.length;
    return rank(a) - rank(b) || a.nameAr.localeCompare(b.nameAr, 'ar');
  });

export const DEFAULT_COUNTRY = dialCountries[0] as DialCountry;

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** What a person types, as Latin digits only. */
export function phoneDigits(value: string): string {
  return phoneDigitsInText(value).replace(/\D/g, '');
}

/** libphonenumber's length check for the chosen country (no hand-written table of digit counts). */
export function phoneLengthProblem(digits: string, country: CountryCode): 'tooShort' | 'tooLong' | undefined {
  const national = digits.replace(/^0+/, '');
  const result = validatePhoneNumberLength(national, country);
  if (result === 'TOO_SHORT' || result === 'NOT_A_NUMBER') return 'tooShort';
  if (result === 'TOO_LONG' || result === 'INVALID_LENGTH')
    return national.length > 8 ? 'tooLong' : 'tooShort';
  return undefined;
}

const searchForm = (text: string) =>
  phoneDigitsInText(text)
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A');

function phoneDigitsInText(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/** The picker's filter: every typed word appears in the entry (الامارات finds الإمارات; 966 finds +966). */
export function countryMatches(entry: string, search: string): number {
  const haystack = searchForm(entry);
  const words = searchForm(search).split(/\s+/).filter(Boolean);
  return words.every((word) => haystack.includes(word)) ? 1 : 0;
}
