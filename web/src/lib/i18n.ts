import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { dictionary as arabic } from '../locales/ar-dictionary';
import { STORAGE_KEYS } from './storage-keys';

export type Language = 'ar' | 'en';

export type Dictionary = typeof arabic;

/** Each language is its own chunk: a visitor downloads only the texts of the language they read. */
const loaders: Record<Language, () => Promise<{ dictionary: Dictionary }>> = {
  ar: () => import('../locales/ar-dictionary'),
  en: () => import('../locales/en-dictionary'),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { dictionary } = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', dictionary);
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
  }
}

export function storedLanguage(): Language {
  return localStorage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : 'ar';
}

/** The one place that changes language: i18n, <html lang dir>, and both stored keys of the spec. */
export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  localStorage.setItem(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
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
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

export { i18n };
