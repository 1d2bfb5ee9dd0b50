import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MENU, menuPath } from './menu';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { ComingSoonPage as Component };

/** A menu entry whose screen is not built yet, titled with its entry. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = MENU.find((candidate) => menuPath(candidate) === pathname);
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 text-center">
      <Construction aria-hidden className="size-12 text-accent" />
      <h1 className="text-2xl font-bold">{entry && t(`dashboard.nav.${entry.id}`)}</h1>
      <p className="text-ink-muted">{t('dashboard.comingSoon')}</p>
    </section>
  );
}
