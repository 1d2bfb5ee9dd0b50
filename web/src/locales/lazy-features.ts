import type account from './features/account.ar.json';
import type addProperty from './features/addProperty.ar.json';
import type compare from './features/compare.ar.json';
import type dashboard from './features/dashboard.ar.json';
import type drawArea from './features/drawArea.ar.json';
import type feeds from './features/feeds.ar.json';
import type details from './features/details.ar.json';
import type footer from './features/footer.ar.json';
import type home from './features/home.ar.json';
import type identity from './features/identity.ar.json';
import type insights from './features/insights.ar.json';
import type leads from './features/leads.ar.json';
import type listings from './features/listings.ar.json';
import type messages from './features/messages.ar.json';
import type notFound from './features/notFound.ar.json';
import type notifications from './features/notifications.ar.json';
import type officePage from './features/officePage.ar.json';
import type offices from './features/offices.ar.json';
import type payments from './features/payments.ar.json';
import type prices from './features/prices.ar.json';
import type report from './features/report.ar.json';
import type reviews from './features/reviews.ar.json';
import type savedSearches from './features/savedSearches.ar.json';
import type site from './features/site.ar.json';
import type trust from './features/trust.ar.json';

/** Feature texts that come with their routes instead of the first bundle; typed from Arabic. */
export interface LazyFeatureTexts {
  account: typeof account;
  addProperty: typeof addProperty;
  compare: typeof compare;
  dashboard: typeof dashboard;
  drawArea: typeof drawArea;
  feeds: typeof feeds;
  details: typeof details;
  footer: typeof footer;
  home: typeof home;
  identity: typeof identity;
  insights: typeof insights;
  leads: typeof leads;
  listings: typeof listings;
  messages: typeof messages;
  notFound: typeof notFound;
  notifications: typeof notifications;
  officePage: typeof officePage;
  offices: typeof offices;
  payments: typeof payments;
  prices: typeof prices;
  report: typeof report;
  reviews: typeof reviews;
  savedSearches: typeof savedSearches;
  site: typeof site;
  trust: typeof trust;
}

export type LazyFeature = keyof LazyFeatureTexts;
