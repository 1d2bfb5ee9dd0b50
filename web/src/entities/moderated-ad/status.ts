import type { moderationSortOrders } from '#contract/dashboard/properties';
import type { sentStatuses } from '#contract/properties';
import type { BadgeTone } from '#web/components/ui/Badge';

/** The orders a list of ads under moderation sorts by. */
export type ModerationSort = (typeof moderationSortOrders)[number];
/** An ad's status as the back office sees it. */
export type PropertyStatus = (typeof sentStatuses)[number];

/** The colour of each ad status on its badge: waiting for review, live, refused, done, put away. */
export const statusTones: Record<PropertyStatus, BadgeTone> = {
  pending: 'waiting',
  published: 'good',
  rejected: 'bad',
  changesRequested: 'waiting',
  sold: 'done',
  rented: 'done',
  archived: 'muted',
  suspended: 'bad',
  expired: 'muted',
};
