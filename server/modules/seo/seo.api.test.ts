import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import { GALLERY_PHOTO_SIZES } from '#contract/gallery-photo-sizes.js';
import { srcSetOf } from '#contract/photo-srcset.js';
import { properties as propertiesTable } from '#server/db/schema/index.js';
import {
  createAd,
  industryBody,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

const PUBLIC_URL = 'https://manzil.example';
let server: TestServer;
let l: Lookups;
let owner: SignedIn;
let webDist: string;

beforeAll(async () => {
  // The app's own index.html template stands in for a build, so these tests need no `vite build`.
  webDist = await mkdtemp(path.join(tmpdir(), 'manzil-seo-dist-'));
  await copyFile(path.join(import.meta.dirname, '../../../web/index.html'), path.join(webDist, 'index.html'));
  server = await startTestServer({ MODERATION: 'off', PUBLIC_URL, WEB_DIST_DIR: webDist });
  l = await loadLookups(server);
  owner = await signIn(server);
});
afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

async function uploadPhoto(propertyId: number) {
  const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d6f7a' } })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.append('propertyId', String(propertyId));
  body.append('files', new Blob([image]), 'front.jpg');
  const answer = await server.send(properties.uploadMedia, { body }, { token: owner.token });
  expect(answer.status).toBe(200);
  const [photo] = answer.body.data;
  if (!photo) throw new Error('no photo was stored');
  return photo;
}

const page = async (urlPath: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${urlPath}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    encoding: response.headers.get('content-encoding'),
    html: await response.text(),
  };
};

const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** Every value of that meta tag (there must be at most one). */
function meta(html: string, key: string): string | undefined {
  const pattern = new RegExp(
    `<meta (?:name|property)="${key.replaceAll(':', '\\:')}" content="([^"]*)" />`,
    'g',
  );
  const found = [...html.matchAll(pattern)].map((match) => unescape(match[1] ?? ''));
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0];
}

const titleOf = (html: string) => unescape(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** What the tests read of a page's JSON-LD block by name; the rest they match whole. */
interface JsonLd {
  name: string;
  offers: unknown;
}

function jsonLd(html: string): JsonLd {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '') as JsonLd;
}

describe('share cards on details pages', () => {
  it('a published ad: title, description, Open Graph, Twitter, canonical and RealEstateListing JSON-LD', async () => {
    const ad = await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, {
        address: 'شارع الأمير محمد بن سعد',
        descriptionAr: 'فيلا   حديثة\nقريبة من الخدمات والمدارس',
      }),
    );
    const photo = await uploadPhoto(ad.id);
    const { status, type, encoding, html } = await page(`/RecidenceDetailes/${ad.id}`, {
      'accept-encoding': 'br, gzip',
    });
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(encoding).toBe('br');
    const gzipped = await page(`/RecidenceDetailes/${ad.id}`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.html).toBe(html);
    expect(
      (await page(`/RecidenceDetailes/${ad.id}`, { 'accept-encoding': 'identity' })).encoding,
    ).toBeNull();
    expect(html).toContain('<div id="root"></div>');
    expect(photo.sources.map((source) => source.width)).toEqual([480, 720, 960, 1600]);
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="${srcSetOf(photo.sources)}" imagesizes="${GALLERY_PHOTO_SIZES}" fetchpriority="high" />`,
    );

    const canonical = `${PUBLIC_URL}/RecidenceDetailes/${ad.id}`;
    expect(titleOf(html)).toBe('فيلا للبيع في حي النرجس | منزل');
    expect(meta(html, 'og:title')).toBe('فيلا للبيع في حي النرجس');
    expect(meta(html, 'description')).toBe(
      '2,500,000 ر.س · فيلا · الرياض، النرجس · 450 م² — فيلا حديثة قريبة من الخدمات والمدارس',
    );
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${photo.url}`);
    expect(meta(html, 'og:image:width')).toBe(String(photo.width));
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:locale')).toBe('ar_SA');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${PUBLIC_URL}${photo.url}`);
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);

    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'فيلا للبيع في حي النرجس',
      url: canonical,
      image: [`${PUBLIC_URL}${photo.url}`],
      offers: {
        '@type': 'Offer',
        price: 2_500_000,
        priceCurrency: 'SAR',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
      contentLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'الرياض',
          addressRegion: 'منطقة الرياض',
          streetAddress: 'شارع الأمير محمد بن سعد',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 24.82, longitude: 46.64 },
      },
    });
    const image = await fetch(`${server.url}${photo.url}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('every details route of the spec carries the card and names one canonical URL; reading it counts no view', async () => {
    const residence = await createAd(server, owner.token, 'residence', residenceBody(l));
    const industry = await createAd(server, owner.token, 'industry', industryBody(l));
    const cases = [
      [`/Property/${residence.id}`, `/RecidenceDetailes/${residence.id}`],
      [`/recidence/${residence.id}`, `/RecidenceDetailes/${residence.id}`],
      [`/residence-details/${residence.id}/?utm_source=whatsapp`, `/RecidenceDetailes/${residence.id}`],
      [`/recidencedetailes/${residence.id}`, `/RecidenceDetailes/${residence.id}`],
      [`/Property/${industry.id}`, `/IndustryDetailes/${industry.id}`],
      [`/industry/${industry.id}`, `/IndustryDetailes/${industry.id}`],
      [`/industry-details/${industry.id}`, `/IndustryDetailes/${industry.id}`],
      [`/IndustryDetailes/${industry.id}`, `/IndustryDetailes/${industry.id}`],
    ];
    for (const [urlPath, canonical] of cases) {
      const { status, html } = await page(urlPath ?? '');
      expect(status, urlPath).toBe(200);
      expect(meta(html, 'og:url'), urlPath).toBe(`${PUBLIC_URL}${canonical}`);
    }
    const { html } = await page(`/IndustryDetailes/${industry.id}`);
    expect(meta(html, 'og:title')).toBe('مستودع للإيجار في السلي');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(jsonLd(html).offers).toMatchObject({
      price: 350_000,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
    expect(meta(html, 'description')).toContain('350,000 ر.س / سنويًا');
    const [row] = await server.deps.db
      .select({ views: propertiesTable.views })
      .from(propertiesTable)
      .where(eq(propertiesTable.id, industry.id));
    expect(row?.views).toBe(0);
  });

  it('an English-only ad falls back to its English title', async () => {
    const ad = await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, { titleAr: null, titleEn: 'Sea-view flat' }),
    );
    const { html } = await page(`/RecidenceDetailes/${ad.id}`);
    expect(meta(html, 'og:title')).toBe('Sea-view flat');
  });

  it('escapes a hostile title everywhere: no HTML, attribute or script break-out', async () => {
    const hostile = `</script><script>alert(1)</script> "q" 'a' <b>x</b> & $& $' <!--`;
    const ad = await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, { titleAr: hostile, descriptionAr: `</title><img src=x onerror=alert(2)> \u2028` }),
    );
    const { status, html } = await page(`/RecidenceDetailes/${ad.id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>x</b>');
    expect(html).not.toContain('<!--');
    const shell = await page('/about');
    expect(html.split('<script').length - shell.html.split('<script').length).toBe(1);
    expect(html.split('</script>').length - shell.html.split('</script>').length).toBe(1);
    expect(titleOf(html)).toBe(`${hostile} | منزل`);
    expect(meta(html, 'og:title')).toBe(hostile);
    expect(meta(html, 'twitter:title')).toBe(hostile);
    expect(meta(html, 'og:description')).toContain('</title><img src=x onerror=alert(2)>');
    expect(jsonLd(html).name).toBe(hostile);
  });

  it('an ad that is not published, of the other category, or unknown: the site’s card, noindex, nothing of the ad', async () => {
    const ad = await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, { titleAr: 'إعلان سري لم يُنشر', descriptionAr: 'وصف سري' }),
    );
    await uploadPhoto(ad.id);
    const archived = await server.send(
      properties.changeStatus,
      { params: { id: ad.id }, body: { status: 'archived' } },
      { token: owner.token },
    );
    expect(archived.status).toBe(204);
    const published = await createAd(server, owner.token, 'residence', residenceBody(l));
    for (const urlPath of [
      `/RecidenceDetailes/${ad.id}`,
      `/Property/${ad.id}`,
      `/IndustryDetailes/${published.id}`,
      '/RecidenceDetailes/987654',
      '/Property/99999999999999999999',
    ]) {
      const { status, html } = await page(urlPath);
      expect(status, urlPath).toBe(200);
      expect(html, urlPath).toContain('<div id="root"></div>');
      expect(meta(html, 'robots'), urlPath).toBe('noindex');
      expect(html, urlPath).not.toContain('سري');
      expect(html, urlPath).not.toContain('/uploads/');
      expect(meta(html, 'og:title'), urlPath).toBe('منزل');
      expect(meta(html, 'og:description'), urlPath).toBe('عقارات سكنية وصناعية في الخليج');
      expect(meta(html, 'og:url'), urlPath).toBeUndefined();
      expect(html, urlPath).not.toContain('rel="canonical"');
      expect(html, urlPath).not.toContain('application/ld+json');
      expect(titleOf(html), urlPath).toBe('منزل');
    }
  });

  it('a page without its own head has the site’s title and description in the reader’s language', async () => {
    const english = (await page('/about', { cookie: 'lang=en' })).html;
    expect(titleOf(english)).toBe('Manzil | Residential and industrial property in the Gulf');
    expect(meta(english, 'description')).toMatch(
      /^Manzil: thousands of residential and industrial properties/,
    );
    expect(english).toContain('<html lang="en" dir="ltr">');
    const arabic = (await page('/about')).html;
    expect(titleOf(arabic)).toBe('منزل | عقارات سكنية وصناعية في الخليج');
    expect(meta(arabic, 'description')).toMatch(/^منزل: آلاف العقارات السكنية والصناعية/);
  });

  it('other pages get the plain app', async () => {
    const { status, html } = await page('/about');
    expect(status).toBe(200);
    expect(html).not.toContain('og:title');
    expect((await page('/Property/abc')).status).toBe(200);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and every published ad with lastmod, and nothing unpublished', async () => {
    const fresh = await createAd(server, owner.token, 'industry', industryBody(l));
    const hidden = await createAd(server, owner.token, 'residence', residenceBody(l));
    await server.send(
      properties.changeStatus,
      { params: { id: hidden.id }, body: { status: 'archived' } },
      { token: owner.token },
    );

    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const page of [
      '/',
      '/recidence',
      '/industry',
      '/AllFeatureProperty',
      '/Agents',
      '/about',
      '/trust',
      '/contact-us',
    ]) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>${PUBLIC_URL}/IndustryDetailes/${fresh.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    );
    expect(xml).not.toContain(`/RecidenceDetailes/${hidden.id}<`);

    const publishedCount = await server.deps.db
      .select({ id: propertiesTable.id })
      .from(propertiesTable)
      .where(eq(propertiesTable.status, 'published'));
    const adUrls = xml.match(/Detailes\/\d+<\/loc>/g) ?? [];
    expect(adUrls).toHaveLength(publishedCount.length);
  });

  it('robots.txt allows all, keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /profile',
        'Disallow: /my-ads',
        'Disallow: /add-property',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });
});
