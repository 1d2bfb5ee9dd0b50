import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as savedSearchesApi from '../contract/endpoints/saved-searches.js';
import { savedSearches } from '../server/db/schema/index.js';
import { unsubscribePath } from '../server/modules/saved-searches/index.js';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import { adminEnv, approveAd, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { seriousViolations } from './support/axe.js';
import { capturing, looksToCheck, tagOfLook } from './support/looks.js';
import { servePlainTiles } from './support/map-tiles.js';
import { useSite } from './support/site.js';
import { bell, openWithLiveBell, panel } from './support/bell.js';
import { screenshotPath } from './support/screenshots.js';
import { useCatalogue } from './support/catalogue.js';
import { userStorage } from './support/user-session.js';

const site = useSite(adminEnv);
const catalogue = useCatalogue(site);

const TEXT = {
  ar: {
    save: 'حفظ البحث',
    saved: /حُفظ البحث/,
    alertTitle: 'إعلان جديد يطابق بحثك',
    stop: 'إيقاف تنبيهات هذا البحث',
    confirm: 'إيقاف التنبيهات',
    done: /أوقفنا تنبيهات/,
    page: 'عمليات البحث المحفوظة',
    instant: 'فورًا',
  },
  en: {
    save: 'Save search',
    saved: /Saved “/,
    alertTitle: 'A new ad matches your search',
    stop: 'Stop alerts for this search',
    confirm: 'Stop alerts',
    done: /Alerts for “.*” are stopped/,
    page: 'Saved searches',
    instant: 'Instantly',
  },
} as const;

const STALE = {
  ar: { expired: 'انتهت صلاحية هذا الرابط', superseded: 'التنبيهات ما زالت تعمل', signIn: 'تسجيل الدخول' },
  en: { expired: 'This link has expired', superseded: 'The alerts are still on', signIn: 'Sign in' },
} as const;

async function shot(page: Page, name: string) {
  if (!capturing()) return;
  await page.screenshot({ path: screenshotPath(name, 'saved-searches') });
}

const looks = (['ar', 'en'] as const).flatMap((language) =>
  ([390, 1280] as const).map((width) => ({ language, width })),
);

describe('saved searches and their alerts', () => {
  for (const { language, width } of looks) {
    it(`saves a search, gets an instant alert live when a matching ad is approved, and unsubscribes by link (${language}, ${width} px)`, async () => {
      const text = TEXT[language];
      const tag = `${language}-${width}`;
      const seeker = await signIn(site.server);
      const { context, page, consoleErrors } = await site.open({
        width,
        storage: userStorage(seeker, language),
      });
      await servePlainTiles(page);
      const { l } = catalogue;
      const riyadh = l.id('region', 'city:riyadh');
      await openWithLiveBell(
        page,
        `/search?Category=1&TransactionTypeId=${l.id('transactiontype', 'sale')}&RegionId=${l.id('region', 'region:riyadh')}&CityId=${riyadh}`,
      );

      // Save: the name comes from the filters; nothing is typed.
      await page.getByRole('button', { name: text.save }).click();
      const dialog = page.getByRole('dialog');
      const name = dialog.getByRole('textbox');
      await expect.poll(() => name.inputValue()).not.toBe('');
      const suggested = await name.inputValue();
      expect(await dialog.getByRole('combobox').inputValue()).toBe('instant');
      await shot(page, `save-dialog-${tag}-light`);
      await dialog.getByRole('button', { name: text.save }).click();
      await dialog.getByText(text.saved).waitFor();
      await shot(page, `save-dialog-saved-${tag}-light`);
      const [stored] = await site.server.deps.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, seeker.userId));
      expect(stored).toMatchObject({ name: suggested, frequency: 'instant', paused: false });
      expect(stored?.filters).toMatchObject({ Category: 1, CityId: riyadh });
      await page.keyboard.press('Escape');

      // A matching ad is approved: the alert arrives live, with no reload.
      const ad = await catalogue.save('residence', { titleAr: `فيلا ${tag}`, titleEn: `Villa ${tag}` });
      expect((await approveAd(site.server, await loginAdmin(site.server), ad.id)).status).toBe(204);
      await page.locator('[data-sonner-toast]', { hasText: text.alertTitle }).waitFor();
      await bell(page).click();
      const item = panel(page).getByRole('listitem').first();
      await item.getByText(text.alertTitle).waitFor();
      await shot(page, `alert-panel-${tag}-light`);
      const unsubscribeLink = await item.getByRole('link', { name: text.stop }).getAttribute('href');
      expect(unsubscribeLink).toMatch(/^\/saved-searches\/unsubscribe\?id=\d+&at=\d+&token=/);

      // The page of saved searches lists it.
      await page.goto('/saved-searches');
      await page.getByRole('heading', { level: 1, name: text.page }).waitFor();
      await page.getByRole('heading', { level: 2, name: suggested }).waitFor();
      expect(await page.getByRole('combobox').inputValue()).toBe('instant');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `saved-searches-${tag}-light`);
      expect(consoleErrors).toEqual([]);
      await context.close();

      // The link works signed out, in a browser that never signed in.
      const visitor = await site.open({ width, storage: { language } });
      await visitor.page.goto(unsubscribeLink ?? '');
      await visitor.page.getByRole('button', { name: text.confirm }).click();
      await visitor.page.getByText(text.done).waitFor();
      await shot(visitor.page, `unsubscribed-${tag}-light`);
      const [after] = await site.server.deps.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.id, stored!.id));
      expect(after?.paused).toBe(true);
      expect(visitor.consoleErrors).toEqual([]);
      await visitor.context.close();
    });
  }

  for (const look of looksToCheck()) {
    it(`unsubscribe-stale-${tagOfLook(look)}: an expired link offers to sign in; one older than a resume leaves the alerts on`, async () => {
      const { language, width, dark } = look;
      const seeker = await signIn(site.server);
      const made = await site.server.send(
        savedSearchesApi.createSavedSearch,
        { body: { name: 'Riyadh villas', filters: { Category: 1 } } },
        { token: seeker.token },
      );
      const id = made.body.id;
      const minutesAgo = (minutes: number) => new Date(site.server.clock.now().getTime() - minutes * 60_000);
      const { context, page, consoleErrors } = await site.open({
        width,
        dark,
        storage: { language },
      });

      await page.goto(unsubscribePath(site.server.deps.secrets, id, minutesAgo(91 * 24 * 60)));
      await page.getByRole('button', { name: TEXT[language].confirm }).click();
      await page.getByRole('heading', { name: STALE[language].expired }).waitFor();
      const signInLink = page.locator('main').getByRole('link', { name: STALE[language].signIn });
      expect(await signInLink.getAttribute('href')).toBe('/register?next=%2Fsaved-searches');
      if (!dark) expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `unsubscribe-expired-${tagOfLook(look)}`);

      const beforeResume = unsubscribePath(site.server.deps.secrets, id, minutesAgo(2));
      for (const paused of [true, false]) {
        await site.server.send(
          savedSearchesApi.updateSavedSearch,
          { params: { id }, body: { paused } },
          { token: seeker.token },
        );
      }
      await page.goto(beforeResume);
      await page.getByRole('button', { name: TEXT[language].confirm }).click();
      await page.getByRole('heading', { name: STALE[language].superseded }).waitFor();
      if (!dark) expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `unsubscribe-superseded-${tagOfLook(look)}`);
      const [row] = await site.server.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id));
      expect(row?.paused).toBe(false);
      expect(consoleErrors.filter((error) => !/\b(409|422)\b/.test(error))).toEqual([]);
      await context.close();
    });
  }

  it('shows the pages in the dark theme too', async () => {
    if (!capturing()) return;
    for (const { language, width } of looks) {
      const seeker = await signIn(site.server);
      const { context, page } = await site.open({
        width,
        dark: true,
        storage: userStorage(seeker, language),
      });
      await page.goto(`/search?Category=1&CityId=${catalogue.l.id('region', 'city:riyadh')}`);
      await page.getByRole('button', { name: TEXT[language].save }).click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
      await shot(page, `save-dialog-${language}-${width}-dark`);
      await page.getByRole('dialog').getByRole('button', { name: TEXT[language].save }).click();
      await page.getByRole('dialog').getByText(TEXT[language].saved).waitFor();
      await page.goto('/saved-searches');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await shot(page, `saved-searches-${language}-${width}-dark`);
      await page.goto('/saved-searches/unsubscribe?id=1&at=1&token=wrong');
      await page.getByRole('button', { name: TEXT[language].confirm }).click();
      await page.getByText(/غير صالح|not valid/).waitFor();
      await shot(page, `unsubscribe-invalid-${language}-${width}-dark`);
      await context.close();
    }
  });
});
