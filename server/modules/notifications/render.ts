import type { NotificationItem, NotificationType } from '#contract/notifications.js';
import type { NotificationRow } from '#server/db/schema/index.js';
import { localText } from '#server/lib/i18n/localize.js';
import { translate, type MessageKey, type MessageParams } from '#contract/message-catalogue.js';
import type { Language } from '#contract/common.js';
import type { SuspensionReason } from '#contract/properties.js';
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

/**
 * A notice about an ad: a fixed title, and a body (one text, or one chosen by the parameters) that
 * names the ad and whatever else `vars` reads from the parameters.
 */
function aboutAd<T extends Exclude<NotificationType, 'broadcast' | 'savedSearchDigest'>>(
  type: T,
  titleKey: MessageKey,
  bodyKey: MessageKey | ((params: NotificationParams<T>) => MessageKey),
  vars: (params: NotificationParams<T>, language: Language) => MessageParams = () => ({}),
): Renderer {
  return withParams(type, (params, language) => ({
    title: translate(titleKey, language),
    body: translate(typeof bodyKey === 'string' ? bodyKey : bodyKey(params), language, {
      title: title(params, language),
      ...vars(params, language),
    }),
  }));
}

const prices = (params: { oldPrice: number; newPrice: number; currency: string }, language: Language) => ({
  newPrice: formatPrice(params.newPrice, params.currency, language),
  oldPrice: formatPrice(params.oldPrice, params.currency, language),
});

/** Why an ad was taken off the site, as its owner reads it. */
const suspendedBodies: Record<SuspensionReason, MessageKey> = {
  licenceExpired: 'notificationAdSuspendedExpiredBody',
  licenceCancelled: 'notificationAdSuspendedCancelledBody',
  officeLicenceLapsed: 'notificationAdSuspendedOfficeBody',
  officeSuspended: 'notificationAdSuspendedOfficeStaffBody',
};

const renderers: Record<NotificationType, Renderer> = {
  newMessage: aboutAd(
    'newMessage',
    'notificationNewMessageTitle',
    'notificationNewMessageBody',
    (params, language) => ({
      name: params.senderName ?? translate('notificationSomeone', language),
    }),
  ),
  reply: aboutAd('reply', 'notificationReplyTitle', 'notificationReplyBody', (params, language) => ({
    name: params.senderName ?? translate('notificationAdvertiser', language),
  })),
  newReview: aboutAd(
    'newReview',
    'notificationNewReviewTitle',
    'notificationNewReviewBody',
    (params, language) => ({
      name: params.reviewerName ?? translate('notificationSomeone', language),
      rating: params.rating,
    }),
  ),
  priceDrop: aboutAd('priceDrop', 'notificationPriceDropTitle', 'notificationPriceDropBody', prices),
  adApproved: aboutAd('adApproved', 'notificationAdApprovedTitle', 'notificationAdApprovedBody'),
  adRejected: aboutAd(
    'adRejected',
    'notificationAdRejectedTitle',
    (params) => (params.reason ? 'notificationAdRejectedBody' : 'notificationAdRejectedNoReasonBody'),
    (params): MessageParams => (params.reason ? { reason: params.reason } : {}),
  ),
  adHeldForReports: aboutAd('adHeldForReports', 'notificationAdHeldTitle', 'notificationAdHeldBody'),
  adSuspended: aboutAd(
    'adSuspended',
    'notificationAdSuspendedTitle',
    (params) => suspendedBodies[params.reason],
  ),
  adExpiring: aboutAd(
    'adExpiring',
    'notificationAdExpiringTitle',
    'notificationAdExpiringBody',
    ({ days }) => ({ days }),
  ),
  adExpired: aboutAd('adExpired', 'notificationAdExpiredTitle', 'notificationAdExpiredBody'),
  adChangesRequested: aboutAd(
    'adChangesRequested',
    'notificationAdChangesRequestedTitle',
    'notificationAdChangesRequestedBody',
    (params) => ({ reason: params.reason }),
  ),
  savedSearchMatch: aboutAd(
    'savedSearchMatch',
    'notificationSavedSearchMatchTitle',
    'notificationSavedSearchMatchBody',
    (params) => ({ search: params.searchName }),
  ),
  savedSearchPriceDrop: aboutAd(
    'savedSearchPriceDrop',
    'notificationSavedSearchPriceDropTitle',
    'notificationSavedSearchPriceDropBody',
    (params, language) => ({ search: params.searchName, ...prices(params, language) }),
  ),
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
