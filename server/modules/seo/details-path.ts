/** The details routes of product-spec.md §2 and the category each one shows (undefined: either). */
const DETAILS_ROUTES: Record<string, 1 | 2 | undefined> = {
  property: undefined,
  recidence: 1,
  recidencedetailes: 1,
  'residence-details': 1,
  industry: 2,
  industrydetailes: 2,
  'industry-details': 2,
};

export interface DetailsTarget {
  /** As written in the URL: it may be beyond any id the database holds. */
  id: number;
  category: 1 | 2 | undefined;
}

/**
 * Reads `/RecidenceDetailes/42?utm=x` as { id: 42, category: 1 }. Like the web app's router, segment
 * names match case-insensitively and a trailing slash is allowed. Anything else is not a details page.
 */
export function parseDetailsPath(url: string): DetailsTarget | undefined {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const match = /^\/([A-Za-z-]+)\/(\d+)\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, route = '', digits = ''] = match;
  const key = route.toLowerCase();
  if (!Object.hasOwn(DETAILS_ROUTES, key)) return undefined;
  return { id: Number(digits), category: DETAILS_ROUTES[key] };
}

/** The one address of an ad (canonical link, og:url, sitemap), as notifications link it. */
export const canonicalPath = (ad: { id: number; category: number }) =>
  ad.category === 2 ? `/IndustryDetailes/${ad.id}` : `/RecidenceDetailes/${ad.id}`;

/** An absolute URL under PUBLIC_URL (which may carry a path); absolute storage URLs stay as they are. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}
