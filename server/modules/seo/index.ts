/**
 * Share cards, head tags and sitemaps. What other modules may use of it; the rest is its own.
 */
export { detailsHeadTags } from './details-head-tags.js';
export { injectHead, siteHead } from './inject-head.js';
export { legalHeadTags } from './legal-head-tags.js';
export { officeHeadTags } from './office-head-tags.js';
export { seoRoutes } from './routes.js';
export type { HeadTags } from './share-card-tags.js';
