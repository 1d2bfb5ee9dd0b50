import type { BadgeTone } from '#web/components/ui/Badge';
import type { PropertyStatus } from './api';

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
