import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { absentWhenEmpty, listEnvelope, pagingQuery } from '../paging.js';
import { reportDecisions, reportKinds, reportReasons } from '../reports.js';
import { idParams } from '../id-params.js';
import { openApiSchemas } from '../openapi-registry.js';

export const reportStates = ['open', 'resolved'] as const;
export const reportSortOrders = ['newest', 'mostReported'] as const;

/** The queue: one row per reported item. `State` defaults to open, `SortBy` to newest report first. */
export const reportQueueQuery = pagingQuery().extend({
  Kind: absentWhenEmpty(z.enum(reportKinds, { error: 'fieldInvalid' })),
  State: absentWhenEmpty(z.enum(reportStates, { error: 'fieldInvalid' })),
  SortBy: absentWhenEmpty(z.enum(reportSortOrders, { error: 'fieldInvalid' })),
});
export type ReportQueueQuery = z.infer<typeof reportQueueQuery>;

export const reportedItemParams = z.object({
  kind: z.enum(reportKinds, { error: 'fieldInvalid' }),
  id: idParams.shape.id,
});

export const reportDecisionBody = z.object({
  decision: z.enum(reportDecisions, { error: 'fieldInvalid' }),
  note: absentWhenEmpty(writtenText().max(500, 'hideReasonLength')),
});
export type ReportDecisionBody = z.infer<typeof reportDecisionBody>;

export const reportedItem = z
  .object({
    kind: z.enum(reportKinds),
    id: z.number().int(),
    property: z.object({
      id: z.number().int(),
      titleAr: z.string().nullable(),
      titleEn: z.string().nullable(),
      category: z.number().int(),
      status: z.string(),
      heldForReports: z.boolean(),
    }),
    /** The review's comment or the message's text; null for an ad. */
    excerpt: z.string().nullable(),
    /** Whether the review or message is hidden already. */
    isHidden: z.boolean(),
    /** Reports counted (open ones in the open state, resolved ones otherwise). */
    reportCount: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int() })),
    /** The latest notes, newest first (at most 5), without who wrote them. */
    notes: z.array(z.string()),
    lastReportedAt: z.iso.datetime(),
    decision: z.enum(reportDecisions).nullable(),
    resolvedAt: z.iso.datetime().nullable(),
  })
  .register(openApiSchemas, { id: 'ReportedItem' });
export type ReportedItem = z.infer<typeof reportedItem>;

export const reportQueue = listEnvelope(reportedItem);
