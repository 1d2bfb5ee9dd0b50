import type { NotificationItem, NotificationType } from '#contract/notifications.js';
import type { NotificationRow } from '#server/db/schema/index.js';
import { localText } from '#server/lib/i18n/localize.js';
import { translate } from '#contract/message-catalogue.js';
import type { Language } from '#contract/common.js';
import { notificationParams, savedSearchLinkParams, type NotificationParams } from './notification-params.js';

/** Arabic wording with Latin digits, as the web app prints prices: "1,250,000 ر.س", "SAR 1,250,000". */
export function formatPrice(price: number, currency: string, language: Language): string {
  const amount = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
    maximumFractionDigits: 2,
  }).format(price);
  let label = currency;
  if (currency === 'SAR') {
    label = language === 'ar' ? 'ر.س' : 'SAR';
  } else {
    try {
      const parts = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
        style: 'currency',
        currency,
      }).formatToParts(0);
      label = parts.find((part) => part.type === 'currency')?.value ?? currency;
    } catch {
      // not an ISO currency code: print the code as stored
    }
  }
  return language === 'ar' ? `${amount} ${label}` : `${label} ${amount}`;
}

interface Rendered {
  title: string;
  body: string;
}
type Renderer = (params: unknown, language: Language) => Rendered;

/** Reads the stored parameters through the type's schema; what it cannot read gets the generic text. */
function withParams<T extends NotificationType>(
  type: T,
  draw: (params: NotificationParams<T>, language: Language) => Rendered,
): Renderer {
  return (params, language) => {
    const parsed = notificationParams[type].safeParse(params);
    return parsed.success ? draw(parsed.data as NotificationParams<T>, language) : generic(language);
  };
}

const title = (params: { titleAr: string | null; titleEn: string | null }, language: Language) =>
  localText(params.titleAr, params.titleEn, language);

const renderers: Record<NotificationType, Renderer> = {
  newMessage: withParams('newMessage', (params, language) => ({
    title: translate('notificationNewMessageTitle', language),
    body: translate('notificationNewMessageBody', language, {
      name: params.senderName ?? translate('notificationSomeone', language),
      title: title(params, language),
    }),
  })),
  reply: withParams('reply', (params, language) => ({
    title: translate('notificationReplyTitle', language),
    body: translate('notificationReplyBody', language, {
      name: params.senderName ?? translate('notificationAdvertiser', language),
      title: title(params, language),
    }),
  })),
  newReview: withParams('newReview', (params, language) => ({
    title: translate('notificationNewReviewTitle', language),
    body: translate('notificationNewReviewBody', language, {
      name: params.reviewerName ?? translate('notificationSomeone', language),
      title: title(params, language),
      rating: params.rating,
    }),
  })),
  priceDrop: withParams('priceDrop', (params, language) => ({
    title: translate('notificationPriceDropTitle', language),
    body: translate('notificationPriceDropBody', language, {
      title: title(params, language),
      newPrice: formatPrice(params.newPrice, params.currency, language),
      oldPrice: formatPrice(params.oldPrice, params.currency, language),
    }),
  })),
  adApproved: withParams('adApproved', (params, language) => ({
    title: translate('notificationAdApprovedTitle', language),
    body: translate('notificationAdApprovedBody', language, { title: title(params, language) }),
  })),
  adRejected: withParams('adRejected', (params, language) => ({
    title: translate('notificationAdRejectedTitle', language),
    body: params.reason
      ? translate('notificationAdRejectedBody', language, {
          title: title(params, language),
          reason: params.reason,
        })
      : translate('notificationAdRejectedNoReasonBody', language, { title: title(params, language) }),
  })),
  adHeldForReports: withParams('adHeldForReports', (params, language) => ({
    title: translate('notificationAdHeldTitle', language),
    body: translate('notificationAdHeldBody', language, { title: title(params, language) }),
  })),
  adSuspended: withParams('adSuspended', (params, language) => ({
    title: translate('notificationAdSuspendedTitle', language),
    body: translate(
      params.reason === 'licenceExpired'
        ? 'notificationAdSuspendedExpiredBody'
        : 'notificationAdSuspendedCancelledBody',
      language,
      { title: title(params, language) },
    ),
  })),
  adExpiring: withParams('adExpiring', (params, language) => ({
    title: translate('notificationAdExpiringTitle', language),
    body: translate('notificationAdExpiringBody', language, {
      title: title(params, language),
      days: params.days,
    }),
  })),
  adExpired: withParams('adExpired', (params, language) => ({
    title: translate('notificationAdExpiredTitle', language),
    body: translate('notificationAdExpiredBody', language, { title: title(params, language) }),
  })),
  adChangesRequested: withParams('adChangesRequested', (params, language) => ({
    title: translate('notificationAdChangesRequestedTitle', language),
    body: translate('notificationAdChangesRequestedBody', language, {
      title: title(params, language),
      reason: params.reason,
    }),
  })),
  savedSearchMatch: withParams('savedSearchMatch', (params, language) => ({
    title: translate('notificationSavedSearchMatchTitle', language),
    body: translate('notificationSavedSearchMatchBody', language, {
      title: title(params, language),
      search: params.searchName,
    }),
  })),
  savedSearchPriceDrop: withParams('savedSearchPriceDrop', (params, language) => ({
    title: translate('notificationSavedSearchPriceDropTitle', language),
    body: translate('notificationSavedSearchPriceDropBody', language, {
      title: title(params, language),
      search: params.searchName,
      newPrice: formatPrice(params.newPrice, params.currency, language),
      oldPrice: formatPrice(params.oldPrice, params.currency, language),
    }),
  })),
  savedSearchDigest: withParams('savedSearchDigest', (params, language) => ({
    title: translate('notificationSavedSearchDigestTitle', language),
    body: translate('notificationSavedSearchDigestBody', language, {
      search: params.searchName,
      count: params.count,
    }),
  })),
  broadcast: withParams('broadcast', (params, language) =>
    language === 'ar'
      ? { title: params.titleAr, body: params.bodyAr }
      : { title: params.titleEn, body: params.bodyEn },
  ),
};

function generic(language: Language): Rendered {
  return {
    title: translate('notificationGenericTitle', language),
    body: translate('notificationGenericBody', language),
  };
}

/** The title and text of a stored notification in the reader's language. */
export function renderNotification(
  row: Pick<NotificationRow, 'type' | 'params'>,
  language: Language,
): Rendered {
  return Object.hasOwn(renderers, row.type) ? renderers[row.type](row.params, language) : generic(language);
}

/** A saved-search alert's links (its results, its unsubscribe), when the row has them. */
export function savedSearchLinksOf(row: Pick<NotificationRow, 'type' | 'params'>) {
  if (!row.type.startsWith('savedSearch')) return undefined;
  const links = savedSearchLinkParams.safeParse(row.params);
  return links.success ? links.data : undefined;
}

export function toNotificationItem(row: NotificationRow, language: Language): NotificationItem {
  return {
    ...savedSearchLinksOf(row),
    id: row.id,
    type: row.type,
    ...renderNotification(row, language),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    propertyId: row.propertyId,
    category: row.category,
  };
}
