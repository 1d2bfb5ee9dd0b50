import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { CompareTray } from '#web/entities/catalogue/components/CompareTray';
import { Header } from './Header';
import { HeaderVisibilityProvider, useHeaderHidden } from './HeaderVisibility';
import { DeferredFooter } from './DeferredFooter';

function Shell() {
  const { t } = useTranslation();
  const headerHidden = useHeaderHidden();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface-raised focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      {!headerHidden && <Header />}
      <main id="content" className="flex-1">
        <Outlet />
      </main>
      <ScrollRestoration />
      <CompareTray />

      <DeferredFooter />
    </div>
  );
}

export function MainLayout() {
  return (
    <HeaderVisibilityProvider>
      <Shell />
    </HeaderVisibilityProvider>
  );
}
