import type { NotificationRow } from '#server/db/schema/index.js';
import { defineEvent } from '#server/lib/domain-events.js';

/** Announced inside the transaction that writes the notifications (delivery reacts: Web Push). */
export const NOTIFICATIONS_CREATED = defineEvent<readonly NotificationRow[]>('notificationsCreated');
