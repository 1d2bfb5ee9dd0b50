import { detailsPath } from '#web/entities/catalogue/paths';

/** The ad's address to share: the per-category details route on this site (`useSiteOrigin()`). */
export const shareUrl = (property: { id: number; category: number }, origin: string) =>
  new URL(detailsPath(property), origin).href;

/** wa.me wants the international number as digits only, without + or leading zeros. */
export function whatsappLink(number: string, text: string): string | null {
  const digits = number.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export const telLink = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

export const openStreetMapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
