import type { PublishedAd } from './load-published-ad.js';

export const SITE_NAME = 'منزل';
export const SITE_TAGLINE = 'عقارات سكنية وصناعية في الخليج';
const DESCRIPTION_LENGTH = 200;
const RENT_PERIOD = { daily: 'يوميًا', monthly: 'شهريًا', yearly: 'سنويًا' } as const;

/** As the web app prints prices: Arabic wording, Latin digits, ر.س for riyals. */
export function arabicPrice(ad: Pick<PublishedAd, 'price' | 'currency' | 'rentPeriod'>): string {
  const amount = new Intl.NumberFormat('ar-SA-u-nu-latn', { maximumFractionDigits: 0 }).format(ad.price);
  const label = ad.currency === 'SAR' ? 'ر.س' : ad.currency;
  return ad.rentPeriod ? `${amount} ${label} / ${RENT_PERIOD[ad.rentPeriod]}` : `${amount} ${label}`;
}

/** Cuts at a word boundary and marks the cut. */
function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** "2,500,000 ر.س · فيلا · الرياض، النرجس · 450 م² — the owner's description…" */
export function cardDescription(ad: PublishedAd): string {
  const place = [ad.city, ad.district].filter(Boolean).join('، ');
  const area = `${new Intl.NumberFormat('ar-SA-u-nu-latn', { maximumFractionDigits: 1 }).format(ad.area)} م²`;
  const facts = [arabicPrice(ad), ad.propertyType, place, area].join(' · ');
  return ad.description ? shorten(`${facts} — ${ad.description}`, DESCRIPTION_LENGTH) : facts;
}

export const pageTitle = (ad: PublishedAd) => `${ad.title} | ${SITE_NAME}`;
