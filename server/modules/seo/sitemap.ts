import type { AppDeps } from '#server/deps.js';
import { absoluteUrl, canonicalPath } from './details-path.js';
import { escapeHtml } from '#server/lib/escape.js';
import { listSitemapAds } from './list-sitemap-ads.js';
import { listSitemapOffices } from './list-sitemap-offices.js';
import { officePath } from './office-head-tags.js';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are not ads: home, the lists, about, how we verify, contact, agents, the legal pages. */
export const STATIC_PAGES = [
  '/',
  '/recidence',
  '/industry',
  '/AllFeatureProperty',
  '/Agents',
  '/about',
  '/trust',
  '/contact-us',
  '/privacy',
  '/terms',
];

const entry = (loc: string, lastmod?: Date) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

/**
 * /sitemap.xml: the static pages, the active brokerage offices' pages, then every published ad (newest
 * first) up to 50,000 URLs in all.
 */
export async function buildSitemap(deps: AppDeps): Promise<string> {
  const { publicUrl } = deps.config;
  const offices = await listSitemapOffices(deps, SITEMAP_MAX_URLS - STATIC_PAGES.length);
  const ads = await listSitemapAds(deps, SITEMAP_MAX_URLS - STATIC_PAGES.length - offices.length);
  const urls = [
    ...STATIC_PAGES.map((page) => entry(absoluteUrl(publicUrl, page))),
    ...offices.map((office) => entry(absoluteUrl(publicUrl, officePath(office.id)), office.updatedAt)),
    ...ads.map((ad) => entry(absoluteUrl(publicUrl, canonicalPath(ad)), ad.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
