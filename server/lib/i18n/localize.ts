import type { Language } from '#contract/common.js';
import { knownPlaceName } from './known-places.js';
import { hasArabic, transliterate } from './transliterate.js';

/** Picks the name in the reader's language, falling back to the other one. */
export function localName(names: { nameAr: string; nameEn: string }, language: Language): string {
  return language === 'ar' ? names.nameAr || names.nameEn : names.nameEn || names.nameAr;
}

/**
 * A place the owner wrote (district, address) on an English page: its English name where stored,
 * else each comma-separated part by its settled English name (known districts and cities: "النرجس"
 * → "Al Narjis") or in Latin letters. Arabic pages show it as written.
 */
export function localPlace(
  written: string | null,
  english: string | null,
  language: Language,
): string | null {
  if (language === 'ar') return written ?? english;
  if (english) return english;
  if (!written || !hasArabic(written)) return written;
  return written
    .split(/\s*[،,]\s*/)
    .map((part) => knownPlaceName(part) ?? transliterate(part))
    .join(', ');
}

/**
 * What an address adds to the district, city and region shown beside it: its comma-separated parts
 * that name none of them ("حي النرجس، الرياض" adds nothing to النرجس، الرياض).
 */
export function addressBeyond(address: string | null, places: (string | null)[]): string | null {
  const named = new Set(places.filter((place): place is string => Boolean(place)).map(bare));
  const rest = (address ?? '').split(/\s*[،,]\s*/).filter((part) => part && !named.has(bare(part)));
  return rest.length ? rest.join('، ') : null;
}

/** A place name without "حي" / "منطقة" / "district" around it, for comparing. */
const bare = (place: string) =>
  place
    .trim()
    .replace(/^(حي|منطقة)\s+/, '')
    .replace(/\s+(district|region)$/i, '')
    .toLowerCase();

export function localText(ar: string | null, en: string | null, language: Language): string {
  return (language === 'ar' ? (ar ?? en) : (en ?? ar)) ?? '';
}
