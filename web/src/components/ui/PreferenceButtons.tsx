import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButton } from './icon-button';
import { setLanguage } from '#web/lib/i18n/i18n';
import type { Language } from '#contract/common';
import { setTheme, useTheme } from '#web/lib/browser/theme';

/** Language and theme switches: the website's header and the back-office's top bar. */
export function PreferenceButtons() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const nextLanguage: Language = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <>
      <button
        type="button"
        className="rounded-full px-3 py-2 text-sm font-medium hover:bg-surface"
        lang={nextLanguage}
        aria-label={t('language.switchLabel')}
        onClick={() => void setLanguage(nextLanguage)}
      >
        {t('language.switchTo')}
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {theme === 'dark' ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
      </button>
    </>
  );
}
