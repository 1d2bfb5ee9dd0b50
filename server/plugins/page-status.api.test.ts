import { beforeAll, describe, expect, it } from 'vitest';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { useTestServer } from '#server/test/support/suite.js';

/**
 * Server-rendered pages answer with the status of what they show (the built web app, `npm run build`):
 * an unknown path or a missing ad's details page is its not-found page with 404.
 */

let villa: number;

const server = useTestServer({ MODERATION: 'off' });
beforeAll(async () => {
  const owner = await signIn(server);
  const lookups = await loadLookups(server);
  villa = (
    await createAd(server, owner.token, 'residence', residenceBody(lookups, { titleEn: 'Status villa' }))
  ).id;
});

const page = async (path: string, cookie?: string) => {
  const answer = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: answer.status, type: answer.headers.get('content-type'), html: await answer.text() };
};

describe('the status of a server-rendered page', () => {
  it('a published ad’s details page answers 200 with the ad and its state', async () => {
    const { status, html } = await page(`/RecidenceDetailes/${villa}`, 'lang=en');
    expect(status).toBe(200);
    expect(html).toContain('Status villa');
    expect(html).toContain('id="manzil-server-state"');
  });

  it('an unknown path answers 404 with the not-found page, in the reader’s language', async () => {
    const arabic = await page('/no-such-page/here');
    expect(arabic.status).toBe(404);
    expect(arabic.type).toContain('text/html');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('الصفحة غير موجودة');
    const english = await page('/no-such-page', 'lang=en');
    expect(english.status).toBe(404);
    expect(english.html).toContain('Page not found');
    // The browser renders it afresh rather than taking it over.
    expect(english.html).not.toContain('id="manzil-server-state"');
  });

  it('a missing ad’s details page answers 404 with the details page’s not-found state', async () => {
    for (const path of ['/RecidenceDetailes/999999', '/Property/999999', '/industry-details/abc']) {
      const { status, html } = await page(path, 'lang=en');
      expect(status, path).toBe(404);
      expect(html, path).toContain('We could not find this property');
      expect(html, path).not.toContain('id="manzil-server-state"');
    }
  });

  it('the back-office and the API keep their own answers', async () => {
    expect((await page('/dashboard/login')).status).toBe(200);
    expect((await page('/api/website/no-such-endpoint')).status).toBe(404);
  });
});
