import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { feedListings, propertyMedia } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { convertPhoto, deleteMedia, uploadMedia } from '../properties/index.js';
import { actingAs, moderated } from './feed-access.js';
import { photoFetchLimits } from './fetch-limits.js';
import { FetchRefused, safeFetch } from './safe-fetch.js';

export interface PhotosJob {
  officeId: number;
  reference: string;
  propertyId: number;
  actorId: string;
  urls: string[];
}

type Converted = Awaited<ReturnType<typeof convertPhoto>>;

/** A declared type other than a photo's (or none) is refused before decoding; the bytes decide the rest. */
const PHOTO_TYPES = /^(image\/(jpeg|png|webp)|application\/octet-stream)(;|$)/;

/**
 * Fetches an imported ad's photos (SSRF-safe, at most FEED_PHOTOS_PER_AD, each within
 * FEED_PHOTO_MAX_BYTES and the time-out), converts them as an upload is (its magic bytes decide
 * whether it is a photo), and puts those it could take on the ad in the feed's order, in place of
 * the ones it had: the ad goes to review as any photo change sends it. What could not be taken is
 * kept per URL on the listing for the office to see.
 */
export async function fetchListingPhotos(deps: AppDeps, job: PhotosJob, signal: AbortSignal): Promise<void> {
  const limits = photoFetchLimits(deps.config);
  const photos: Converted[] = [];
  const problems: { url: string; key: string }[] = [];
  for (const url of job.urls.slice(0, deps.config.feeds.photosPerAd)) {
    signal.throwIfAborted();
    try {
      const fetched = await safeFetch(url, limits);
      if (!PHOTO_TYPES.test(fetched.contentType)) throw new FetchRefused('feedPhotoNotImage');
      photos.push(await deps.images.convert(job.actorId, fetched.body, convertPhoto, signal));
    } catch (error) {
      if (error instanceof FetchRefused) problems.push({ url, key: error.key });
      else if (error instanceof AppError) problems.push({ url, key: 'feedPhotoNotImage' });
      else throw error;
    }
  }
  const [listing] = await deps.db
    .select()
    .from(feedListings)
    .where(and(eq(feedListings.officeId, job.officeId), eq(feedListings.reference, job.reference)));
  // The listing was imported again with other photos, or its ad is gone: this job's photos are stale.
  if (!listing || listing.propertyId !== job.propertyId) return;
  if (JSON.stringify(listing.photoUrls) !== JSON.stringify(job.urls)) return;
  if (photos.length > 0) {
    try {
      await replacePhotos(deps, job, photos);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push(...job.urls.map((url) => ({ url, key: error.messageKey })));
    }
  }
  await deps.db
    .update(feedListings)
    .set({ photoProblems: problems, photosFetchedAt: deps.clock.now() })
    .where(and(eq(feedListings.officeId, job.officeId), eq(feedListings.reference, job.reference)));
}

async function replacePhotos(deps: AppDeps, job: PhotosJob, photos: Converted[]): Promise<void> {
  const actor = await actingAs(deps.db, job.actorId);
  const old = await deps.db
    .select({ id: propertyMedia.id })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, job.propertyId))
    .orderBy(asc(propertyMedia.position));
  for (const media of old) await deleteMedia(moderated(deps), actor, media.id);
  await uploadMedia(moderated(deps), actor, { propertyId: job.propertyId, folderId: job.propertyId }, photos);
}
