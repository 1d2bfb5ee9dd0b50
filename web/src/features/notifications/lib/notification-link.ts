import type { NotificationItem } from '#contract/notifications';
import { detailsPath } from '#web/entities/catalogue/paths';

/** Spec §2: category 1 opens /RecidenceDetailes/{id}, 2 /IndustryDetailes/{id}; no ad, no link. */
export function notificationLink(
  item: Pick<NotificationItem, 'propertyId' | 'category' | 'searchPath'>,
): string | null {
  // A saved search's digest is about no one ad: it opens the search's results.
  if (item.propertyId === null) return item.searchPath ?? null;
  if (item.category === null) return `/Property/${item.propertyId}`;
  return detailsPath({ id: item.propertyId, category: item.category });
}
