import { and, eq, inArray } from 'drizzle-orm';
import type { FeedAction, FeedCounts, FeedReportRow } from '#contract/feeds.js';
import type { Database } from '#server/db/client.js';
import { feedListings, properties, type PropertyStatus } from '#server/db/schema/index.js';
import type { FeedListing } from './feed-format.js';
import { readListing, type ListingContext, type ReadListing } from './read-listing.js';

/** An ad made on the site is named `MZ-<id>` in the export; importing that reference adopts the ad. */
export const SITE_REFERENCE = /^MZ-(\d{1,10})$/;

export interface KnownListing {
  propertyId: number;
  contentHash: string | null;
  photoUrls: string[];
  withdrawn: boolean;
  status: PropertyStatus;
  ownerId: string;
}

/** One thing a run does, with what it needs to do it. */
export type PlannedStep =
  | { action: 'create'; row: number; listing: ReadListing }
  | {
      action: 'update' | 'unchanged';
      row: number;
      listing: ReadListing;
      known: KnownListing;
      adopted: boolean;
    }
  | { action: 'withdraw'; reference: string; known: KnownListing }
  | { action: 'error'; row: number; report: FeedReportRow };

/** The office's imported listings by reference, with their ads' status and owner. */
export async function knownListings(
  db: Pick<Database, 'select'>,
  officeId: number,
): Promise<Map<string, KnownListing>> {
  const rows = await db
    .select({
      reference: feedListings.reference,
      propertyId: feedListings.propertyId,
      contentHash: feedListings.contentHash,
      photoUrls: feedListings.photoUrls,
      withdrawn: feedListings.withdrawn,
      status: properties.status,
      ownerId: properties.ownerId,
    })
    .from(feedListings)
    .innerJoin(properties, eq(properties.id, feedListings.propertyId))
    .where(eq(feedListings.officeId, officeId));
  return new Map(rows.map(({ reference, ...known }) => [reference, known]));
}

/** Ads of the office made on the site and named by their `MZ-<id>` reference, not yet imported. */
async function adoptable(
  db: Pick<Database, 'select'>,
  officeId: number,
  references: string[],
): Promise<Map<number, KnownListing>> {
  const ids = references
    .map((reference) => SITE_REFERENCE.exec(reference)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: properties.id, status: properties.status, ownerId: properties.ownerId })
    .from(properties)
    .where(and(eq(properties.officeId, officeId), inArray(properties.id, ids)));
  return new Map(
    rows.map((row) => [
      row.id,
      { propertyId: row.id, contentHash: null, photoUrls: [], withdrawn: false, ...row },
    ]),
  );
}

/**
 * What importing `listings` would do, row by row: unreadable rows are errors; a reference the office
 * imported before is unchanged when its hash is the same (and its ad was not withdrawn or left a
 * draft), else an update; a new one is created. A full feed withdraws the imported listings it does
 * not name.
 */
export async function planRun(
  db: Pick<Database, 'select'>,
  officeId: number,
  listings: readonly FeedListing[],
  full: boolean,
  context: ListingContext,
): Promise<PlannedStep[]> {
  const known = await knownListings(db, officeId);
  const references = listings.map((listing) => listing.reference_number ?? '');
  const adopted = await adoptable(
    db,
    officeId,
    references.filter((reference) => !known.has(reference)),
  );
  const firstRow = new Map<string, number>();
  const steps: PlannedStep[] = listings.map((raw, index): PlannedStep => {
    const row = index + 1;
    const read = readListing(raw, context, known.get(raw.reference_number ?? '')?.ownerId);
    if (!read.ok) {
      return { action: 'error', row, report: errorRow(row, read.reference, read.problems) };
    }
    const { listing } = read;
    const earlier = firstRow.get(listing.reference);
    if (earlier !== undefined) {
      return {
        action: 'error',
        row,
        report: errorRow(row, listing.reference, [
          { field: 'reference_number', key: 'feedReferenceRepeated', params: { row: earlier } },
        ]),
      };
    }
    firstRow.set(listing.reference, row);
    const mapped = known.get(listing.reference);
    if (mapped) {
      const same = mapped.contentHash === listing.hash && !mapped.withdrawn && mapped.status !== 'draft';
      return { action: same ? 'unchanged' : 'update', row, listing, known: mapped, adopted: false };
    }
    const siteId = SITE_REFERENCE.exec(listing.reference)?.[1];
    const site = siteId === undefined ? undefined : adopted.get(Number(siteId));
    if (site) return { action: 'update', row, listing, known: site, adopted: true };
    return { action: 'create', row, listing };
  });
  if (full) {
    for (const [reference, mapped] of known) {
      if (!firstRow.has(reference) && !mapped.withdrawn) {
        steps.push({ action: 'withdraw', reference, known: mapped });
      }
    }
  }
  return steps;
}

const errorRow = (row: number, reference: string | null, problems: FeedReportRow['problems']) => ({
  row,
  reference,
  action: 'error' as const,
  propertyId: null,
  problems,
});

/** A planned step as its report row. */
export function reportOf(step: PlannedStep): FeedReportRow {
  switch (step.action) {
    case 'error':
      return step.report;
    case 'withdraw':
      return {
        row: null,
        reference: step.reference,
        action: 'withdraw',
        propertyId: step.known.propertyId,
        problems: [],
      };
    case 'create':
      return {
        row: step.row,
        reference: step.listing.reference,
        action: 'create',
        propertyId: null,
        problems: [],
      };
    default:
      return {
        row: step.row,
        reference: step.listing.reference,
        action: step.action,
        propertyId: step.known.propertyId,
        problems: [],
      };
  }
}

export function countsOf(report: readonly FeedReportRow[]): FeedCounts {
  const counts: Record<FeedAction, number> = { create: 0, update: 0, unchanged: 0, withdraw: 0, error: 0 };
  for (const row of report) counts[row.action] += 1;
  return counts;
}
