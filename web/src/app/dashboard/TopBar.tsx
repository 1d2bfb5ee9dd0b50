import { useQueryClient } from '@tanstack/react-query';
import { CircleUserRound, LogOut, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { iconButton } from '#web/components/ui/icon-button';
import { useLogout, useMe } from '#web/entities/staff/api';
import { PreferenceButtons } from '#web/components/ui/PreferenceButtons';
import { LOGIN_PATH } from '#web/lib/api/api-client';
import { backOfficeKey } from '#web/lib/api/back-office-queries';
import { staffName } from '#web/entities/staff/staff-names';

export function TopBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        queryClient.removeQueries({ queryKey: backOfficeKey });
        void navigate(LOGIN_PATH, { replace: true });
      },
    });

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface-raised/95 px-2 backdrop-blur sm:px-4">
      <button
        type="button"
        className={`${iconButton} lg:hidden`}
        aria-label={t('dashboard.nav.open')}
        aria-expanded={menuOpen}
        aria-controls="dashboard-drawer"
        onClick={onMenu}
      >
        <Menu aria-hidden className="size-5" />
      </button>
      <span className="font-bold text-brand lg:hidden">{t('dashboard.brand')}</span>
      <div className="ms-auto flex min-w-0 items-center gap-1">
        <Link
          to="/dashboard/account"
          className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full px-2 text-sm text-ink-muted hover:bg-surface hover:text-ink"
          title={me.data?.email}
        >
          <CircleUserRound aria-hidden className="size-5 shrink-0" />
          <span className="sr-only">{t('dashboard.account.title')}</span>
          {me.data && <span className="hidden max-w-48 truncate sm:inline">{staffName(me.data, t)}</span>}
        </Link>
        <PreferenceButtons />
        <button
          type="button"
          className={iconButton}
          aria-label={t('dashboard.logout')}
          disabled={logout.isPending}
          onClick={signOut}
        >
          <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </header>
  );
}
