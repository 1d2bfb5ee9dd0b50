import { and, eq } from 'drizzle-orm';
import type { FeedProblem, FeedReportRow } from '#contract/feeds.js';
import type { AppDeps } from '#server/deps.js';
import { feedListings, feedRuns, type FeedRunRow } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { safeError } from '#server/lib/safe-error.js';
import { changeStatus, saveProperty, submitProperty } from '../properties/index.js';
import { actingAs, moderated, requireFeedManager } from './feed-access.js';
import type { FeedListing } from './feed-format.js';
import { FEED_PHOTOS_QUEUE } from './feed-queues.js';
import { listingContext } from './listing-context.js';
import { countsOf, planRun, reportOf, type KnownListing, type PlannedStep } from './plan-run.js';
import { FEED_NAME, type ReadListing } from './read-listing.js';

/** Statuses a withdrawal archives; a closed (sold, rented, archived) ad or a draft stays as it is. */
const WITHDRAWABLE = new Set([
  'pending',
  'published',
  'changesRequested',
  'rejected',
  'suspended',
  'expired',
]);

/**
 * Applies a run's listings as `actorId` (the importer, who must still be the office's owner or a
 * manager): plans them again against what the office has now, then creates, updates and withdraws
 * one listing at a time through the site's own use cases, so each ad passes the same validation,
 * licence checks and review as one made by hand. A row's failure is reported on its row; the run is
 * recorded as applied with what each row did.
 */
export async function executeRun(deps: AppDeps, run: FeedRunRow, actorId: string): Promise<void> {
  let report: FeedReportRow[];
  let failure: string | null = null;
  try {
    await requireFeedManager(deps.db, run.officeId, actorId);
    const context = await listingContext(deps.db, run.officeId, actorId, deps.config.feeds.photosPerAd);
    const steps = await planRun(deps.db, run.officeId, run.listings as FeedListing[], run.full, context);
    report = [];
    for (const step of steps) report.push(await applyStep(deps, run.officeId, actorId, step));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    report = run.report;
    failure = 'feedActorGone';
  }
  await deps.db
    .update(feedRuns)
    .set({
      state: failure === null ? 'applied' : 'failed',
      // The listings were only kept for this: a run's report is what stays.
      listings: [],
      report,
      counts: failure === null ? countsOf(report) : run.counts,
      failure,
      finishedAt: deps.clock.now(),
    })
    .where(eq(feedRuns.id, run.id));
}

async function applyStep(
  deps: AppDeps,
  officeId: number,
  actorId: string,
  step: PlannedStep,
): Promise<FeedReportRow> {
  const planned = reportOf(step);
  try {
    switch (step.action) {
      case 'error':
      case 'unchanged':
        return planned;
      case 'create':
        return { ...planned, propertyId: await create(deps, officeId, actorId, step.listing) };
      case 'update':
        await update(deps, officeId, actorId, step.listing, step.known, step.adopted);
        return planned;
      case 'withdraw':
        await withdraw(deps, officeId, actorId, step.reference, step.known);
        return planned;
    }
  } catch (error) {
    return { ...planned, action: 'error', problems: problemsOf(deps, error) };
  }
}

async function create(
  deps: AppDeps,
  officeId: number,
  actorId: string,
  listing: ReadListing,
): Promise<number> {
  const agent = await actingAs(deps.db, listing.agentId);
  const id = await saveProperty(moderated(deps), agent, listing.body);
  // Mapped before it is sent: a send that fails leaves a draft the next run sends again.
  await mapReference(deps, officeId, listing.reference, id);
  await submitProperty(moderated(deps), agent, id);
  await recordListing(deps, officeId, listing, id, actorId, []);
  return id;
}

async function update(
  deps: AppDeps,
  officeId: number,
  actorId: string,
  listing: ReadListing,
  known: KnownListing,
  adopted: boolean,
): Promise<void> {
  // The ad stays its owner's: a row naming another agent changes nothing of who posted it.
  const actor = await actingAs(deps.db, known.ownerId === listing.agentId ? listing.agentId : actorId);
  const id = known.propertyId;
  await saveProperty(moderated(deps), actor, { ...listing.body, id });
  if (known.status === 'draft') await submitProperty(moderated(deps), actor, id);
  if (adopted) await mapReference(deps, officeId, listing.reference, id);
  await recordListing(deps, officeId, listing, id, actorId, known.photoUrls);
}

/** The listing's new hash, and its photos fetched by a job when the feed's list of them changed. */
async function recordListing(
  deps: AppDeps,
  officeId: number,
  listing: ReadListing,
  propertyId: number,
  actorId: string,
  photosBefore: readonly string[],
): Promise<void> {
  const photosChanged = JSON.stringify(photosBefore) !== JSON.stringify(listing.photos);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(feedListings)
      .set({
        contentHash: listing.hash,
        photoUrls: listing.photos,
        withdrawn: false,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(feedListings.officeId, officeId), eq(feedListings.reference, listing.reference)));
    if (photosChanged && listing.photos.length > 0) {
      await deps.jobs.send(
        FEED_PHOTOS_QUEUE,
        [{ data: { officeId, reference: listing.reference, propertyId, actorId, urls: listing.photos } }],
        tx,
      );
    }
  });
  if (photosChanged) deps.jobs.wake(FEED_PHOTOS_QUEUE);
}

async function withdraw(
  deps: AppDeps,
  officeId: number,
  actorId: string,
  reference: string,
  known: KnownListing,
): Promise<void> {
  if (WITHDRAWABLE.has(known.status)) {
    await changeStatus(deps, await actingAs(deps.db, actorId), known.propertyId, 'archived');
  }
  await deps.db
    .update(feedListings)
    .set({ withdrawn: true, updatedAt: deps.clock.now() })
    .where(and(eq(feedListings.officeId, officeId), eq(feedListings.reference, reference)));
}

/** A refusal of the site's own use cases, by the feed's field names; anything else is logged. */
function problemsOf(deps: AppDeps, error: unknown): FeedProblem[] {
  if (error instanceof AppError) {
    const fields = Object.entries(error.options.fields ?? {});
    if (fields.length === 0) {
      return [
        {
          field: 'reference_number',
          key: error.messageKey,
          ...(error.options.params ? { params: error.options.params } : {}),
        },
      ];
    }
    return fields.flatMap(([field, problems]) =>
      problems.map((problem) => ({
        field: FEED_NAME[field] ?? field,
        key: problem.key,
        ...(problem.params ? { params: problem.params } : {}),
      })),
    );
  }
  deps.log.error({ err: safeError(error) }, 'feeds: a listing could not be applied');
  return [{ field: 'reference_number', key: 'feedRowFailed' }];
}

/** The office's reference now names the ad; its content is recorded once the row is applied. */
async function mapReference(deps: AppDeps, officeId: number, reference: string, propertyId: number) {
  const now = deps.clock.now();
  await deps.db.insert(feedListings).values({
    officeId,
    reference,
    propertyId,
    contentHash: null,
    photoUrls: [],
    createdAt: now,
    updatedAt: now,
  });
}
