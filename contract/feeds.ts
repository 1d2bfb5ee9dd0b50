import { z } from 'zod';
import type { MultipartForm } from './common.js';
import { officeIdParams } from './offices.js';

/** Where a run's listings came from: an uploaded file, the saved feed URL by hand, or its schedule. */
export const feedRunSources = ['upload', 'url', 'schedule'] as const;
/**
 * A run is a dry run until applied (`applying` while the job works), then `applied`; `failed` when the
 * file or URL could not be read at all; `superseded` when a newer dry run replaced an unapplied one.
 */
export const feedRunStates = ['dryRun', 'applying', 'applied', 'failed', 'superseded'] as const;
export type FeedRunState = (typeof feedRunStates)[number];

/** What a row does (dry run) or did (applied); `error` rows change nothing. */
export const feedActions = ['create', 'update', 'unchanged', 'withdraw', 'error'] as const;
export type FeedAction = (typeof feedActions)[number];

/** A field's problem as stored: a message key of the catalogue and its parameters. */
export interface FeedProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** One row of a run's report, as stored (localized when read). */
export interface FeedReportRow {
  /** The row's place in the file from 1; null for a withdrawal (a listing the file does not name). */
  row: number | null;
  reference: string | null;
  action: FeedAction;
  propertyId: number | null;
  problems: FeedProblem[];
}

export type FeedCounts = Record<FeedAction, number>;

export const feedRunParams = z.object({
  id: officeIdParams.shape.id,
  runId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `full=false` imports only what the file names (nothing is withdrawn); a full feed is the default. */
export const feedUploadQuery = z.object({
  full: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const feedUploadForm: MultipartForm = {
  type: 'object',
  required: ['file'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: 'an XML or CSV feed (docs/operations/feeds.md), at most FEED_MAX_BYTES',
    },
  },
};

export const feedUrlBody = z.object({
  /** An http(s) URL, or null to stop syncing. */
  url: z
    .url({ protocol: /^https?$/, error: 'feedUrlInvalid' })
    .max(2000, 'feedUrlInvalid')
    .nullable(),
});

const counts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  withdraw: z.number().int(),
  error: z.number().int(),
});

export const feedRunSummary = z.object({
  id: z.number().int(),
  source: z.enum(feedRunSources),
  format: z.enum(['xml', 'csv']),
  full: z.boolean(),
  state: z.enum(feedRunStates),
  counts,
  /** Why the run failed as a whole, in the reader's language. */
  failure: z.string().nullable(),
  createdAt: z.iso.datetime(),
  appliedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type FeedRunSummary = z.infer<typeof feedRunSummary>;

export const feedReportRow = z.object({
  row: z.number().int().nullable(),
  reference: z.string().nullable(),
  action: z.enum(feedActions),
  propertyId: z.number().int().nullable(),
  /** Each problem in the reader's language, with the feed field it is about. */
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The listing's photos its last fetch could not take (each URL and why), once applied. */
  photoProblems: z.array(z.object({ url: z.string(), message: z.string() })),
});

export const feedRun = feedRunSummary.extend({ report: z.array(feedReportRow) });
export type FeedRun = z.infer<typeof feedRun>;

export const officeFeed = z.object({
  /** The saved feed URL, re-read every FEED_SYNC_CRON tick, or null. */
  url: z.string().nullable(),
  /** The newest runs first (the last 20). */
  runs: z.array(feedRunSummary),
});
export type OfficeFeed = z.infer<typeof officeFeed>;
