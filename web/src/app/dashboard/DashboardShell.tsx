import { House } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH } from '#web/lib/api/api-client';
import { useStaffSignedIn } from '#web/lib/session/staff-session';
import { NavDrawer } from './NavDrawer';
import { PermittedScreen } from './PermittedScreen';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { DashboardShell as Component };

/** The back-office frame: the menu at the start side (a drawer below lg), the top bar, the screen. */
export function DashboardShell() {
  const { t } = useTranslation();
  const signedIn = useStaffSignedIn();
  const { pathname } = useLocation();
  // The drawer belongs to the screen it was opened on: any navigation closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;

  if (!signedIn) return <Navigate to={LOGIN_PATH} replace />;

  return (
    <div className="flex min-h-screen bg-surface">
      <a
        href="#dashboard-content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface-raised focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 overflow-y-auto border-e border-line bg-surface-raised lg:block">
        <div className="flex h-14 items-center gap-2 border-b border-line px-4 text-lg font-bold text-brand">
          <House aria-hidden className="size-6" />
          {t('dashboard.brand')}
        </div>
        <SideNav />
      </aside>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpenOn(null)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar menuOpen={drawerOpen} onMenu={() => setDrawerOpenOn(pathname)} />
        <main id="dashboard-content" className="min-w-0 flex-1 p-4 lg:p-6">
          <PermittedScreen />
        </main>
      </div>
    </div>
  );
}
