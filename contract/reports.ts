import { z } from 'zod';
import { writtenText } from './written-text.js';
import { openApiSchemas } from './openapi-registry.js';

/** What can be reported: an ad, a review of an ad, or a message (by the person who received it). */
export const reportKinds = ['ad', 'review', 'message'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportReasons = [
  'unavailable',
  'wrongPrice',
  'fakePhotos',
  'scam',
  'duplicate',
  'wrongLicense',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportDecisions = ['dismissed', 'acted'] as const;
export type ReportDecision = (typeof reportDecisions)[number];

export const REPORT_NOTE_MAX_LENGTH = 500;

const itemId = z
  .number({ error: 'fieldInvalid' })
  .int('fieldInvalid')
  .positive('fieldInvalid')
  .max(2_147_483_647);

/** `other` needs a note (what is wrong); any reason may carry one. A blank note is none. */
export const reportBody = z
  .object({
    kind: z.enum(reportKinds, { error: 'fieldInvalid' }),
    id: itemId,
    reason: z.enum(reportReasons, { error: 'reportReasonRequired' }),
    note: writtenText()
      .max(REPORT_NOTE_MAX_LENGTH, 'reportNoteTooLong')
      .transform((value) => (value === '' ? null : value))
      .nullish(),
  })
  .superRefine((body, context) => {
    if (body.reason === 'other' && !body.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'reportNoteRequired' });
    }
  });
export type ReportBody = z.infer<typeof reportBody>;

export const reportReceipt = z
  .object({
    kind: z.enum(reportKinds),
    id: z.number().int(),
    reason: z.enum(reportReasons),
    /** true when this person had already reported the item: their report was updated. */
    updated: z.boolean(),
  })
  .register(openApiSchemas, { id: 'ReportReceipt' });
export type ReportReceipt = z.infer<typeof reportReceipt>;
