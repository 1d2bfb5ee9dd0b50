import type { EndpointDefinition } from '#contract/endpoint';
import { listConversations } from '#contract/endpoints/messages';
import { getProperty } from '#contract/endpoints/properties';
import { listReviews } from '#contract/endpoints/reviews';
import type { NotificationType } from '#contract/notifications';

/**
 * What else on screen a notification makes stale, so an open page shows it without a reload: the
 * endpoints whose resources (`invalidateResources`) are read again.
 */
export function relatedQueries(type: NotificationType): EndpointDefinition[] {
  switch (type) {
    case 'newMessage':
    case 'reply':
      return [listConversations];
    case 'newReview':
      return [listReviews, getProperty];
    case 'priceDrop':
    case 'adApproved':
    case 'adRejected':
    case 'adHeldForReports':
    case 'adSuspended':
    case 'adExpiring':
    case 'adExpired':
    case 'adChangesRequested':
      return [getProperty];
    case 'broadcast':
    case 'savedSearchMatch':
    case 'savedSearchPriceDrop':
    case 'savedSearchDigest':
      return [];
  }
}
