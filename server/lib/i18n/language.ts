import type { Language } from '#contract/common.js';

export const DEFAULT_LANGUAGE: Language = 'ar';

/** Picks ar or en from an Accept-Language header, honouring q-values; Arabic when neither is asked. */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part) => {
      const [tag = '', ...options] = part.trim().toLowerCase().split(';');
      const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => (entry.base === 'ar' || entry.base === 'en') && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
