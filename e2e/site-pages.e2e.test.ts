import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { supportMessages } from '../server/db/schema/index.js';
import { seedDemoCatalogue } from '../server/db/seed/demo-catalogue.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { screenshotThemes } from './support/looks.js';
import { seriousViolations } from './support/axe.js';
import { useSite } from './support/site.js';

const site = useSite();
let user: SignedIn;

beforeAll(async () => {
  await seedDemoCatalogue(site.server.deps);
  user = await signIn(site.server);
});

const session = () => ({ Token: user.token, refreshToken: user.refreshToken, userInfoId: user.userId });
const shotsDir = path.join(import.meta.dirname, 'screenshots');

describe('home, favourites, agents, about and contact us', () => {
  it('home: hero search goes to /search with the chosen filters; sections link to their lists', async () => {
    const { context, page, consoleErrors } = await site.open();
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'عقارات مميزة' }).waitFor();
    await expect.poll(() => page.locator('section[aria-labelledby="home-featured"] article').count()).toBe(4);
    await page.locator('section[aria-labelledby="home-residential"] article').first().waitFor();
    await page.locator('section[aria-labelledby="home-industrial"] article').first().waitFor();
    await page.locator('section[aria-labelledby="home-agents"] li').first().waitFor();
    const price = page.locator('article p.text-accent span[dir="ltr"]').first();
    expect(await price.textContent()).toMatch(/^[\d,]+ ر\.س$/);

    await page.getByLabel('القسم').selectOption('2');
    await page.getByLabel('المدينة').selectOption({ label: 'جدة' });
    await page.getByRole('button', { name: 'ابحث' }).click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('Category')).toBe('2');
    expect(Number(url.searchParams.get('CityId'))).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a card opens its details page; the heart asks a visitor to sign in', async () => {
    const { context, page } = await site.open();
    await page.goto('/');
    const card = page.locator('section[aria-labelledby="home-residential"] article').first();
    await card.getByRole('button', { name: 'أضف إلى المفضلة' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.goto('/');
    await page.locator('section[aria-labelledby="home-residential"] article h3 a').first().click();
    await page.waitForURL(/\/RecidenceDetailes\/\d+$/);
    await context.close();
  });

  it('favourites: a saved property shows in /Favorite and leaves it when removed', async () => {
    const { context, page } = await site.open({ storage: session() });
    await page.goto('/Favorite');
    await page.getByRole('heading', { name: 'لم تحفظ أي عقار بعد' }).waitFor();
    await page.goto('/');
    const card = page.locator('section[aria-labelledby="home-featured"] article').first();
    const title = await card.locator('h3').textContent();
    await card.getByRole('button', { name: 'أضف إلى المفضلة' }).click();
    await card.getByRole('button', { name: 'أزل من المفضلة' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'المفضلة' }).click();
    await page.waitForURL('**/Favorite');
    const saved = page.locator('main article');
    // Skeleton cards are articles too: wait for the loaded card's title.
    await expect.poll(() => saved.locator('h3').allTextContents()).toEqual([title]);
    await saved.first().getByRole('button', { name: 'أزل من المفضلة' }).click();
    await page.getByRole('heading', { name: 'لم تحفظ أي عقار بعد' }).waitFor();
    await context.close();
  });

  it('favourites ask a visitor to sign in', async () => {
    const { context, page } = await site.open();
    await page.goto('/Favorite');
    await page.getByRole('heading', { name: 'سجّل الدخول لعرض المفضلة' }).waitFor();
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: 'تسجيل الدخول', exact: true })
        .getAttribute('href'),
    ).toBe('/register?next=%2FFavorite');
    await context.close();
  });

  it('agents: choosing an agent shows their listings, and the URL can be shared', async () => {
    const { context, page } = await site.open();
    await page.goto('/Agents');
    const cards = page.locator('main article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(8);
    await cards.first().getByRole('button', { name: 'عرض إعلانات الوسيط' }).click();
    await page.waitForURL(/\/Agents\?agent=\d+/);
    await page.getByRole('heading', { level: 2, name: /^إعلانات / }).waitFor();
    await page.locator('main ul article').first().waitFor();
    const shared = page.url();
    await page.goto('/');
    await page.goto(shared);
    await page.getByRole('heading', { level: 2, name: /^إعلانات / }).waitFor();
    await context.close();
  });

  it('about: the spec’s counters, four team members and a call to action to /contact-us', async () => {
    const { context, page } = await site.open();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'من نحن' }).waitFor();
    expect(await page.locator('p.text-accent').allTextContents()).toEqual(['500+', '1,200+', '15+']);
    expect(await page.getByText('2010').count()).toBeGreaterThan(0);
    expect(await page.locator('main h3').count()).toBe(4);
    await page.getByRole('link', { name: 'تواصل معنا' }).last().click();
    await page.waitForURL('**/contact-us');
    await context.close();
  });

  it('contact us: server errors under the fields, then a sent message is stored', async () => {
    const { context, page } = await site.open();
    await page.goto('/contact-us');
    await page.locator('main').getByText('info@manzil.sa').waitFor();
    await page.getByRole('button', { name: 'إرسال' }).click();
    await page.locator('#fullName-error', { hasText: 'الاسم مطلوب' }).waitFor();
    await page.locator('#message-error', { hasText: 'الرسالة مطلوبة' }).waitFor();
    await page.getByLabel('الاسم الكامل').fill('سارة العتيبي');
    await page.getByLabel('رقم الجوال').fill('0551234567');
    await page.getByLabel('رسالتك').fill('أبحث عن مستودع في الدمام بمساحة 2000 متر.');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'تم إرسال رسالتك' }).waitFor();
    const rows = await site.server.deps.db.select().from(supportMessages);
    expect(rows.map((row) => row.message)).toContain('أبحث عن مستودع في الدمام بمساحة 2000 متر.');
    expect(await page.getByLabel('رسالتك').inputValue()).toBe('');
    await context.close();
  });

  for (const language of ['ar', 'en'] as const) {
    for (const width of [390, 1280]) {
      it(`screenshots (light and dark) and axe: ${language}, ${width} px`, async () => {
        const problems: string[] = [];
        for (const dark of screenshotThemes()) {
          const storage = { ...session(), ...(language === 'en' ? { language: 'en', lang: 'en' } : {}) };
          const { context, page } = await site.open({ width, dark, storage });
          for (const [name, url, ready] of [
            ['home', '/', 'section[aria-labelledby="home-agents"] li'],
            ['favorites', '/Favorite', 'main h2'],
            ['agents', '/Agents', 'main article'],
            ['about', '/about', 'main h3'],
            ['contact', '/contact-us', 'main form'],
          ] as const) {
            await page.goto(url);
            // Attached, not visible: sections below the fold skip layout until a reader scrolls near.
            await page.locator(ready).first().waitFor({ state: 'attached' });
            await page.screenshot({
              path: path.join(shotsDir, `${name}-${language}-${width}-${dark ? 'dark' : 'light'}.png`),
              fullPage: true,
            });
            if (!dark) {
              problems.push(
                ...(await seriousViolations(page)).map(
                  (problem) => `${name} ${language} ${width}: ${problem}`,
                ),
              );
            }
          }
          await context.close();
        }
        expect(problems).toEqual([]);
      }, 120_000);
    }
  }
});
