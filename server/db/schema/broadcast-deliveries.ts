import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { BroadcastContent, BroadcastSegment } from '#contract/dashboard/notifications.js';
import { identityId, stamp } from './columns.js';

/**
 * A broadcast being written, batch by batch, by a background job: each batch's notifications and the
 * progress (`after_user_id`, `sent`) commit together, so a restart resumes after the last batch and
 * nobody is notified twice.
 */
export const broadcastDeliveries = pgTable('broadcast_deliveries', {
  id: identityId(),
  content: jsonb('content').$type<BroadcastContent>().notNull(),
  segment: jsonb('segment').$type<BroadcastSegment>().notNull(),
  /** The request's time: the audience is the users who existed then, and the notifications carry it. */
  cutoff: stamp('cutoff').notNull(),
  /** The last user notified (keyset order by id); null before the first batch. */
  afterUserId: uuid('after_user_id'),
  sent: integer('sent').notNull().default(0),
  finishedAt: stamp('finished_at'),
});

export type BroadcastDeliveryRow = typeof broadcastDeliveries.$inferSelect;
