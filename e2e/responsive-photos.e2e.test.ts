import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PHOTO_SIZES } from '../contract/gallery-photo-sizes.js';
import { srcSetOf } from '../contract/photo-srcset.js';
import * as propertiesApi from '../contract/endpoints/properties.js';
import type { PropertyMedia } from '../contract/properties.js';
import { renderScenePhoto } from '../server/db/seed/scenes/index.js';
import { createAd, loadLookups, residenceBody } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import { useSite } from './support/site.js';

const site = useSite({ MODERATION: 'off' });
let adId: number;
let cover: PropertyMedia;

beforeAll(async () => {
  const owner = await signIn(site.server);
  adId = (
    await createAd(site.server, owner.token, 'residence', residenceBody(await loadLookups(site.server)))
  ).id;
  const body = new FormData();
  body.append('propertyId', String(adId));
  for (const variant of [0, 1]) {
    const photo = await renderScenePhoto('villa', variant, { width: 1600, height: 900 });
    body.append('files', new Blob([new Uint8Array(photo)]), `villa-${variant}.webp`);
  }
  const answer = await site.server.send(propertiesApi.uploadMedia, { body }, { token: owner.token });
  if (answer.status !== 200 || !answer.body.data[0]) throw new Error(`upload answered ${answer.status}`);
  cover = answer.body.data[0];
});

/** The widths an <img>'s srcset offers, by path, and the width of the file Chromium chose. */
async function chosenWidth(img: Locator) {
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc !== ''))
    .toBe(true);
  const { srcset, currentSrc } = await img.evaluate((element: HTMLImageElement) => ({
    srcset: element.srcset,
    currentSrc: element.currentSrc,
  }));
  const offered = new Map(
    srcset.split(', ').map((candidate) => {
      const [url = '', width = ''] = candidate.split(' ');
      return [url, Number.parseInt(width, 10)] as const;
    }),
  );
  const width = offered.get(new URL(currentSrc).pathname);
  if (width === undefined) throw new Error(`${currentSrc} is not in the srcset ${srcset}`);
  return { offered: [...offered.values()], width };
}

/** What Chromium loads at 390 and at 1280 px (1× screens, a fresh cache each) for one <img>. */
async function atBothWidths(path: string, pick: (page: Page) => Promise<Locator>) {
  const chosen = [];
  for (const width of [390, 1280]) {
    const { context, page, consoleErrors } = await site.open({ width });
    await page.goto(path);
    const img = await pick(page);
    expect(await img.getAttribute('width')).toMatch(/^\d+$/);
    expect(await img.getAttribute('height')).toMatch(/^\d+$/);
    expect(await img.getAttribute('sizes')).toBeTruthy();
    chosen.push(await chosenWidth(img));
    expect(consoleErrors).toEqual([]);
    await context.close();
  }
  const [phone, desktop] = chosen;
  if (!phone || !desktop) throw new Error('no image was measured');
  return { phone, desktop };
}

describe('responsive photos', () => {
  it('a card offers several widths and loads one narrower than the old 640 px thumbnail', async () => {
    const { phone, desktop } = await atBothWidths('/recidence', async (page) =>
      page.locator('article', { hasText: 'فيلا' }).first().locator('img'),
    );
    expect(phone.offered).toEqual([480, 640, 720, 960]);
    expect(phone.width).toBe(480);
    expect(desktop.width).toBe(480);
  });

  it('the details gallery offers every width; Chromium takes a smaller file at 390 px than at 1280 px', async () => {
    const { phone, desktop } = await atBothWidths(`/RecidenceDetailes/${adId}`, async (page) =>
      page.locator('section[aria-roledescription="carousel"] img').first(),
    );
    expect(phone.offered).toEqual([480, 720, 960, 1600]);
    expect(phone.width).toBe(480);
    expect(desktop.width).toBe(960);
    expect(phone.width).toBeLessThan(desktop.width);
  });

  it('the full-screen gallery takes a smaller file at 390 px than at 1280 px', async () => {
    const { phone, desktop } = await atBothWidths(`/RecidenceDetailes/${adId}`, async (page) => {
      await page.getByRole('button', { name: 'عرض كل الصور بملء الشاشة' }).click();
      return page.locator('dialog[open] figure img').first();
    });
    expect(phone.offered).toEqual([480, 720, 960, 1600]);
    expect(phone.width).toBeLessThan(desktop.width);
    expect(desktop.width).toBe(1600);
  });

  it('the server-rendered page carries the same srcset and sizes', async () => {
    const html = await (await fetch(`${site.server.url}/RecidenceDetailes/${adId}`)).text();
    const gallery = html.match(/<img [^>]*class="size-full object-cover"[^>]*>/)?.[0] ?? '';
    expect(gallery).toContain(`srcSet="${srcSetOf(cover.sources)}"`);
    expect(gallery).toContain(`sizes="${GALLERY_PHOTO_SIZES}"`);
    expect(gallery).toContain(`width="${cover.width}" height="${cover.height}"`);
    const list = await (await fetch(`${site.server.url}/recidence`)).text();
    const card = list.match(/<img [^>]*class="size-full object-cover"[^>]*>/)?.[0] ?? '';
    expect(card).toMatch(/srcSet="[^"]*480w, [^"]*-thumb\.webp 640w, [^"]*720w, [^"]*960w"/);
    expect(card).toContain('width="640" height="480"');
  });
});
