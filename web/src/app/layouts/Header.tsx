import { Bell, Heart, House, LogOut, Menu, MessagesSquare, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { signedInPhone, signOut, useIsSignedIn } from '#web/lib/auth-state';
import { iconButton } from '#web/components/ui/icon-button';
import { PreferenceButtons } from '#web/components/ui/PreferenceButtons';
import { loadFeatureTexts } from '#web/lib/i18n';

// Only asked when signing out: it stays out of the first page's scripts.
const ConfirmDialog = lazy(() =>
  import('#web/components/ui/ConfirmDialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
);

// Signed-in readers only: the bell, its panel and the live stream stay out of a visitor's scripts.
const NotificationBell = lazy(() =>
  Promise.all([
    import('#web/features/notifications/NotificationBell'),
    loadFeatureTexts('notifications'),
  ]).then(([{ NotificationBell }]) => ({ default: NotificationBell })),
);

/** The top navigation of spec §2: links, signed-in actions or the register icon, a menu on small screens. */
export function Header() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  // The small-screen menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const phone = signedIn ? signedInPhone() : null;

  const links = [
    { to: '/', label: t('nav.home'), end: true },
    ...(signedIn ? [{ to: '/my-ads', label: t('nav.myAds'), end: false }] : []),
    ...(signedIn ? [{ to: '/saved-searches', label: t('nav.savedSearches'), end: false }] : []),
    { to: '/contact-us', label: t('nav.contactUs'), end: false },
    { to: '/about', label: t('nav.about'), end: false },
  ];
  const logoutButton = (
    <button
      type="button"
      className={iconButton}
      aria-label={t('header.logout')}
      onClick={() => setConfirmingLogout(true)}
    >
      <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
    </button>
  );
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 font-medium ${isActive ? 'text-brand' : 'text-ink hover:text-brand'}`;

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface-raised/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand">
          <House aria-hidden className="size-7" />
          {t('brand.name')}
        </Link>

        <nav aria-label={t('nav.main')} className="ms-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <PreferenceButtons />
          </div>

          {signedIn ? (
            <>
              {phone && (
                <span
                  className="hidden px-2 text-sm text-ink-muted lg:inline"
                  dir="ltr"
                  title={t('header.yourPhone')}
                >
                  {phone}
                </span>
              )}
              <Suspense
                fallback={
                  <button type="button" className={iconButton} aria-label={t('header.notifications')}>
                    <Bell aria-hidden className="size-5" />
                  </button>
                }
              >
                <NotificationBell />
              </Suspense>
              <Link to="/messages" className={iconButton} aria-label={t('header.messages')}>
                <MessagesSquare aria-hidden className="size-5" />
              </Link>
              <Link to="/Favorite" className={iconButton} aria-label={t('header.favorites')}>
                <Heart aria-hidden className="size-5" />
              </Link>
              <Link to="/profile" className={iconButton} aria-label={t('header.profile')}>
                <UserRound aria-hidden className="size-5" />
              </Link>
              <div className="hidden md:block">{logoutButton}</div>
            </>
          ) : (
            <Link to="/register" className={iconButton} aria-label={t('header.register')}>
              <UserRound aria-hidden className="size-5" />
            </Link>
          )}

          <button
            type="button"
            className={`${iconButton} md:hidden`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.menu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.main')} className="border-t border-line px-4 py-2 md:hidden">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={(state) => `block ${linkClass(state)}`}
              onClick={() => setMenuOpenOn(null)}
            >
              {link.label}
            </NavLink>
          ))}
          <div className="mt-2 flex items-center gap-1 border-t border-line pt-2">
            <PreferenceButtons />
            {signedIn && phone && (
              <span className="ms-auto px-2 text-sm text-ink-muted" dir="ltr" title={t('header.yourPhone')}>
                {phone}
              </span>
            )}
            {signedIn && <div className={phone ? '' : 'ms-auto'}>{logoutButton}</div>}
          </div>
        </nav>
      )}

      {confirmingLogout && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('logoutDialog.title')}
            body={t('logoutDialog.body')}
            confirmLabel={t('logoutDialog.confirm')}
            cancelLabel={t('logoutDialog.cancel')}
            onCancel={() => setConfirmingLogout(false)}
            onConfirm={signOut}
          />
        </Suspense>
      )}
    </header>
  );
}
