import type { NotificationType } from '../../../../../contract/notifications';

/** What else on screen a notification makes stale, so an open page shows it without a reload. */
export function relatedQueries(type: NotificationType): string[][] {
  switch (type) {
    case 'newMessage':
    case 'reply':
      return [['messages']];
    case 'newReview':
      return [['reviews'], ['properties', 'detail']];
    case 'priceDrop':
    case 'adApproved':
    case 'adRejected':
      return [['properties']];
    case 'broadcast':
      return [];
  }
}
