import { z } from 'zod';
import { namedRef } from '../lookups.js';
import { sentStatuses } from '../properties.js';
import { openApiSchemas } from '../openapi-registry.js';

/** A day in Saudi time (UTC+3, no daylight saving), `YYYY-MM-DD`, and its count. */
export const dayCount = z.object({ date: z.iso.date(), count: z.number().int() });

export const STATISTICS_DAYS = 30;

export const dashboardStatistics = z
  .object({
    users: z.object({
      total: z.number().int(),
      /** The last 30 days, oldest first, today last; days without any are 0. */
      newPerDay: z.array(dayCount),
    }),
    properties: z.object({
      total: z.number().int(),
      /** Every status, zero included. */
      byStatus: z.record(z.enum(sentStatuses), z.number().int()),
      /** The review queue: ads waiting for approval. */
      pending: z.number().int(),
      byCategory: z.array(z.object({ category: z.number().int(), count: z.number().int() })),
      /** Regions holding at least one ad, most first. */
      byRegion: z.array(z.object({ region: namedRef, count: z.number().int() })),
    }),
    messages: z.object({ perDay: z.array(dayCount) }),
    /** The 10 ads with the most views (a view is a detail page opened by anyone but the owner). */
    mostViewed: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        category: z.number().int(),
        status: z.enum(sentStatuses),
        views: z.number().int(),
      }),
    ),
    generatedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardStatistics' });
export type DashboardStatistics = z.infer<typeof dashboardStatistics>;
