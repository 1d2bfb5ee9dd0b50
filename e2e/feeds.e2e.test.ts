import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as identityApi from '../contract/endpoints/identity.js';
import * as officeApi from '../contract/endpoints/offices.js';
import { identities, identityRequests, offices, properties } from '../server/db/schema/index.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { startFeedHost } from '../server/test/support/fakes/feed-host.js';
import { jobsSettled } from '../server/test/support/readers/jobs.js';
import feedsAr from '../web/src/locales/features/feeds.ar.json' with { type: 'json' };
import feedsEn from '../web/src/locales/features/feeds.en.json' with { type: 'json' };
import { capturing, PAIRWISE_LOOKS, tagOfLook } from './support/looks.js';
import { openReader, realErrors } from './support/reader-page.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * An office's owner imports listings on /my-office/feeds (docs/decisions/0040-the-advertisers-desk.md, "Bulk feeds"):
 * reaches it from /my-office, uploads an XML feed, reads the dry run's report (two to create, one
 * row with its problems in the reader's language), applies it, sees the ads made and the run among
 * the past ones, and downloads the export. Photos come from a local CRM server on the allow-list.
 */
const host = await startFeedHost();
const site = useSite({ FEED_FETCH_ALLOW_HOSTS: host.hostPort });
afterAll(() => host.close());

const texts: Record<Language, typeof feedsEn> = { ar: feedsAr, en: feedsEn };
/** The development verifier's citizen, whose 11… FAL numbers are theirs (docs/operations/identity.md). */
const OWNER_ID = '1000000008';

async function officeOwner(): Promise<{ owner: SignedIn; officeId: number }> {
  const { db } = site.server.deps;
  await db.delete(offices);
  await db.delete(identityRequests);
  await db.delete(identities);
  const owner = await signIn(site.server);
  const started = await site.server.send(
    identityApi.startIdentityRequest,
    { body: { idNumber: OWNER_ID } },
    { token: owner.token },
  );
  await site.server.send(
    identityApi.getIdentityRequest,
    { params: { id: started.body.id } },
    { token: owner.token },
  );
  const created = await site.server.send(
    officeApi.createOffice,
    { body: { nameAr: 'مكتب النخيل', nameEn: 'Palm Realty', falNumber: '1100055555' } },
    { token: owner.token },
  );
  expect(created.status).toBe(201);
  return { owner, officeId: created.body.id };
}

const feed = () => `<?xml version="1.0" encoding="UTF-8"?>
<list last_update="2026-12-07 10:00:00" listing_count="3">
  <property>
    <reference_number>PALM-101</reference_number>
    <category>residential</category>
    <property_type>villa</property_type>
    <offering_type>sale</offering_type>
    <price>3200000</price>
    <size>520</size>
    <bedroom>6</bedroom>
    <bathroom>5</bathroom>
    <city>الرياض</city>
    <community>الملقا</community>
    <latitude>24.81</latitude>
    <longitude>46.61</longitude>
    <title_ar>فيلا فاخرة في الملقا</title_ar>
    <title_en>Luxury villa in Al Malqa</title_en>
    <description_ar>فيلا بتشطيب فاخر ومسبح خاص</description_ar>
    <photo><url>${host.url}/photo/11.jpg</url><url>${host.url}/photo/12.jpg</url></photo>
  </property>
  <property>
    <reference_number>PALM-102</reference_number>
    <category>residential</category>
    <property_type>شقة</property_type>
    <offering_type>rent</offering_type>
    <rent_period>yearly</rent_period>
    <price>65000</price>
    <size>140</size>
    <bedroom>3</bedroom>
    <bathroom>2</bathroom>
    <city>Jeddah</city>
    <title_ar>شقة للإيجار في جدة</title_ar>
    <title_en>Apartment for rent in Jeddah</title_en>
  </property>
  <property>
    <reference_number>PALM-103</reference_number>
    <category>residential</category>
    <property_type>villa</property_type>
    <offering_type>sale</offering_type>
    <price>on request</price>
    <size>300</size>
    <bedroom>4</bedroom>
    <bathroom>3</bathroom>
    <city>Atlantis</city>
    <title_ar>فيلا</title_ar>
  </property>
</list>
`;

async function shot(page: Page, name: string) {
  if (!capturing()) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshotPath(name, 'feeds'), fullPage: true });
}

describe('an office imports its listings: a dry run, then apply', () => {
  for (const look of PAIRWISE_LOOKS) {
    const { language, width, dark } = look;
    const text = texts[language];

    it(tagOfLook(look), { timeout: 180_000 }, async () => {
      const { owner, officeId } = await officeOwner();
      const { context, page, consoleErrors } = await openReader(site, { language, width, dark, user: owner });
      const problems: string[] = [];
      const check = async (name: string) => {
        problems.push(...(await screenProblems(page, name, { axe: !dark })));
        await shot(page, `${name}-${tagOfLook(look)}`);
      };

      await page.goto('/my-office');
      await page.getByTestId('feeds-link').waitFor();
      await check('my-office');
      await page.getByTestId('feeds-link').click();
      await page.waitForURL((url) => url.pathname === '/my-office/feeds');
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      await page.getByText(text.runs.empty).waitFor();
      await check('empty');

      await page
        .getByTestId('feed-file')
        .setInputFiles({ name: 'palm.xml', mimeType: 'application/xml', buffer: Buffer.from(feed()) });
      await page.getByTestId('feed-preview').click();
      const report = page.getByTestId('feed-report');
      await report.getByRole('heading', { name: text.report.preview }).waitFor();
      const rows = report.getByTestId('feed-rows').locator('> li');
      expect(await rows.count()).toBe(3);
      await rows.nth(0).getByText(text.actions.create, { exact: true }).waitFor();
      await rows.nth(1).getByText(text.actions.create, { exact: true }).waitFor();
      await rows.nth(2).getByText(text.actions.error, { exact: true }).waitFor();
      const unknownCity =
        language === 'ar' ? 'القيمة «Atlantis» غير معروفة' : 'The value “Atlantis” is not known';
      await rows.nth(2).getByText(unknownCity, { exact: false }).waitFor();
      expect(
        await site.server.deps.db.select().from(properties).where(eq(properties.officeId, officeId)),
      ).toHaveLength(0);
      await check('dry-run');

      await page.getByTestId('feed-apply').click();
      await report.getByTestId('feed-applied').waitFor({ timeout: 60_000 });
      await jobsSettled(site.server.deps.db, 60_000);
      const ads = await site.server.deps.db
        .select()
        .from(properties)
        .where(eq(properties.officeId, officeId));
      expect(ads.map((ad) => ad.status).sort()).toEqual(['pending', 'pending']);
      await page.getByTestId('feed-runs').getByText(text.states.applied, { exact: true }).waitFor();
      await check('applied');

      const download = page.waitForEvent('download');
      await page.getByTestId('feed-export').click();
      const file = await download;
      const exported = await file.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      });
      expect(exported).toContain('<reference_number>PALM-101</reference_number>');
      expect(exported).toContain('<reference_number>PALM-102</reference_number>');

      expect(problems).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }
});
