import { beforeAll, describe, expect, it } from 'vitest';
import * as properties from '../contract/endpoints/properties.js';
import { createAd, loadLookups, residenceBody } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { useSite } from './support/site.js';

/** Public pages arrive as HTML with their content, and the app takes that HTML over without redrawing it. */

const site = useSite({ MODERATION: 'off' });
let owner: SignedIn;
let villa: number;

const TITLE_AR = 'فيلا على شارعين في حي الملقا';
const TITLE_EN = 'Villa on two streets in Al Malqa';

beforeAll(async () => {
  const lookups = await loadLookups(site.server);
  owner = await signIn(site.server);
  villa = (
    await createAd(
      site.server,
      owner.token,
      'residence',
      residenceBody(lookups, { titleAr: TITLE_AR, titleEn: TITLE_EN, price: 2_480_000 }),
    )
  ).id;
});

const html = async (path: string, cookie?: string) => {
  const answer = await fetch(`${site.server.url}${path}`, { headers: cookie ? { cookie } : {} });
  expect(answer.status).toBe(200);
  return answer.text();
};

describe('pages rendered on the server', () => {
  it('sends the home page with its heading and its latest ads, in Arabic before any choice', async () => {
    const page = await html('/');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('بيتك القادم ومستودعك القادم في مكان واحد');
    expect(page).toContain(TITLE_AR);
    expect(page).toContain('id="manzil-server-state"');
    expect(page).toContain('<script type="application/json" id="deferred-scripts">');
  });

  it('sends a details page with the title and price, in English for a reader who chose English', async () => {
    const arabic = await html(`/RecidenceDetailes/${villa}`);
    expect(arabic).toContain(TITLE_AR);
    expect(arabic).toContain('2,480,000 ر.س');
    const english = await html(`/RecidenceDetailes/${villa}`, 'lang=en');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain(TITLE_EN);
    expect(english).toContain('SAR 2,480,000');
  });

  it('leaves private screens to the browser', async () => {
    const page = await html('/my-ads');
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('manzil-server-state');
    expect(page).toContain('<script type="module"');
  });

  it('shows a details page with JavaScript turned off', async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/RecidenceDetailes/${villa}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE_AR);
    expect(await page.getByText('2,480,000 ر.س').first().isVisible()).toBe(true);
    await context.close();
  });

  it('takes a details page over without fetching its ad again', async () => {
    const { context, page, consoleErrors } = await site.open({ width: 390 });
    const detailRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(properties.getResidence.path.replace(':id', '')))
        detailRequests.push(request.url());
    });
    await page.goto(`/RecidenceDetailes/${villa}`);
    // Signed out, the favourite button asks to sign in: the app handles the page's events.
    await page.locator('h1').locator('..').getByRole('button', { name: 'أضف إلى المفضلة' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(detailRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the very nodes the server sent when the app takes over', async () => {
    const { context, page, consoleErrors } = await site.open();
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector('h1');
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Your next home and your next warehouse, in one place');
    expect(
      await page.evaluate(() => {
        const served = (window as unknown as { servedHeading: Element | null }).servedHeading;
        return served !== null && served === document.querySelector('h1');
      }),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('renders afresh for a signed-in reader, whose answers differ from the served ones', async () => {
    const { context, page, consoleErrors } = await site.open({
      storage: { Token: owner.token, refreshToken: owner.refreshToken },
    });
    await page.goto(`/RecidenceDetailes/${villa}`);
    // The owner's own ad shows the owner's notice, which the signed-out HTML cannot have.
    await expect.poll(() => page.getByText('حالة إعلانك').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('pages of things that do not exist', () => {
  it('answers 404 with the not-found page, which the browser then draws afresh', async () => {
    const { context, page } = await site.open({ storage: { language: 'en' } });
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    const missing = await page.goto('/RecidenceDetailes/999999');
    expect(missing?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('We could not find this property');
    await context.close();
  });
});

describe('a screen that fails to load', () => {
  const looks = [
    { language: 'ar', title: 'حدث خلل ما', reload: 'أعد تحميل الصفحة', home: 'العودة إلى الصفحة الرئيسية' },
    {
      language: 'en',
      title: 'Something went wrong',
      reload: 'Reload the page',
      home: 'Back to the home page',
    },
  ];
  for (const { language, title, reload, home } of looks) {
    it(`reloads once for code a deploy replaced, then shows the error screen in the site's layout (${language})`, async () => {
      // Service workers blocked: requests one makes would pass by page.route.
      const context = await site.browser.newContext({ baseURL: site.server.url, serviceWorkers: 'block' });
      await context.addCookies([{ name: 'lang', value: language, url: site.server.url }]);
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const page = await context.newPage();
      // The screen's chunk is gone, as after a deploy: its import fails.
      await page.route('**/assets/FavoritesPage-*.js', (route) => route.abort());
      let loads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
      });
      await page.goto('/Favorite');
      // One reload, remembered for the tab, and no more.
      await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
      const screen = page.locator('main#content [data-testid="route-error"]');
      await screen.waitFor();
      expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      expect(await page.evaluate(() => sessionStorage.getItem('manzil:chunk-reload'))).not.toBeNull();
      expect(await screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/');
      await page.waitForTimeout(300);
      expect(loads).toBe(2);
      // The reload button reloads; the chunk is still missing, so the screen shows again without a loop.
      await screen.getByRole('button', { name: reload }).click();
      await expect.poll(() => loads, { timeout: 15_000 }).toBe(3);
      await page.locator('[data-testid="route-error"]').waitFor();
      await page.waitForTimeout(300);
      expect(loads).toBe(3);
      await context.close();
    });
  }
});
