import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { listEnvelope, pagingQuery } from '../paging.js';
import { staffRef } from './staff-identity.js';
import { openApiSchemas } from '../openapi-registry.js';

/**
 * Who a broadcast reaches (docs/back-office.md "Broadcast"). Blocked users are never included.
 * `all`: every user; `advertisers`: users with at least one ad, whatever its status; `region`:
 * users with at least one ad in that region; `joinedSince`: users who signed up on or after that
 * Saudi day (UTC+3).
 */
export const broadcastSegmentKinds = ['all', 'advertisers', 'region', 'joinedSince'] as const;
export type BroadcastSegmentKind = (typeof broadcastSegmentKinds)[number];

export const broadcastSegment = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('all') }),
      z.object({ kind: z.literal('advertisers') }),
      z.object({
        kind: z.literal('region'),
        regionId: z.number({ error: 'fieldInvalid' }).int().positive().max(2_147_483_647),
      }),
      z.object({ kind: z.literal('joinedSince'), since: z.iso.date({ error: 'fieldInvalid' }) }),
    ],
    { error: 'broadcastSegmentInvalid' },
  )
  .register(openApiSchemas, { id: 'BroadcastSegment' });
export type BroadcastSegment = z.infer<typeof broadcastSegment>;

const text = (max: number, required: string, length: string) =>
  writtenText({ error: required }).min(1, required).max(max, length);

export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_BODY_MAX = 500;

export const broadcastContent = z.object({
  titleAr: text(BROADCAST_TITLE_MAX, 'broadcastTitleRequired', 'broadcastTitleLength'),
  titleEn: text(BROADCAST_TITLE_MAX, 'broadcastTitleRequired', 'broadcastTitleLength'),
  bodyAr: text(BROADCAST_BODY_MAX, 'broadcastBodyRequired', 'broadcastBodyLength'),
  bodyEn: text(BROADCAST_BODY_MAX, 'broadcastBodyRequired', 'broadcastBodyLength'),
});
export type BroadcastContent = z.infer<typeof broadcastContent>;

export const broadcastPreviewBody = z.object({ segment: broadcastSegment });
export type BroadcastPreviewBody = z.infer<typeof broadcastPreviewBody>;

/** How many users the segment reaches now. */
export const broadcastPreviewAnswer = z.object({ count: z.number().int() });
export type BroadcastPreviewAnswer = z.infer<typeof broadcastPreviewAnswer>;

/**
 * `expectedCount` is the preview's count the staff member confirmed: when the segment now reaches
 * another number of users the broadcast is refused (409) and nothing is sent.
 */
export const broadcastBody = broadcastContent.extend({
  segment: broadcastSegment,
  expectedCount: z.number({ error: 'fieldInvalid' }).int().min(0).max(100_000_000),
});
export type BroadcastBody = z.infer<typeof broadcastBody>;

export const broadcastAnswer = z.object({
  /** Users the broadcast reaches; their notifications are written by a background job. */
  sent: z.number().int(),
});
export type BroadcastAnswer = z.infer<typeof broadcastAnswer>;

export const broadcastListQuery = pagingQuery();

export const broadcastRecord = z
  .object({
    id: z.number().int(),
    staff: staffRef,
    titleAr: z.string(),
    titleEn: z.string(),
    bodyAr: z.string(),
    bodyEn: z.string(),
    segment: broadcastSegment,
    /** Users reached. */
    sent: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardBroadcast' });
export type BroadcastRecord = z.infer<typeof broadcastRecord>;

export const broadcastList = listEnvelope(broadcastRecord);
export type BroadcastList = z.infer<typeof broadcastList>;
