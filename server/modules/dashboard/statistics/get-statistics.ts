import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { STATISTICS_DAYS, type DashboardStatistics } from '#contract/dashboard/statistics.js';
import { sentStatuses } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { lookups, properties, propertyMessages, users } from '#server/db/schema/index.js';
import { localName } from '#server/lib/i18n/localize.js';
import { sentAd } from '#server/modules/ads/index.js';
import type { Language } from '#contract/common.js';
import { adHeadline, toAdHeadline } from '../shared/ad-headline.js';

const MOST_VIEWED = 10;
/** Days are Saudi days: UTC+3 all year. */
const SAUDI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const count = sql<number>`count(*)`.mapWith(Number);
const saudiDay = (column: AnyPgColumn) => sql<string>`to_char(${column} + interval '3 hours', 'YYYY-MM-DD')`;

/** The last `STATISTICS_DAYS` Saudi days, today last, and the instant the first one starts. */
function window(now: Date) {
  const today = Math.floor((now.getTime() + SAUDI_OFFSET_MS) / DAY_MS) * DAY_MS;
  const first = today - (STATISTICS_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: STATISTICS_DAYS }, (_, index) =>
    new Date(first + index * DAY_MS).toISOString().slice(0, 10),
  );
  return { days, since: new Date(first - SAUDI_OFFSET_MS) };
}

const fill = (days: string[], rows: { date: string; count: number }[]) => {
  const counts = new Map(rows.map((row) => [row.date, row.count]));
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
};

/** The figures of the back-office home: one query each, all at once. */
export async function getStatistics(deps: AppDeps, language: Language): Promise<DashboardStatistics> {
  const { db } = deps;
  const now = deps.clock.now();
  const { days, since } = window(now);
  const userDay = saudiDay(users.createdAt);
  const messageDay = saudiDay(propertyMessages.createdAt);
  const [[usersTotal], newUsers, byStatus, byCategory, byRegion, messages, mostViewed] = await Promise.all([
    db.select({ count }).from(users),
    db.select({ date: userDay, count }).from(users).where(gte(users.createdAt, since)).groupBy(userDay),
    db.select({ status: properties.status, count }).from(properties).where(sentAd).groupBy(properties.status),
    db
      .select({ category: properties.category, count })
      .from(properties)
      .where(sentAd)
      .groupBy(properties.category)
      .orderBy(asc(properties.category)),
    db
      .select({ id: lookups.id, nameAr: lookups.nameAr, nameEn: lookups.nameEn, count })
      .from(properties)
      .innerJoin(lookups, eq(lookups.id, properties.regionId))
      .where(sentAd)
      .groupBy(lookups.id, lookups.nameAr, lookups.nameEn)
      .orderBy(desc(count), asc(lookups.id)),
    db
      .select({ date: messageDay, count })
      .from(propertyMessages)
      .where(gte(propertyMessages.createdAt, since))
      .groupBy(messageDay),
    db
      .select({
        ...adHeadline,
        views: properties.views,
      })
      .from(properties)
      .where(and(sentAd, sql`${properties.views} > 0`))
      .orderBy(desc(properties.views), desc(properties.id))
      .limit(MOST_VIEWED),
  ]);
  const statusCounts = new Map(byStatus.map((row) => [row.status, row.count]));
  const perStatus = Object.fromEntries(
    sentStatuses.map((status) => [status, statusCounts.get(status) ?? 0]),
  ) as DashboardStatistics['properties']['byStatus'];
  return {
    users: { total: usersTotal?.count ?? 0, newPerDay: fill(days, newUsers) },
    properties: {
      total: byStatus.reduce((sum, row) => sum + row.count, 0),
      byStatus: perStatus,
      pending: perStatus.pending,
      byCategory,
      byRegion: byRegion.map((row) => ({
        region: { id: row.id, name: localName(row, language) },
        count: row.count,
      })),
    },
    messages: { perDay: fill(days, messages) },
    mostViewed: mostViewed.map((row) => ({ ...toAdHeadline(row, language), views: row.views })),
    generatedAt: now.toISOString(),
  };
}
