import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** How many open pages hold the tab's title; while none does, it is the site's own. */
let holders = 0;

function useSiteTitleText(): string {
  const { t } = useTranslation();
  return `${t('brand.name')} | ${t('brand.tagline')}`;
}

/**
 * The tab's title while this page is open, the site's after it. A details URL arrives with the ad's
 * title already in the HTML (written by the server for link previews); it must not outlive the page
 * either.
 */
export function useDocumentTitle(title: string): void {
  const siteTitle = useSiteTitleText();
  useEffect(() => {
    holders += 1;
    document.title = title;
    return () => {
      holders -= 1;
      if (holders === 0) document.title = siteTitle;
    };
  }, [title, siteTitle]);
}

/**
 * The site's title in the reader's language on every page without its own, also after a language
 * switch (the server writes it in the page's language; index.html's is Arabic).
 */
export function useSiteTitle(): void {
  const siteTitle = useSiteTitleText();
  useEffect(() => {
    if (holders === 0) document.title = siteTitle;
  }, [siteTitle]);
}
