import { dictionary as arCore } from './ar-dictionary';
import { dictionary as enCore } from './en-dictionary';
import accountAr from './features/account.ar.json';
import accountEn from './features/account.en.json';
import addPropertyAr from './features/addProperty.ar.json';
import addPropertyEn from './features/addProperty.en.json';
import dashboardAr from './features/dashboard.ar.json';
import dashboardEn from './features/dashboard.en.json';
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
import reviewsAr from './features/reviews.ar.json';
import reviewsEn from './features/reviews.en.json';
import siteAr from './features/site.ar.json';
import siteEn from './features/site.en.json';
import savedSearchesAr from './features/savedSearches.ar.json';
import savedSearchesEn from './features/savedSearches.en.json';
import footerAr from './features/footer.ar.json';
import footerEn from './features/footer.en.json';
import pricesAr from './features/prices.ar.json';
import pricesEn from './features/prices.en.json';
import drawAreaAr from './features/drawArea.ar.json';
import drawAreaEn from './features/drawArea.en.json';
import compareAr from './features/compare.ar.json';
import compareEn from './features/compare.en.json';

/** Every text of the website and the back-office, shared and lazy, as i18next holds them (tests read it whole). */
export const everyText = {
  ar: {
    ...arCore,
    account: accountAr,
    addProperty: addPropertyAr,
    dashboard: dashboardAr,
    details: detailsAr,
    home: homeAr,
    listings: listingsAr,
    messages: messagesAr,
    notifications: notificationsAr,
    reviews: reviewsAr,
    site: siteAr,
    savedSearches: savedSearchesAr,
    footer: footerAr,
    prices: pricesAr,
    drawArea: drawAreaAr,
    compare: compareAr,
  },
  en: {
    ...enCore,
    account: accountEn,
    addProperty: addPropertyEn,
    dashboard: dashboardEn,
    details: detailsEn,
    home: homeEn,
    listings: listingsEn,
    messages: messagesEn,
    notifications: notificationsEn,
    reviews: reviewsEn,
    site: siteEn,
    savedSearches: savedSearchesEn,
    footer: footerEn,
    prices: pricesEn,
    drawArea: drawAreaEn,
    compare: compareEn,
  },
};

/** `{ "a.b": text }` for every text of a dictionary. */
export function flatTexts(value: unknown, prefix = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [...flatTexts(child, prefix ? `${prefix}.${key}` : key)]),
  );
}
