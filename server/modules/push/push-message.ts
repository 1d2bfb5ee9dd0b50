import type { NotificationRow } from '#server/db/schema/index.js';
import type { Language } from '#contract/common.js';
import { translate } from '#contract/message-catalogue.js';
import { renderNotification, savedSearchLinksOf } from '../notifications/index.js';

/** What the service worker (web/public/firebase-messaging-sw.js) reads from a push. */
export interface PushMessage {
  /** The notification's id: the browser shows one notification per id. */
  id: number;
  title: string;
  body: string;
  /** The page a click opens: the ad's details page, as the notification panel does. */
  url: string;
  /** A saved search's alert: the button that stops its alerts through the signed link, no sign-in. */
  unsubscribe?: { title: string; url: string };
}

const MAX_BODY_CHARACTERS = 1000;

/** Product spec §2: category 1 opens /RecidenceDetailes/{id}, category 2 /IndustryDetailes/{id}. */
export function notificationPath(row: Pick<NotificationRow, 'propertyId' | 'category'>): string {
  if (row.propertyId === null) return '/';
  if (row.category === 2) return `/IndustryDetailes/${row.propertyId}`;
  return `/RecidenceDetailes/${row.propertyId}`;
}

/** A digest is about no one ad: it opens its saved search's results. */
function pathOf(row: NotificationRow, links: ReturnType<typeof savedSearchLinksOf>): string {
  if (row.type !== 'savedSearchDigest') return notificationPath(row);
  return links?.searchPath ?? '/';
}

/** The push for one notification, in the receiver's language, with an absolute link (PUBLIC_URL). */
export function pushMessageFor(row: NotificationRow, language: Language, publicUrl: string): PushMessage {
  const { title, body } = renderNotification(row, language);
  const links = savedSearchLinksOf(row);
  return {
    id: row.id,
    title,
    body: body.length > MAX_BODY_CHARACTERS ? `${body.slice(0, MAX_BODY_CHARACTERS - 1)}…` : body,
    url: new URL(pathOf(row, links), publicUrl).toString(),
    ...(links && {
      unsubscribe: {
        title: translate('alertEmailUnsubscribe', language),
        url: new URL(links.unsubscribePath, publicUrl).toString(),
      },
    }),
  };
}
