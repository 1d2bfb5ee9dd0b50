import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdActivityBeaconBody } from '../contract/ad-activity-beacon.js';
import * as activity from '../contract/endpoints/ad-activity.js';
import { adActivity } from '../server/db/schema/index.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { eventually } from '../server/test/support/readers/jobs.js';
import { useCatalogue } from './support/catalogue.js';
import { openReader, realErrors } from './support/reader-page.js';
import { useSite } from './support/site.js';

/**
 * Issue 35, item 1, in a real browser: a result page reports the cards it showed in one beacon, and
 * a signed-in visitor's tap on call is counted as a lead. Headless Chromium calls itself
 * `HeadlessChrome`, a robot to the counts: the pages here speak as a person's Chrome.
 */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const site = useSite({ MODERATION: 'off', AD_ACTIVITY_FLUSH_SECONDS: '300' });
const catalogue = useCatalogue(site);
let visitor: SignedIn;
let ads: number[];

beforeAll(async () => {
  visitor = await signIn(site.server);
  ads = [];
  for (let n = 1; n <= 6; n += 1) {
    const titles = { titleAr: `فيلا للعدّ ${n}`, titleEn: `Counted villa ${n}` };
    ads.push((await catalogue.save('residence', titles)).id);
  }
});

/** Visitors counted per ad for `kind`, once what waits in the server's memory is written. */
async function counted(kind: string, ids: number[]): Promise<number[]> {
  await site.server.deps.activity.flush();
  const rows = await site.server.deps.db
    .select({ propertyId: adActivity.propertyId, n: sql<number>`count(*)::int` })
    .from(adActivity)
    .where(and(eq(adActivity.kind, kind), inArray(adActivity.propertyId, ids)))
    .groupBy(adActivity.propertyId);
  return ids.map((id) => rows.find((row) => row.propertyId === id)?.n ?? 0);
}

describe('ad activity from the browser', () => {
  it('a results page sends the cards it showed in a few batched beacons, each card once', async () => {
    const { context, page, consoleErrors } = await openReader(site, { userAgent: CHROME });
    const beacons: AdActivityBeaconBody[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(activity.recordAdActivity.path)) {
        beacons.push(request.postDataJSON() as AdActivityBeaconBody);
      }
    });
    await page.goto('/recidence');
    await page
      .getByRole('link', { name: /فيلا للعدّ 6/ })
      .first()
      .waitFor();
    // The cards below the fold are seen as the reader scrolls down.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // This page's own beacons: other suites' readers may count the same cards on the shared site.
    const sentByThisPage = () =>
      new Set(
        beacons.filter((beacon) => beacon.kind === 'impression').flatMap((beacon) => beacon.propertyIds),
      );
    await eventually(() => Promise.resolve(ads.every((id) => sentByThisPage().has(id))), 'impressions sent');
    await eventually(async () => (await counted('impression', ads)).every((n) => n >= 1), 'impressions');
    const impressions = beacons.filter((beacon) => beacon.kind === 'impression');
    // Cards seen together go together: fewer beacons than cards.
    expect(impressions.length).toBeGreaterThan(0);
    expect(impressions.length).toBeLessThan(ads.length);
    // Each card once in the page view.
    const sent = impressions.flatMap((beacon) => beacon.propertyIds);
    expect([...sent].sort()).toEqual([...ads].sort());
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a signed-in visitor’s tap on call is counted as a lead, with the details view', async () => {
    const [ad] = ads as [number];
    const { context, page } = await openReader(site, { userAgent: CHROME, user: visitor });
    await page.goto(`/RecidenceDetailes/${ad}`);
    const contact = page.locator('section[aria-labelledby="contact-title"]');
    const call = contact.getByRole('link', { name: /اتصال/ });
    await call.waitFor();
    await call.click();
    await eventually(async () => (await counted('callTap', [ad]))[0] === 1, 'the call tap');
    const taps = await site.server.deps.db
      .select({ visitorKey: adActivity.visitorKey })
      .from(adActivity)
      .where(and(eq(adActivity.kind, 'callTap'), eq(adActivity.propertyId, ad)));
    expect(taps).toEqual([{ visitorKey: `u:${visitor.userId}` }]);
    expect(await counted('view', [ad])).toEqual([1]);
    expect(await counted('phoneReveal', [ad])).toEqual([1]);
    await context.close();
  });

  it('Chromium as it calls itself (HeadlessChrome) is a robot: its looks count nothing', async () => {
    const [, ad] = ads as [number, number];
    const { context, page } = await openReader(site, { user: visitor });
    await page.goto(`/RecidenceDetailes/${ad}`);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(activity.recordAdActivity.path),
    );
    await page
      .locator('section[aria-labelledby="contact-title"]')
      .getByRole('link', { name: /اتصال/ })
      .click();
    expect((await answered).status()).toBe(204);
    expect(await counted('view', [ad])).toEqual([0]);
    expect(await counted('callTap', [ad])).toEqual([0]);
    await context.close();
  });
});
