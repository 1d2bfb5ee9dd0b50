import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { dictionary as arabic } from '#web/locales/ar-dictionary';
import type { LazyFeature, LazyFeatureTexts } from '#web/locales/lazy-features';
import type { EnglishTexts } from '#web/locales/plural-forms';
import { STORAGE_KEYS } from '../browser/storage-keys';
import type { Language } from '#contract/common';

/** Also read by the server (server/lib/page-language.ts). */
export const LANGUAGE_COOKIE = 'lang';

export type Dictionary = typeof arabic & LazyFeatureTexts;

/**
 * Each language is its own chunk: a visitor downloads only the texts of the language they read.
 * The texts of the bigger screens (lists, details, the ad form) come with their route.
 */
const loaders: {
  ar: () => Promise<{ dictionary: typeof arabic }>;
  en: () => Promise<{ dictionary: EnglishTexts<typeof arabic> }>;
} = {
  ar: () => import('#web/locales/ar-dictionary'),
  en: () => import('#web/locales/en-dictionary'),
};

const featureLoaders: Record<Language, Record<LazyFeature, () => Promise<{ default: object }>>> = {
  ar: {
    account: () => import('#web/locales/features/account.ar.json'),
    addProperty: () => import('#web/locales/features/addProperty.ar.json'),
    compare: () => import('#web/locales/features/compare.ar.json'),
    dashboard: () => import('#web/locales/features/dashboard.ar.json'),
    drawArea: () => import('#web/locales/features/drawArea.ar.json'),
    feeds: () => import('#web/locales/features/feeds.ar.json'),

    footer: () => import('#web/locales/features/footer.ar.json'),
    details: () => import('#web/locales/features/details.ar.json'),
    home: () => import('#web/locales/features/home.ar.json'),
    identity: () => import('#web/locales/features/identity.ar.json'),
    insights: () => import('#web/locales/features/insights.ar.json'),
    leads: () => import('#web/locales/features/leads.ar.json'),
    listings: () => import('#web/locales/features/listings.ar.json'),
    messages: () => import('#web/locales/features/messages.ar.json'),
    notFound: () => import('#web/locales/features/notFound.ar.json'),
    notifications: () => import('#web/locales/features/notifications.ar.json'),
    officePage: () => import('#web/locales/features/officePage.ar.json'),
    offices: () => import('#web/locales/features/offices.ar.json'),
    payments: () => import('#web/locales/features/payments.ar.json'),
    prices: () => import('#web/locales/features/prices.ar.json'),
    report: () => import('#web/locales/features/report.ar.json'),
    reviews: () => import('#web/locales/features/reviews.ar.json'),
    savedSearches: () => import('#web/locales/features/savedSearches.ar.json'),
    site: () => import('#web/locales/features/site.ar.json'),
    trust: () => import('#web/locales/features/trust.ar.json'),
  },
  en: {
    account: () => import('#web/locales/features/account.en.json'),
    addProperty: () => import('#web/locales/features/addProperty.en.json'),
    compare: () => import('#web/locales/features/compare.en.json'),
    dashboard: () => import('#web/locales/features/dashboard.en.json'),
    drawArea: () => import('#web/locales/features/drawArea.en.json'),
    feeds: () => import('#web/locales/features/feeds.en.json'),

    footer: () => import('#web/locales/features/footer.en.json'),
    details: () => import('#web/locales/features/details.en.json'),
    home: () => import('#web/locales/features/home.en.json'),
    identity: () => import('#web/locales/features/identity.en.json'),
    insights: () => import('#web/locales/features/insights.en.json'),
    leads: () => import('#web/locales/features/leads.en.json'),
    listings: () => import('#web/locales/features/listings.en.json'),
    messages: () => import('#web/locales/features/messages.en.json'),
    notFound: () => import('#web/locales/features/notFound.en.json'),
    notifications: () => import('#web/locales/features/notifications.en.json'),
    officePage: () => import('#web/locales/features/officePage.en.json'),
    offices: () => import('#web/locales/features/offices.en.json'),
    payments: () => import('#web/locales/features/payments.en.json'),
    prices: () => import('#web/locales/features/prices.en.json'),
    report: () => import('#web/locales/features/report.en.json'),
    reviews: () => import('#web/locales/features/reviews.en.json'),
    savedSearches: () => import('#web/locales/features/savedSearches.en.json'),
    site: () => import('#web/locales/features/site.en.json'),
    trust: () => import('#web/locales/features/trust.en.json'),
  },
};

const wantedFeatures = new Set<LazyFeature>();

let markInitialized: () => void = () => undefined;
/** The router loads the first screen while i18next initialises; texts wait for it before they are added. */
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

async function addFeature(language: Language, feature: LazyFeature): Promise<void> {
  const texts = (await featureLoaders[language][feature]()).default;
  await initialized;
  if (!i18n.getResource(language, 'translation', feature)) {
    i18n.addResourceBundle(language, 'translation', { [feature]: texts }, true, true);
  }
}

/** The browser's language now (a page the server renders has its own: `useLanguage`). */
export const currentLanguage = (): Language =>
  i18n.isInitialized ? (i18n.language === 'en' ? 'en' : 'ar') : storedLanguage();

/** Loads the texts of a screen in the current language; a later language switch brings them too. */
export async function loadFeatureTexts(...features: LazyFeature[]): Promise<void> {
  for (const feature of features) wantedFeatures.add(feature);
  const language = currentLanguage();
  await Promise.all(features.map((feature) => addFeature(language, feature)));
}

async function ensureLoaded(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { dictionary } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', dictionary, true, true);
  }
  await Promise.all([...wantedFeatures].map((feature) => addFeature(language, feature)));
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
  }
}

export function storedLanguage(): Language {
  if (typeof localStorage === 'undefined') return i18n.language === 'en' ? 'en' : 'ar';
  return localStorage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : 'ar';
}

/** The server renders pages in the reader's language: it reads this cookie (localStorage it cannot see). */
function showLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  // The installable app's name and shortcuts in the reader's language (ADR 0031).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${language}.webmanifest`);
}

/** The one place that changes language: i18n, <html lang dir>, and both stored keys of the spec. */
export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  localStorage.setItem(STORAGE_KEYS.lang, language);
  showLanguage(language);
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  const { dictionary } = await loaders[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: dictionary } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  showLanguage(language);
  markInitialized();
}

/** The server's i18next: both languages with every screen's texts, switched per page it renders. */
export async function initServerI18n(): Promise<void> {
  const features = Object.keys(featureLoaders.ar) as LazyFeature[];
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: 'ar',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markInitialized();
  for (const feature of features) wantedFeatures.add(feature);
  await Promise.all([ensureLoaded('ar'), ensureLoaded('en')]);
}

/**
 * The server's i18next for one page: its texts, in that page's language. Each render has its own
 * (`I18nextProvider`), so renders in both languages may run at once.
 */
export const serverI18n = (language: Language) => i18n.cloneInstance({ lng: language });

/**
 * The language of the page being rendered: the reader's in the browser, the request's on the server.
 * Query keys hold it (`endpointQuery`'s `language`).
 */
export function useLanguage(): Language {
  const { i18n: current } = useTranslation();
  return current.language === 'en' ? 'en' : 'ar';
}

export { i18n };
