import type { Language } from '#contract/common.js';

/** Picks the name in the reader's language, falling back to the other one. */
export function localName(names: { nameAr: string; nameEn: string }, language: Language): string {
  return language === 'ar' ? names.nameAr || names.nameEn : names.nameEn || names.nameAr;
}

export function localText(ar: string | null, en: string | null, language: Language): string {
  return (language === 'ar' ? (ar ?? en) : (en ?? ar)) ?? '';
}
