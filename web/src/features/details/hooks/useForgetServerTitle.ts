import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A details URL arrives with the ad's title written by the server (for link previews). The page sets
 * its own title while open; the server's would outlive it and name the next page, so it becomes the
 * site's name.
 */
export function useForgetServerTitle(): void {
  const { t } = useTranslation();
  const siteName = t('brand.name');
  useEffect(() => {
    const written = document.head.querySelector('title[data-share-card]');
    if (!written) return;
    written.textContent = siteName;
    written.removeAttribute('data-share-card');
  }, [siteName]);
}
