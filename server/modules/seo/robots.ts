import { absoluteUrl } from './details-path.js';

/** Private or per-user pages that crawlers have no use for. */
const DISALLOWED = ['/api/', '/profile', '/my-ads', '/add-property', '/Favorite', '/VerifyCode'];

/** /robots.txt: everything public may be crawled; the sitemap lists the ads. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
