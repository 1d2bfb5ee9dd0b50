import { and, asc, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ModerationListItem, ModerationListQuery } from '#contract/dashboard/properties.js';
import type { Database } from '#server/db/client.js';
import { industryDetails, properties, residenceDetails, users } from '#server/db/schema/index.js';
import { substringTerms } from '#server/lib/substring-filters/substring-terms.js';
import type { Language } from '#contract/common.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { detailSelection, toListItem, sentStatusOf } from '#server/modules/ads/index.js';

const ownerColumns = {
  ownerName: users.fullName,
  ownerPhone: users.phoneNumber,
  ownerBlockedAt: users.blockedAt,
};

/** Ads in any status with their owner, for the back-office lists. */
export function selectModerationRows(db: Pick<Database, 'select'>) {
  return db
    .select({ ...detailSelection(undefined), ...ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(residenceDetails, eq(residenceDetails.propertyId, properties.id))
    .leftJoin(industryDetails, eq(industryDetails.propertyId, properties.id))
    .$dynamic();
}

type ModerationRow = Awaited<ReturnType<ReturnType<typeof selectModerationRows>['execute']>>[number];

/** `seesNumbers`: whether the caller may see the owner's phone (owner-numbers.ts). */
export function toModerationItem(
  row: ModerationRow,
  language: Language,
  storage: FileStorage,
  seesNumbers: boolean,
): ModerationListItem {
  const { property } = row;
  return {
    ...toListItem(row, language, storage),
    // The staff's own toggle here (feature-property.ts), not the public mark, which paid featuring sets too.
    isFeatured: property.isFeatured,
    status: sentStatusOf(property.status),
    owner: {
      id: property.ownerId,
      fullName: row.ownerName,
      phoneNumber: seesNumbers ? row.ownerPhone : null,
      isBlocked: row.ownerBlockedAt !== null,
    },
    rejectionReason: property.rejectionReason,
    views: property.views,
    publishedAt: property.publishedAt?.toISOString() ?? null,
    updatedAt: property.updatedAt.toISOString(),
  };
}

/** An ad's number, when the whole query is one (`#123` or `123`). */
const adNumber = (query: string) => {
  const match = /^#?(\d{1,9})$/.exec(query.trim());
  return match ? Number(match[1]) : undefined;
};

/** Every word of the query in the ad's normalised text, or the query is the ad's number. */
function textMatch(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const words = and(...substringTerms(query).map((term) => like(properties.searchText, `%${term}%`)));
  const id = adNumber(query);
  return id === undefined ? words : or(eq(properties.id, id), words);
}

export function moderationConditions(query: Omit<ModerationListQuery, 'PageSize' | 'PageNumber'>) {
  return and(
    ne(properties.status, 'draft'),
    query.Status ? eq(properties.status, query.Status) : undefined,
    query.Category ? eq(properties.category, query.Category) : undefined,
    query.OwnerId ? eq(properties.ownerId, query.OwnerId) : undefined,
    query.OfficeId ? eq(properties.officeId, query.OfficeId) : undefined,
    query.IsFeatured === undefined ? undefined : eq(properties.isFeatured, query.IsFeatured),
    textMatch(query.Query),
  );
}

export const moderationOrders = {
  newest: [desc(properties.createdAt), desc(properties.id)],
  oldest: [asc(properties.createdAt), asc(properties.id)],
  priceAsc: [asc(properties.price), asc(properties.id)],
  priceDesc: [desc(properties.price), desc(properties.id)],
} as const;

export const countProperties = (db: Pick<Database, 'select'>) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .$dynamic();
