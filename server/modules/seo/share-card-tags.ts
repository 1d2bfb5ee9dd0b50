import { GALLERY_PHOTO_SIZES } from '#contract/gallery-photo-sizes.js';
import { srcSetOf } from '#contract/photo-srcset.js';
import { cardDescription, pageTitle, SITE_NAME, SITE_TAGLINE } from './card-text.js';
import { escapeHtml, jsonForScript } from '#server/lib/escape.js';
import { listingJsonLd } from './listing-json-ld.js';
import type { PublishedAd } from './load-published-ad.js';

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

export interface HeadTags {
  title: string;
  /** Markup for <head>: every value escaped. */
  markup: string;
}

/** The Open Graph and Twitter card, description, canonical link and JSON-LD of a published ad. */
export function shareCardTags(ad: PublishedAd): HeadTags {
  const description = cardDescription(ad);
  const cover = ad.images[0];
  const lines = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(ad.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ar_SA'),
    meta('property', 'og:title', ad.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', ad.url),
    ...(cover
      ? [
          meta('property', 'og:image', cover.url),
          meta('property', 'og:image:width', cover.width),
          meta('property', 'og:image:height', cover.height),
          meta('property', 'og:image:alt', ad.title),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', ad.title),
    meta('name', 'twitter:description', description),
    ...(cover ? [meta('name', 'twitter:image', cover.url)] : []),
    `<script type="application/ld+json">${jsonForScript(listingJsonLd(ad, description))}</script>`,
    // The gallery's first photo is the page's largest paint: fetch it with the scripts, not after them,
    // in the width the gallery will choose.
    ...(cover
      ? [
          `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcSetOf(cover.sources))}" imagesizes="${GALLERY_PHOTO_SIZES}" fetchpriority="high" />`,
        ]
      : []),
  ];
  return { title: pageTitle(ad), markup: lines.join('\n    ') };
}

/**
 * For an id that is not a published ad: the site's own card, nothing of the ad, and no indexing. The
 * app still loads (an owner may be looking at their pending ad).
 */
export const genericTags: HeadTags = {
  title: SITE_NAME,
  markup: [
    meta('name', 'robots', 'noindex'),
    meta('name', 'description', SITE_TAGLINE),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ar_SA'),
    meta('property', 'og:title', SITE_NAME),
    meta('property', 'og:description', SITE_TAGLINE),
    meta('name', 'twitter:card', 'summary'),
  ].join('\n    '),
};
