/**
 * Bulk feeds of brokerage offices: XML or CSV listings dry-run, applied through the site's own ad
 * use cases, photos fetched safely, saved URLs re-synced, and the export
 * (docs/decisions/0040-the-advertisers-desk.md, "Bulk feeds"). What other modules may use of it; the rest is its own.
 */
export { applyRunJob } from './apply-job.js';
export { fetchListingPhotos } from './fetch-photos.js';
export { FEED_APPLY_QUEUE, FEED_PHOTOS_QUEUE, FEED_SYNC_QUEUE } from './feed-queues.js';
export { feedRoutes } from './routes.js';
export { syncFeeds } from './sync-feeds.js';
