import { z } from 'zod';
import { adActivityKinds, type AdActivityKind } from './ad-activity.js';
import { absentWhenEmpty, listEnvelope, MAX_PAGE_SIZE } from './paging.js';
import { propertyStatuses } from './properties.js';

/** The periods the desk counts over, in days ending today (ADR 0040). */
export const insightPeriods = [7, 30, 90] as const;
export type InsightPeriod = (typeof insightPeriods)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 30;
/** The rank by views counts the views of this many closed days. */
export const RANK_VIEW_DAYS = 30;

const period = absentWhenEmpty(z.enum(['7', '30', '90'], { error: 'choiceInvalid' })).transform((days) =>
  days === undefined ? DEFAULT_INSIGHT_PERIOD : (Number(days) as InsightPeriod),
);
const agentId = absentWhenEmpty(z.uuid({ error: 'fieldInvalid' }));

export const myInsightsQuery = z.object({ days: period });
/** An office's: all of its ads, or those one of its people posted (`agentId`). */
export const officeInsightsQuery = z.object({ days: period, agentId });

/** How the per-ad rows are ordered: by a kind's count (most first), or the newest ad first. */
export const insightSorts = [...adActivityKinds, 'newest'] as const;
export type InsightSort = (typeof insightSorts)[number];

const rowsPaging = {
  PageSize: absentWhenEmpty(z.coerce.number({ error: 'fieldInvalid' }).int().min(1).max(1_000_000)).transform(
    (size) => Math.min(size ?? 20, MAX_PAGE_SIZE),
  ),
  PageNumber: absentWhenEmpty(z.coerce.number({ error: 'fieldInvalid' }).int().min(0).max(10_000)).transform(
    (page) => page ?? 0,
  ),
  SortBy: absentWhenEmpty(z.enum(insightSorts, { error: 'choiceInvalid' })).transform(
    (sort): InsightSort => sort ?? 'view',
  ),
};
export const myInsightAdsQuery = myInsightsQuery.extend(rowsPaging);
export const officeInsightAdsQuery = officeInsightsQuery.extend(rowsPaging);

const id = z.coerce.number({ error: 'notFound' }).int().positive().max(2_147_483_647);
export const insightAdParams = z.object({ propertyId: id });
export const officeInsightAdParams = z.object({ id, propertyId: id });

/** A count for every kind, zero included. */
export const kindCounts = z.object(
  Object.fromEntries(adActivityKinds.map((kind) => [kind, z.number().int()])) as Record<
    AdActivityKind,
    z.ZodNumber
  >,
);
export type KindCounts = z.infer<typeof kindCounts>;
export const noCounts = (): KindCounts =>
  Object.fromEntries(adActivityKinds.map((kind) => [kind, 0])) as KindCounts;

const isoDay = z.iso.date();
export const insightDay = z.object({ day: isoDay, counts: kindCounts });

/** The period's totals, the period before it (for a trend), and every day of it, zeros included. */
export const insightFigures = z.object({
  days: z.number().int(),
  /** The first and last UTC day counted; the last is today, whose counts grow until midnight. */
  from: isoDay,
  to: isoDay,
  totals: kindCounts,
  previous: kindCounts,
  series: z.array(insightDay),
});

export const insightsSummary = insightFigures.extend({
  /** How many ads the figures are of (every status). */
  adCount: z.number().int(),
});
export type InsightsSummary = z.infer<typeof insightsSummary>;

/** "3rd of 41": a place among `of` similar published ads. */
export const rankPlace = z.object({ rank: z.number().int(), of: z.number().int() });
export type RankPlace = z.infer<typeof rankPlace>;

/**
 * The ad's place among similar published ads (same city, property type, transaction), as of the
 * last daily computation (`on`): by views over the 30 closed days before it, and by price per m²
 * (1 = the cheapest; among those in its currency and rent period with a price per m²). Null for an
 * ad that was not published then.
 */
export const similarRank = z.object({
  on: isoDay,
  byViews: rankPlace,
  byPricePerMetre: rankPlace.nullable(),
});
export type SimilarRank = z.infer<typeof similarRank>;

export const insightAdRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(propertyStatuses),
  city: z.string(),
  /** Who posted it (an office's view names its agent). */
  ownerName: z.string(),
  counts: kindCounts,
  rank: similarRank.nullable(),
});
export type InsightAdRow = z.infer<typeof insightAdRow>;

export const insightAdList = listEnvelope(insightAdRow).extend({
  days: z.number().int(),
  from: isoDay,
  to: isoDay,
});
export type InsightAdList = z.infer<typeof insightAdList>;

export const adInsights = insightFigures.extend({ ad: insightAdRow });
export type AdInsights = z.infer<typeof adInsights>;
