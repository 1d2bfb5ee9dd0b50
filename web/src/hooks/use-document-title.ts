import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title while this page is open, the site's name after it. A details URL arrives with the
 * ad's title already in the HTML (written by the server for link previews); it must not outlive the
 * page either.
 */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const siteName = t('brand.name');
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = siteName;
    };
  }, [title, siteName]);
}
