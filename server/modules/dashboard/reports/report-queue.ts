import { and, countDistinct, desc, eq, inArray, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { ReportedItem, ReportQueueQuery } from '#contract/dashboard/reports.js';
import type { ReportDecision, ReportKind } from '#contract/reports.js';
import type { AppDeps } from '#server/deps.js';
import type { Database } from '#server/db/client.js';
import { properties, propertyMessages, reports, reviews } from '#server/db/schema/index.js';
import { pagedList } from '#server/lib/paging.js';
import { adHeadline } from '../shared/ad-headline.js';

const NOTES_SHOWN = 5;

/** Open reports, or resolved ones. */
export const inState = (state: 'open' | 'resolved') =>
  state === 'open' ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt);

const reportCount = sql<number>`count(*)`.mapWith(Number);
const lastReportedAt = max(reports.updatedAt);
/** An item decided more than once shows its latest decision. */
const latestDecision = sql<ReportDecision | null>`(array_agg(${reports.decision} order by ${reports.resolvedAt} desc nulls last))[1]`;

/** One row per reported item among the reports `where` picks: its counts and latest decision. */
const itemRows = (db: Pick<Database, 'select'>, where: SQL | undefined) =>
  db
    .select({
      kind: reports.kind,
      targetId: reports.targetId,
      propertyId: reports.propertyId,
      reportCount,
      lastReportedAt,
      resolvedAt: max(reports.resolvedAt),
      decision: latestDecision,
    })
    .from(reports)
    .where(where)
    .groupBy(reports.kind, reports.targetId, reports.propertyId);

interface ItemRow {
  kind: ReportKind;
  targetId: number;
  propertyId: number;
  reportCount: number;
  lastReportedAt: Date | null;
  resolvedAt: Date | null;
  decision: ReportDecision | null;
}

/**
 * The back-office queue: one row per reported item (ad, review, message) with how many people
 * reported it and why, newest report first or most reported first. Reporters are never named.
 */
export async function listReportQueue(deps: AppDeps, query: ReportQueueQuery) {
  const where = and(
    inState(query.State ?? 'open'),
    query.Kind === undefined ? undefined : eq(reports.kind, query.Kind),
  );
  const order =
    query.SortBy === 'mostReported'
      ? [desc(reportCount), desc(lastReportedAt)]
      : [desc(lastReportedAt), desc(reportCount)];
  const rows: ItemRow[] = [];
  const page = await pagedList(
    query,
    async (limit, offset) => {
      const found = await itemRows(deps.db, where)
        .orderBy(...order, desc(reports.targetId))
        .limit(limit)
        .offset(offset);
      rows.push(...found);
      return found;
    },
    () =>
      deps.db
        .select({ n: countDistinct(sql`(${reports.kind}, ${reports.targetId})`) })
        .from(reports)
        .where(where),
    (row) => row,
  );
  const details = await itemDetails(deps.db, rows, where);
  return { ...page, data: rows.map((row) => details(row)) };
}

/** One item of the queue: its open reports, or those one decision resolved (what `decide` answers). */
export async function reportedItemOf(
  db: Pick<Database, 'select'>,
  kind: ReportKind,
  id: number,
  which: 'open' | { resolvedAt: Date },
): Promise<ReportedItem | undefined> {
  const where = and(
    which === 'open' ? inState('open') : eq(reports.resolvedAt, which.resolvedAt),
    eq(reports.kind, kind),
    eq(reports.targetId, id),
  );
  const rows = await itemRows(db, where);
  const details = await itemDetails(db, rows, where);
  return rows[0] && details(rows[0]);
}

const keyOf = (kind: string, id: number) => `${kind}:${id}`;

/** Reasons, notes, the ad, and the review's or message's text of the items of a page. */
async function itemDetails(db: Pick<Database, 'select'>, rows: ItemRow[], where: SQL | undefined) {
  const ids = (kind: ReportKind) => rows.filter((row) => row.kind === kind).map((row) => row.targetId);
  const ofItems = sql`(${reports.kind}, ${reports.targetId}) in (${sql.join(
    rows.map((row) => sql`(${row.kind}, ${row.targetId})`),
    sql`, `,
  )})`;
  const none = rows.length === 0;
  const [reasons, notes, ads, reviewRows, messageRows] = await Promise.all([
    none
      ? []
      : db
          .select({
            kind: reports.kind,
            targetId: reports.targetId,
            reason: reports.reason,
            count: reportCount,
          })
          .from(reports)
          .where(and(where, ofItems))
          .groupBy(reports.kind, reports.targetId, reports.reason),
    none
      ? []
      : db
          .select({ kind: reports.kind, targetId: reports.targetId, note: reports.note })
          .from(reports)
          .where(and(where, ofItems, isNotNull(reports.note)))
          .orderBy(desc(reports.updatedAt)),
    none
      ? []
      : db
          .select({
            ...adHeadline,
            heldForReportsAt: properties.heldForReportsAt,
          })
          .from(properties)
          .where(inArray(properties.id, [...new Set(rows.map((row) => row.propertyId))])),
    ids('review').length === 0
      ? []
      : db
          .select({ id: reviews.id, text: reviews.comment, hiddenAt: reviews.hiddenAt })
          .from(reviews)
          .where(inArray(reviews.id, ids('review'))),
    ids('message').length === 0
      ? []
      : db
          .select({
            id: propertyMessages.id,
            text: propertyMessages.body,
            hiddenAt: propertyMessages.hiddenAt,
          })
          .from(propertyMessages)
          .where(inArray(propertyMessages.id, ids('message'))),
  ]);
  const adById = new Map(ads.map((ad) => [ad.id, ad]));
  const texts = new Map([
    ...reviewRows.map((row) => [keyOf('review', row.id), row] as const),
    ...messageRows.map((row) => [keyOf('message', row.id), row] as const),
  ]);
  return (row: ItemRow): ReportedItem => {
    const key = keyOf(row.kind, row.targetId);
    const ad = adById.get(row.propertyId);
    const text = texts.get(key);
    return {
      kind: row.kind,
      id: row.targetId,
      property: {
        id: row.propertyId,
        titleAr: ad?.titleAr ?? null,
        titleEn: ad?.titleEn ?? null,
        category: ad?.category ?? 1,
        status: ad?.status ?? 'archived',
        heldForReports: ad?.heldForReportsAt != null && ad.status === 'pending',
      },
      excerpt: text?.text ?? null,
      isHidden: text?.hiddenAt != null,
      reportCount: row.reportCount,
      reasons: reasons
        .filter((reason) => keyOf(reason.kind, reason.targetId) === key)
        .map((reason) => ({ reason: reason.reason, count: reason.count }))
        .sort((a, b) => b.count - a.count),
      notes: notes
        .filter((note) => keyOf(note.kind, note.targetId) === key)
        .slice(0, NOTES_SHOWN)
        .map((note) => note.note ?? ''),
      lastReportedAt: (row.lastReportedAt ?? new Date(0)).toISOString(),
      decision: row.decision,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    };
  };
}
