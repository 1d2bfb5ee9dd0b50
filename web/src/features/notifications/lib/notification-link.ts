import type { NotificationItem } from '#contract/notifications';
import { detailsPath } from '#web/lib/catalogue/paths';

/** Spec §2: category 1 opens /RecidenceDetailes/{id}, 2 /IndustryDetailes/{id}; no ad, no link. */
export function notificationLink(item: Pick<NotificationItem, 'propertyId' | 'category'>): string | null {
  if (item.propertyId === null) return null;
  if (item.category === null) return `/Property/${item.propertyId}`;
  return detailsPath({ id: item.propertyId, category: item.category });
}
