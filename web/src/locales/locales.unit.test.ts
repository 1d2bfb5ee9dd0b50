import { describe, expect, it } from 'vitest';
import { dictionary as arCore } from './ar-dictionary';
import { dictionary as enCore } from './en-dictionary';
import accountAr from './features/account.ar.json';
import accountEn from './features/account.en.json';
import addPropertyAr from './features/addProperty.ar.json';
import addPropertyEn from './features/addProperty.en.json';
import compareAr from './features/compare.ar.json';
import compareEn from './features/compare.en.json';
import dashboardAr from './features/dashboard.ar.json';
import dashboardEn from './features/dashboard.en.json';
import drawAreaAr from './features/drawArea.ar.json';
import drawAreaEn from './features/drawArea.en.json';
import detailsAr from './features/details.ar.json';
import detailsEn from './features/details.en.json';
import homeAr from './features/home.ar.json';
import homeEn from './features/home.en.json';
import listingsAr from './features/listings.ar.json';
import listingsEn from './features/listings.en.json';
import messagesAr from './features/messages.ar.json';
import messagesEn from './features/messages.en.json';
import notificationsAr from './features/notifications.ar.json';
import notificationsEn from './features/notifications.en.json';
import pricesAr from './features/prices.ar.json';
import pricesEn from './features/prices.en.json';
import reviewsAr from './features/reviews.ar.json';
import reviewsEn from './features/reviews.en.json';
import siteAr from './features/site.ar.json';
import siteEn from './features/site.en.json';

const ar = {
  ...arCore,
  account: accountAr,
  addProperty: addPropertyAr,
  compare: compareAr,
  dashboard: dashboardAr,
  drawArea: drawAreaAr,
  details: detailsAr,
  home: homeAr,
  listings: listingsAr,
  messages: messagesAr,
  notifications: notificationsAr,
  prices: pricesAr,
  reviews: reviewsAr,
  site: siteAr,
};
const en = {
  ...enCore,
  account: accountEn,
  addProperty: addPropertyEn,
  compare: compareEn,
  dashboard: dashboardEn,
  drawArea: drawAreaEn,
  details: detailsEn,
  home: homeEn,
  listings: listingsEn,
  messages: messagesEn,
  notifications: notificationsEn,
  prices: pricesEn,
  reviews: reviewsEn,
  site: siteEn,
};

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('dictionaries', () => {
  it('Arabic and English have exactly the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ar).sort());
  });

  it('no text is empty', () => {
    for (const dictionary of [ar, en]) {
      for (const key of keysOf(dictionary)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  it('keeps the spec’s logout dialog title', () => {
    expect(ar.logoutDialog.title).toBe('تأكيد تسجيل الخروج');
  });
});
