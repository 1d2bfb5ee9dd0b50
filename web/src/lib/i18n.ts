import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { STORAGE_KEYS } from './storage-keys';

export type Language = 'ar' | 'en';

export const resources = { ar: { translation: ar }, en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['ar'];
  }
}

export function storedLanguage(): Language {
  return localStorage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : 'ar';
}

/** The one place that changes language: i18n, <html lang dir>, and both stored keys of the spec. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  localStorage.setItem(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

export { i18n };
